import type { Core } from '@strapi/strapi';
import { applyListView } from '../bootstrap/list-view';
import { leadContentType, leadFieldLabels } from '../bootstrap/lead-field-labels';
import { leadCollections } from '../bootstrap/permissions';
import { compiledCatalogue } from '../mail/catalogue';

/**
 * The English labels of a lead collection's attributes, as agents read them in its list and form
 * (the admin shows them in Dutch or French by the agent's language, admin-language.ts): the site's
 * words for the form's fields, this project's for what the server fills (lead-field-labels.ts).
 */
export function leadLabels(uid: string): Record<string, string> {
  const contentType = leadContentType(uid);
  const labels = contentType ? (allLabels()[contentType] ?? {}) : {};
  return Object.fromEntries(Object.entries(labels).map(([field, label]) => [field, label.en]));
}

let derived: ReturnType<typeof leadFieldLabels> | undefined;
const allLabels = () =>
  (derived ??= leadFieldLabels({
    en: compiledCatalogue('en'),
    nl: compiledCatalogue('nl'),
    fr: compiledCatalogue('fr'),
  }));

/** The wanted list columns, in order; those a collection lacks are left out. */
const wantedColumns = [
  'createdAt',
  'firstName',
  'lastName',
  'email',
  'property',
  'contactCategory',
  'leadStatus',
  'mailStatus',
  'confirmedAt',
] as const;

/** The list view of one lead collection, as the agents' table (see {@link applyLeadListViews}). */
export function leadListColumns(attributes: Record<string, unknown>): string[] {
  return wantedColumns.filter((column) => column === 'createdAt' || column in attributes);
}

/**
 * Each lead collection's list in the admin: date, name, e-mail, property, category, status and
 * mail state as columns, every field labelled (leadLabels), newest first. Applied at every start over what the content
 * manager generated (a second start changes nothing); an agent's own tweaks of other fields stay.
 */
export async function applyLeadListViews(strapi: Core.Strapi): Promise<void> {
  for (const uid of leadCollections) {
    if (!strapi.contentType(uid)) continue;
    await applyListView(strapi, uid, {
      labels: leadLabels(uid),
      columns: leadListColumns(strapi.contentType(uid).attributes),
      sortBy: 'createdAt',
      sortOrder: 'DESC',
      pageSize: 20,
    });
  }
}

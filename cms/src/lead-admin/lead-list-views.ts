import type { Core } from '@strapi/strapi';
import { leadCollections } from '../bootstrap/permissions';

/** Column labels agents read in each lead list (the admin shows field names otherwise). */
const columnLabels: Readonly<Record<string, string>> = {
  createdAt: 'Received',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  property: 'Property',
  contactCategory: 'Category',
  leadStatus: 'Status',
  mailStatus: 'Mail',
  mailAttempts: 'Mail attempts',
  mailError: 'Mail error',
  confirmedAt: 'Confirmed',
  unsubscribedAt: 'Unsubscribed',
  friendEmail: "Friend's e-mail",
  goal: 'Goal',
  language: 'Language',
  internalNote: 'Internal note',
};

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

type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, { list?: Record<string, unknown>; edit?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown };
};

/** The list view of one lead collection, as the agents' table (see {@link applyLeadListViews}). */
export function leadListColumns(attributes: Record<string, unknown>): string[] {
  return wantedColumns.filter((column) => column === 'createdAt' || column in attributes);
}

/**
 * Each lead collection's list in the admin: date, name, e-mail, property, category, status and
 * mail state as labelled columns, newest first. Applied at every start over what the content
 * manager generated (a second start changes nothing); an agent's own tweaks of other fields stay.
 */
export async function applyLeadListViews(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('content-manager').service<{
    findContentType(uid: string): unknown;
    findConfiguration(contentType: unknown): Promise<unknown>;
    updateConfiguration(contentType: unknown, configuration: Configuration): Promise<unknown>;
  }>('content-types');
  for (const uid of leadCollections) {
    const contentType = service.findContentType(uid);
    if (!contentType) continue;
    const current = (await service.findConfiguration(contentType)) as Configuration;
    const columns = leadListColumns(strapi.contentType(uid).attributes);
    const metadatas = { ...current.metadatas };
    for (const [field, label] of Object.entries(columnLabels)) {
      if (!metadatas[field]) continue;
      metadatas[field] = {
        ...metadatas[field],
        list: { ...metadatas[field].list, label },
        edit: { ...metadatas[field].edit, label },
      };
    }
    const wanted: Configuration = {
      settings: { ...current.settings, defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', pageSize: 20 },
      metadatas,
      layouts: { ...current.layouts, list: columns },
    };
    if (
      JSON.stringify(wanted) ===
      JSON.stringify({ settings: current.settings, metadatas: current.metadatas, layouts: current.layouts })
    )
      continue;
    await service.updateConfiguration(contentType, wanted);
  }
}

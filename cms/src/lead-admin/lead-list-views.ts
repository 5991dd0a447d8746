import type { Core } from '@strapi/strapi';
import { applyListView } from '../bootstrap/list-view';
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
  for (const uid of leadCollections) {
    if (!strapi.contentType(uid)) continue;
    await applyListView(strapi, uid, {
      labels: columnLabels,
      columns: leadListColumns(strapi.contentType(uid).attributes),
      sortBy: 'createdAt',
      sortOrder: 'DESC',
      pageSize: 20,
    });
  }
}

import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { priceLoweredAt, publicHistory, publicHistoryLimit, type PublicHistoryEntry } from '@vitrine/domain';
import { graphqlExtension } from '../strapi-patches/graphql-extension';

const propertyUid = 'api::property.property';
export const listingChangeUid = 'api::owner-listing-change.owner-listing-change';

/** The fields of a listing whose changes the owner portal shows (shared by every locale). */
export const historyFields = ['price', 'listingStatus', 'goal'] as const;
export type HistoryField = (typeof historyFields)[number];
type Values = Record<HistoryField, string | null>;

/** One change as the portal shows it: when, what, before and after. */
export interface ListingChange {
  date: string;
  field: HistoryField;
  from: string | null;
  to: string | null;
}

/** A documentId as the Document Service makes them (24 characters). */
export const newDocumentId = () => randomUUID().replace(/-/g, '').slice(0, 24);

const asText = (value: unknown): string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;

/** The published values of a listing (any published locale: these fields are not localized). */
async function publishedValues(strapi: Core.Strapi, documentId: string): Promise<Values | null> {
  const row = (await strapi.db.query(propertyUid).findOne({
    where: { documentId, publishedAt: { $notNull: true } },
    select: [...historyFields],
  })) as Record<HistoryField, unknown> | null;
  if (!row) return null;
  return { price: asText(row.price), listingStatus: asText(row.listingStatus), goal: asText(row.goal) };
}

/** The value each field had after its latest recorded change, if any. */
async function lastRecorded(strapi: Core.Strapi, documentId: string): Promise<Partial<Values>> {
  const rows = (await strapi.db.query(listingChangeUid).findMany({
    where: { propertyDocumentId: documentId },
    select: ['field', 'newValue', 'changedAt', 'id'],
    orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
  })) as { field: HistoryField; newValue: string | null }[];
  const last: Partial<Values> = {};
  for (const row of rows) if (!(row.field in last)) last[row.field] = row.newValue;
  return last;
}

/**
 * The changes between what was published and what is published now, one per field that really
 * changed. The previous value is the latest recorded one when there is one, so publishing the
 * same change in a second locale records nothing again. A first publication is no change.
 */
export function changesBetween(
  before: Values | null,
  after: Values | null,
  recorded: Partial<Values>,
): { field: HistoryField; from: string | null; to: string | null }[] {
  if (!after) return [];
  const changes = [];
  for (const field of historyFields) {
    const known = field in recorded;
    if (!before && !known) continue;
    const from = known ? (recorded[field] ?? null) : before![field];
    const change = { field, from, to: after[field] };
    if (isRealChange(change)) changes.push(change);
  }
  return changes;
}

/**
 * Whether a recorded row is a change an owner should see: its before and after differ (a price
 * compared as an amount). A row saying "€ 1.000 → € 1.000" is no change (issue 19).
 *
 * @example
 * isRealChange({ field: 'price', from: '1000', to: '1000' }); // false
 * isRealChange({ field: 'price', from: '1100', to: '1000' }); // true
 */
export function isRealChange(change: { field: HistoryField; from: string | null; to: string | null }): boolean {
  if (change.field === 'price' && change.from !== null && change.to !== null) {
    const [from, to] = [Number(change.from), Number(change.to)];
    if (Number.isFinite(from) && Number.isFinite(to)) return from !== to;
  }
  return change.from !== change.to;
}

/** The recorded rows read to decide `priceLoweredAt`: far more than 30 days of an agent's edits. */
const priceLoweredRows = 200;

/**
 * Stores on every row of the listing (each language, draft and published) when its last published
 * price change was a drop, from the recorded history (`priceLoweredAt` of @vitrine/domain): what a
 * card needs to say "price lowered" without reading the history (issue 22, item 4, decision 045).
 * Written through the Query Engine, so no document middleware runs again.
 */
export async function refreshPriceLoweredAt(strapi: Core.Strapi, documentId: string): Promise<string | null> {
  const rows = (await strapi.db.query(listingChangeUid).findMany({
    where: { propertyDocumentId: documentId },
    select: ['field', 'previousValue', 'newValue', 'changedAt', 'id'],
    orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
    limit: priceLoweredRows,
  })) as { field: HistoryField; previousValue: string | null; newValue: string | null; changedAt: string | Date }[];
  const lowered = priceLoweredAt(
    rows.map((row) => ({
      date: new Date(row.changedAt).toISOString(),
      field: row.field,
      from: row.previousValue,
      to: row.newValue,
    })),
  );
  await strapi.db
    .query(propertyUid)
    .updateMany({ where: { documentId }, data: { priceLoweredAt: lowered ? new Date(lowered) : null } });
  return lowered;
}

/** Actions that can publish a listing: publish itself, and update with `status: 'published'`. */
const publishing = new Set(['publish', 'update']);

/**
 * Records each published change of a listing's price, status or goal (owner portal history):
 * around every publish (admin, REST, GraphQL, scripts), the published values before and after;
 * one row per field that changed, with both values and the time, and the listing's
 * `priceLoweredAt` from them. Saving a draft changes nothing an owner or visitor sees, so it
 * records nothing. Registered inside the cache purge, so the pages are purged after both are written.
 */
export function registerListingHistory(strapi: Core.Strapi): void {
  const extension = graphqlExtension(strapi);
  // The rows themselves stay out of the GraphQL schema: owners read them through the portal only.
  extension.shadowCRUD(listingChangeUid).disable();
  // What a visitor may see of them is a field of the listing (its page's price history).
  extension.use(() => ({
    typeDefs: `
      enum ListingHistoryField { price listingStatus }
      "A published change of a listing's price or status: when, before and after."
      type ListingHistoryEntry {
        date: DateTime!
        field: ListingHistoryField!
        from: String
        to: String
      }
      extend type Property {
        "The listing's published price and status changes, newest first (at most ${publicHistoryLimit}); no price when it does not publish one."
        history: [ListingHistoryEntry!]!
      }
    `,
    resolvers: {
      Property: {
        history: (parent: { documentId?: string; publishPrice?: boolean | null }) =>
          parent.documentId ? publicListingHistory(strapi, parent.documentId, parent.publishPrice ?? null) : [],
      },
    },
    resolversConfig: { 'Property.history': { auth: false } },
  }));
  strapi.documents.use(async (context, next) => {
    if (context.uid !== propertyUid || !publishing.has(context.action)) return next();
    const params = context.params as { documentId?: string; status?: string };
    if (!params.documentId || (context.action === 'update' && params.status !== 'published')) return next();
    const documentId = params.documentId;
    const before = await publishedValues(strapi, documentId);
    const result = await next();
    try {
      const after = await publishedValues(strapi, documentId);
      const changes = changesBetween(before, after, await lastRecorded(strapi, documentId));
      const changedAt = new Date();
      for (const change of changes) {
        await strapi.db.query(listingChangeUid).create({
          data: {
            documentId: newDocumentId(),
            propertyDocumentId: documentId,
            field: change.field,
            previousValue: change.from,
            newValue: change.to,
            changedAt,
          },
        });
      }
      if (after) await refreshPriceLoweredAt(strapi, documentId);
    } catch (error) {
      // The history must never fail the agent's publish.
      strapi.log.warn(`[owner history] a listing change was not recorded: ${String(error)}`);
    }
    return result;
  });
}

/**
 * The recorded changes of `documentIds` (the caller passes only the owner's own listings); a row
 * whose before and after are the same (written by an older version, or by hand) is left out.
 */
export async function listingHistory(
  strapi: Core.Strapi,
  documentIds: readonly string[],
): Promise<Map<string, ListingChange[]>> {
  const byListing = new Map<string, ListingChange[]>();
  if (documentIds.length === 0) return byListing;
  const rows = (await strapi.db.query(listingChangeUid).findMany({
    where: { propertyDocumentId: { $in: [...documentIds] } },
    select: ['propertyDocumentId', 'field', 'previousValue', 'newValue', 'changedAt', 'id'],
    orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
  })) as {
    propertyDocumentId: string;
    field: HistoryField;
    previousValue: string | null;
    newValue: string | null;
    changedAt: string | Date;
  }[];
  for (const row of rows) {
    const change = {
      date: new Date(row.changedAt).toISOString(),
      field: row.field,
      from: row.previousValue,
      to: row.newValue,
    };
    if (!isRealChange(change)) continue;
    const list = byListing.get(row.propertyDocumentId) ?? [];
    list.push(change);
    byListing.set(row.propertyDocumentId, list);
  }
  return byListing;
}

/**
 * A listing's history as a visitor sees it (`publicHistory` of @vitrine/domain): its price and
 * status changes, newest first, bounded, without prices when it does not publish its price.
 */
export async function publicListingHistory(
  strapi: Core.Strapi,
  documentId: string,
  publishPrice: boolean | null,
): Promise<PublicHistoryEntry[]> {
  const rows = (await strapi.db.query(listingChangeUid).findMany({
    where: {
      propertyDocumentId: documentId,
      field: { $in: publishPrice === false ? ['listingStatus'] : ['price', 'listingStatus'] },
    },
    select: ['field', 'previousValue', 'newValue', 'changedAt', 'id'],
    orderBy: [{ changedAt: 'desc' }, { id: 'desc' }],
    // Rows that change nothing are left out afterwards: read a few more than are shown.
    limit: publicHistoryLimit * 4,
  })) as { field: HistoryField; previousValue: string | null; newValue: string | null; changedAt: string | Date }[];
  return publicHistory(
    rows.map((row) => ({
      date: new Date(row.changedAt).toISOString(),
      field: row.field,
      from: row.previousValue,
      to: row.newValue,
    })),
    { publishPrice },
  );
}

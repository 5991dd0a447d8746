import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { listingChanges, type ListingVersion } from '@vitrine/domain';

const propertyUid = 'api::property.property';
export const alertEventUid = 'api::alert-event.alert-event';

/** Actions that can publish a listing: publish itself, and create or update with `status: 'published'`. */
const publishing = new Set(['publish', 'create', 'update']);

type VersionRow = { locale?: string | null; price: number | null; listingStatus: string | null };

const versionOf = (row: VersionRow | null | undefined): ListingVersion | null =>
  row ? { price: row.price ?? null, status: row.listingStatus ?? null } : null;

/**
 * The published version of a listing before a publish: that language's published row if it has
 * one, else any published row (price and status are shared: publishing carries them to every
 * published language, shared-fields-sync.ts); null before its first publication.
 */
async function publishedBefore(
  strapi: Core.Strapi,
  documentId: string | undefined,
  locale: string | undefined,
): Promise<ListingVersion | null> {
  if (!documentId) return null;
  const rows = (await strapi.db.query(propertyUid).findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    select: ['locale', 'price', 'listingStatus'],
  })) as VersionRow[];
  return versionOf(rows.find((row) => row.locale === locale) ?? rows[0]);
}

/**
 * The version this publish made public: the rows it just published (a publish answers them as
 * `entries`, a create or update with `status: 'published'` as the document itself). Never "any
 * published row": the other languages' rows still hold the old price until the shared fields are
 * carried to them, after this middleware (issue 19).
 */
async function publishedNow(
  strapi: Core.Strapi,
  result: unknown,
  documentId: string,
  locale: string | undefined,
): Promise<ListingVersion | null> {
  const entries = (result as { entries?: unknown[] } | null)?.entries;
  const ids = (Array.isArray(entries) ? entries : [result])
    .map((entry) => (entry && typeof entry === 'object' ? (entry as { id?: unknown }).id : undefined))
    .filter((id): id is number => typeof id === 'number');
  if (ids.length > 0) {
    const row = (await strapi.db.query(propertyUid).findOne({
      where: { id: { $in: ids }, documentId, publishedAt: { $notNull: true } },
      select: ['price', 'listingStatus'],
    })) as VersionRow | null;
    if (row) return versionOf(row);
  }
  // An answer that names no published row (an update answering its draft): the language's own.
  return publishedBefore(strapi, documentId, locale);
}

/**
 * Queues the listing changes the demand register mails about when an agent publishes a listing:
 * its first publication, a lower price, a new status of under option, sold or rented. Only a row
 * per change is written here (the same change once, whatever the locales published); matching
 * and mailing run later in the alerts job, never inside the agent's request. Publishing outside a
 * request (the demo seed, scripts) queues nothing.
 */
export function registerListingChangeQueue(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== propertyUid || !publishing.has(context.action) || !strapi.requestContext.get()) {
      return next();
    }
    const params = context.params as { documentId?: string; status?: string; locale?: unknown };
    if (context.action !== 'publish' && params.status !== 'published') return next();
    const locale = typeof params.locale === 'string' ? params.locale : undefined;
    const before = await publishedBefore(strapi, params.documentId, locale);
    const result = await next();
    const documentId =
      params.documentId ??
      (result && typeof result === 'object' && 'documentId' in result ? String(result.documentId) : undefined);
    if (!documentId) return result;
    const after = await publishedNow(strapi, result, documentId, locale);
    for (const change of listingChanges(documentId, before, after)) {
      const known = await strapi.db.query(alertEventUid).findOne({ where: { changeKey: change.key }, select: ['id'] });
      if (known) continue;
      await strapi.db.query(alertEventUid).create({
        data: {
          documentId: randomUUID().replace(/-/g, '').slice(0, 24),
          // As the Document Service stores a type without drafts: published from the start.
          publishedAt: new Date(),
          propertyDocumentId: documentId,
          kind: change.kind,
          changeKey: change.key,
          listingStatus: after?.status ?? null,
          price: after?.price ?? null,
        },
      });
    }
    return result;
  });
}

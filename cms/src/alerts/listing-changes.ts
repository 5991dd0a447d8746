import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { listingChanges, type ListingVersion } from '@vitrine/domain';

const propertyUid = 'api::property.property';
export const alertEventUid = 'api::alert-event.alert-event';

/** Actions that can publish a listing: publish itself, and create or update with `status: 'published'`. */
const publishing = new Set(['publish', 'create', 'update']);

async function publishedVersion(strapi: Core.Strapi, documentId: string | undefined): Promise<ListingVersion | null> {
  if (!documentId) return null;
  // Price and status are shared by every locale: any published row tells them.
  const row = (await strapi.db.query(propertyUid).findOne({
    where: { documentId, publishedAt: { $notNull: true } },
    select: ['price', 'listingStatus'],
  })) as { price: number | null; listingStatus: string | null } | null;
  return row ? { price: row.price ?? null, status: row.listingStatus ?? null } : null;
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
    const params = context.params as { documentId?: string; status?: string };
    if (context.action !== 'publish' && params.status !== 'published') return next();
    const before = await publishedVersion(strapi, params.documentId);
    const result = await next();
    const documentId =
      params.documentId ??
      (result && typeof result === 'object' && 'documentId' in result ? String(result.documentId) : undefined);
    if (!documentId) return result;
    const after = await publishedVersion(strapi, documentId);
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

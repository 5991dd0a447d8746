import type { Core } from '@strapi/strapi';
import { listingRegionOf } from '@vitrine/domain';

/** The content types whose region follows from their postal code and country. */
const located = ['api::property.property', 'api::project.project'] as const;

type Data = Record<string, unknown>;
type WriteParams = { documentId?: string; data?: Data };

/**
 * Sets `region` from the postal code and the country (the domain's `listingRegionOf`) on every
 * write of a listing or project that touches either (admin, REST, GraphQL, seed), so an agent
 * never picks it and cannot forget it: a listing without it has no EPC label and escapes the
 * region filter. A postal code that tells nothing (empty, foreign) leaves the region as given.
 * Registered before the energy label, which reads the region.
 */
export function registerDerivedRegion(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (!(located as readonly string[]).includes(context.uid)) return next();
    if (context.action !== 'create' && context.action !== 'update') return next();
    const params = context.params as WriteParams;
    const data = params.data;
    if (!data || !('zip' in data || 'countryId' in data)) return next();

    let stored: Data = {};
    if (context.action === 'update' && params.documentId) {
      stored =
        ((await strapi.db.query(context.uid).findOne({
          where: { documentId: params.documentId, publishedAt: null },
          select: ['zip', 'countryId'],
        })) as Data | null) ?? {};
    }
    const { zip, countryId } = { ...stored, ...data };
    const region = listingRegionOf(zip, countryId);
    if (region !== null) data.region = region;
    return next();
  });
}

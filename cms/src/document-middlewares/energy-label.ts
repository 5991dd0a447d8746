import type { Core } from '@strapi/strapi';
import { energyLabel, regions, type Region } from '@vitrine/domain';

const PROPERTY = 'api::property.property';

type Data = Record<string, unknown>;
type WriteParams = { documentId?: string; locale?: unknown; data?: Data };

const isBelgianRegion = (value: unknown): value is Region => (regions as readonly unknown[]).includes(value);

/**
 * The energy label a listing stores: on a Belgian region's scale it follows from the energy value
 * (`energyLabel` of the domain), whatever was typed; in Luxembourg, which has no scale here, or
 * without a value, it is the label the agent entered. `null` when the data says nothing of it.
 *
 * @example
 * storedEnergyLabel({ region: 'flanders', energyValue: 250, energyLabel: 'A' }); // 'C'
 * storedEnergyLabel({ region: 'luxembourg', energyValue: 120, energyLabel: 'C' }); // 'C'
 */
export function storedEnergyLabel(listing: {
  region?: unknown;
  energyValue?: unknown;
  energyLabel?: unknown;
}): string | null {
  const { region } = listing;
  // REST bodies may carry numbers as strings; Strapi casts them after the middlewares.
  const value =
    typeof listing.energyValue === 'string' && listing.energyValue.trim() !== ''
      ? Number(listing.energyValue)
      : listing.energyValue;
  if (isBelgianRegion(region) && typeof value === 'number' && Number.isFinite(value)) {
    return energyLabel(region, value);
  }
  return typeof listing.energyLabel === 'string' ? listing.energyLabel : null;
}

/**
 * Keeps `energyLabel`, the one stored label (lists filter and index on it), in step with the
 * energy value and region on every write of a listing (admin, REST, GraphQL, seed): an agent who
 * changes the value cannot leave a stale label behind. A write that touches none of the three
 * fields is left alone; one that touches some reads the others from the stored draft.
 */
export function registerEnergyLabel(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PROPERTY || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as WriteParams;
    const data = params.data;
    if (!data || !['region', 'energyValue', 'energyLabel'].some((field) => field in data)) return next();

    let stored: Data = {};
    if (context.action === 'update' && params.documentId) {
      stored =
        ((await strapi.db.query(PROPERTY).findOne({
          where: { documentId: params.documentId, publishedAt: null },
          select: ['region', 'energyValue', 'energyLabel'],
        })) as Data | null) ?? {};
    }
    const label = storedEnergyLabel({ ...stored, ...data });
    if (label !== null) data.energyLabel = label;
    return next();
  });
}

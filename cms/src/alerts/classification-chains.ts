import type { Core } from '@strapi/strapi';
import { withAncestors } from '@vitrine/domain';

type ClassificationRow = { classificationId: number; parentId: number | null };
type RegionRow = ClassificationRow & {
  zipFrom: number | null;
  zipTo: number | null;
  kind: string | null;
  name: string | null;
};

/** A classification row as the domain's trees name it. */
const link = (row: ClassificationRow) => ({ ID: row.classificationId, ParentID: row.parentId });

/** A property type's classification id with every ancestor of it (none without a type). */
export async function typeChain(strapi: Core.Strapi, typeId: number | null | undefined): Promise<number[]> {
  if (typeof typeId !== 'number') return [];
  const types = (await strapi.db.query('api::property-type.property-type').findMany({
    select: ['classificationId', 'parentId'],
  })) as ClassificationRow[];
  return withAncestors(types.map(link), [typeId]);
}

/**
 * The region-tree items an address lies in, with their ancestors: a Belgian postal code within an
 * item's range, or a city of the same name (Luxembourg, CountryID 50, by its name only).
 */
export async function placeChain(
  strapi: Core.Strapi,
  address: { zip: string | null; city?: string | null; countryId?: number | null },
): Promise<number[]> {
  const places = (await strapi.db.query('api::region.region').findMany({
    select: ['classificationId', 'parentId', 'zipFrom', 'zipTo', 'kind', 'name'],
  })) as RegionRow[];
  const zip = /^\d{4}$/.test(address.zip?.trim() ?? '') && address.countryId !== 50 ? Number(address.zip) : null;
  const city = address.city?.trim().toLowerCase() ?? '';
  const within = places.filter(
    (place) =>
      (zip !== null && place.zipFrom !== null && place.zipTo !== null && place.zipFrom <= zip && zip <= place.zipTo) ||
      (place.kind === 'city' && city !== '' && place.name?.trim().toLowerCase() === city),
  );
  return withAncestors(
    places.map(link),
    within.map((place) => place.classificationId),
  );
}

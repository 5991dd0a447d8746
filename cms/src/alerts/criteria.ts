import { parseSearchArea, type DemandCriteria } from '@vitrine/domain';

/** The demand register's attributes a standing search's criteria are stored in. */
export const criteriaAttributes = [
  'goal',
  'propertyTypes',
  'regions',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'maxBedrooms',
  'garages',
  'parkings',
  'bathrooms',
  'budget',
  'area',
] as const;

/** A register row's criteria as the database gives them: the lists as JSON, the area in its URL form. */
export type StoredCriteria = Omit<DemandCriteria, 'propertyTypes' | 'regions' | 'area'> & {
  propertyTypes: unknown;
  regions: unknown;
  area?: string | null;
};

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((id) => typeof id === 'number') : []);

/**
 * A stored search's criteria as the domain's matcher reads them: only the numbers of its lists,
 * its area parsed (one that no longer parses narrows nothing, as the form refused it on entry).
 */
export function criteriaOf(row: StoredCriteria): DemandCriteria {
  return {
    ...row,
    propertyTypes: ids(row.propertyTypes),
    regions: ids(row.regions),
    area: row.area ? (parseSearchArea(row.area).area ?? null) : null,
  };
}

/**
 * Kinds of places near a listing (schools, shops, transport…). The listing stores the kind, the
 * site says it in the visitor's language; the cms schema's enumeration is this list (a cms test
 * holds them together).
 */
export const pointOfInterestKinds = [
  'school',
  'childcare',
  'supermarket',
  'bakery',
  'pharmacy',
  'doctor',
  'hospital',
  'bus_stop',
  'tram_stop',
  'metro_station',
  'train_station',
  'bike_sharing',
  'sports_centre',
  'swimming_pool',
  'park',
  'playground',
  'restaurant',
  'bank',
  'post_office',
] as const;

export type PointOfInterestKind = (typeof pointOfInterestKinds)[number];

/**
 * Whether a value is a known point-of-interest kind.
 *
 * @example
 * isPointOfInterestKind('pharmacy'); // true
 * isPointOfInterestKind('Apotheek'); // false
 */
export function isPointOfInterestKind(value: unknown): value is PointOfInterestKind {
  return (pointOfInterestKinds as readonly unknown[]).includes(value);
}

/**
 * The shapes and bounds of a search area ({@link ./search-area.ts}), apart from its parsing and
 * geometry: the list page's search form needs only these, and the browser then loads the rest with
 * the map, on demand (issue 23: 1.1 KB gzip less on the list page up front).
 */

/** A point on the map, in degrees (WGS 84). */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/** The radii a visitor picks for "within N km of" a place. */
export const areaRadiiKm = [1, 2, 5, 10, 20] as const;

/** One of {@link areaRadiiKm}. */
export type AreaRadiusKm = (typeof areaRadiiKm)[number];

/** A drawn polygon (closed implicitly: the last point joins the first) or a circle. */
export type SearchArea =
  | { readonly kind: 'polygon'; readonly points: readonly LatLng[] }
  | { readonly kind: 'circle'; readonly center: LatLng; readonly radiusKm: AreaRadiusKm };

/** The bounds of an area: what the map offers and what a SQL condition may cost. */
export const searchAreaLimits = {
  minPoints: 3,
  maxPoints: 50,
  /** No side longer than this: a polygon stays a neighbourhood-to-province shape. */
  maxSideKm: 100,
  /** Smaller than this is a slip of the mouse (a line), not an area. */
  minAreaKm2: 0.01,
  /** Belgium and Luxembourg with a margin: where the agency's listings lie. */
  bounds: { south: 49.3, north: 51.7, west: 2.3, east: 6.6 },
  /** The longest encoded area (50 points of 13 characters), checked before any parsing. */
  maxEncodedLength: 50 * 14,
} as const;

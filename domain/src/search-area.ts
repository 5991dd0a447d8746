/**
 * A search area: a polygon the visitor draws on the results map, or a circle "within N km of" a
 * place. One short string in the URL (shareable, the back button works), parsed and bounded here
 * and nowhere else: the web reads the query string with it, Strapi re-validates the same string
 * before it builds its SQL condition, and the standing search's matcher asks {@link isInArea}.
 *
 * Encoding: coordinates in whole ten-thousandths of a degree (about 11 m), latitude `.` longitude;
 * a polygon's points joined by `_` (`510700.36800_510700.37900_510200.37900`), a circle its centre
 * and radius (`510543.37174_5km`). Only characters a query string keeps as they are.
 */

import {
  areaRadiiKm,
  searchAreaLimits,
  type AreaRadiusKm,
  type LatLng,
  type SearchArea,
} from './search-area-limits.js';

export * from './search-area-limits.js';

/** Why a string is no area (each has a translated message on the site). */
export type SearchAreaProblem = 'format' | 'points' | 'outside' | 'side' | 'shape' | 'radius';

const kmPerDegree = (Math.PI * 6371.0088) / 180;
const scale = 10_000;

/**
 * Kilometres east and north of `origin`: the equirectangular projection, exact to well under 1 %
 * at the 100 km an area may span. The same formula is the SQL condition of a circle (cms), so the
 * list and the standing search agree to the metre on which listings lie within N km.
 *
 * @example
 * localKm({ lat: 51, lng: 3 }, { lat: 51.1, lng: 3 }); // { x: 0, y: 11.12 }
 */
export function localKm(origin: LatLng, point: LatLng): { x: number; y: number } {
  return {
    x: (point.lng - origin.lng) * kmPerDegree * Math.cos((origin.lat * Math.PI) / 180),
    y: (point.lat - origin.lat) * kmPerDegree,
  };
}

/** Kilometres per degree of latitude, and of longitude at a latitude (the SQL condition's factors). */
export function kmPerDegreeAt(lat: number): { lat: number; lng: number } {
  return { lat: kmPerDegree, lng: kmPerDegree * Math.cos((lat * Math.PI) / 180) };
}

/**
 * The distance in km between two points, equirectangular around the first (see {@link localKm}).
 *
 * @example
 * Math.round(distanceKm({ lat: 51.0543, lng: 3.7174 }, { lat: 51.2194, lng: 4.4025 })); // 51 (Gent–Antwerpen)
 */
export function distanceKm(from: LatLng, to: LatLng): number {
  const { x, y } = localKm(from, to);
  return Math.hypot(x, y);
}

/**
 * Whether a point lies inside a polygon: a ray from it eastwards crosses the polygon's sides an odd
 * number of times (the crossing-number rule, the one the cms writes in SQL: one term per side,
 * their sum mod 2). A point exactly on a side may fall either way.
 *
 * @example
 * pointInPolygon({ lat: 1, lng: 1 }, [{ lat: 0, lng: 0 }, { lat: 0, lng: 2 }, { lat: 2, lng: 2 }, { lat: 2, lng: 0 }]); // true
 */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  for (const { from, to } of polygonSides(polygon)) {
    if (from.lat > point.lat !== to.lat > point.lat) {
      const crossing = from.lng + ((to.lng - from.lng) * (point.lat - from.lat)) / (to.lat - from.lat);
      if (point.lng < crossing) inside = !inside;
    }
  }
  return inside;
}

/** The sides of a polygon, the last point joined to the first. */
export function polygonSides(polygon: readonly LatLng[]): { from: LatLng; to: LatLng }[] {
  return polygon.map((from, index) => ({ from, to: polygon[(index + 1) % polygon.length]! }));
}

/**
 * Whether a listing's coordinates lie in an area; a listing without coordinates lies in none.
 *
 * @example
 * isInArea({ kind: 'circle', center: { lat: 51.0543, lng: 3.7174 }, radiusKm: 5 }, { lat: 51.06, lng: 3.72 }); // true
 */
export function isInArea(area: SearchArea, point: { lat: number | null; lng: number | null } | null): boolean {
  if (!point || point.lat === null || point.lng === null) return false;
  const at = { lat: point.lat, lng: point.lng };
  return area.kind === 'circle' ? distanceKm(area.center, at) <= area.radiusKm : pointInPolygon(at, area.points);
}

/** The smallest latitude/longitude box around an area: the indexed first cut of the SQL condition. */
export function areaBounds(area: SearchArea): { south: number; north: number; west: number; east: number } {
  if (area.kind === 'circle') {
    const perDegree = kmPerDegreeAt(area.center.lat);
    const dLat = area.radiusKm / perDegree.lat;
    const dLng = area.radiusKm / perDegree.lng;
    return {
      south: area.center.lat - dLat,
      north: area.center.lat + dLat,
      west: area.center.lng - dLng,
      east: area.center.lng + dLng,
    };
  }
  const lats = area.points.map((point) => point.lat);
  const lngs = area.points.map((point) => point.lng);
  return { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) };
}

const fixed = (degrees: number) => Math.round(degrees * scale);
const encodePoint = (point: LatLng) => `${fixed(point.lat)}.${fixed(point.lng)}`;

/** An area rounded to the URL's precision (what {@link parseSearchArea} of its encoding gives). */
function rounded(point: LatLng): LatLng {
  return { lat: fixed(point.lat) / scale, lng: fixed(point.lng) / scale };
}

/**
 * The URL form of an area (see the module's comment). Points are rounded to 1/10,000 of a degree.
 *
 * @example
 * encodeSearchArea({ kind: 'circle', center: { lat: 51.0543, lng: 3.7174 }, radiusKm: 5 }); // '510543.37174_5km'
 */
export function encodeSearchArea(area: SearchArea): string {
  return area.kind === 'circle'
    ? `${encodePoint(area.center)}_${area.radiusKm}km`
    : area.points.map(encodePoint).join('_');
}

/** Twice the signed area of a polygon in km² (shoelace, in the projection around its first point). */
function shoelaceKm2(points: readonly LatLng[]): number {
  const local = points.map((point) => localKm(points[0]!, point));
  let sum = 0;
  for (let index = 0; index < local.length; index += 1) {
    const a = local[index]!;
    const b = local[(index + 1) % local.length]!;
    sum += a.x * b.y - b.x * a.y;
  }
  return sum / 2;
}

/** Whether segments ab and cd cross (touching ends of neighbouring sides do not count). */
function segmentsCross(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const turn = (p: LatLng, q: LatLng, r: LatLng) =>
    Math.sign((q.lng - p.lng) * (r.lat - p.lat) - (q.lat - p.lat) * (r.lng - p.lng));
  return turn(a, b, c) * turn(a, b, d) < 0 && turn(c, d, a) * turn(c, d, b) < 0;
}

/** Whether two non-neighbouring sides of a polygon cross (a figure eight). */
function selfCrossing(points: readonly LatLng[]): boolean {
  const sides = polygonSides(points);
  for (let i = 0; i < sides.length; i += 1) {
    for (let j = i + 2; j < sides.length; j += 1) {
      if (i === 0 && j === sides.length - 1) continue;
      if (segmentsCross(sides[i]!.from, sides[i]!.to, sides[j]!.from, sides[j]!.to)) return true;
    }
  }
  return false;
}

const inBounds = (point: LatLng) => {
  const { south, north, west, east } = searchAreaLimits.bounds;
  return point.lat >= south && point.lat <= north && point.lng >= west && point.lng <= east;
};

/**
 * Why an area is not one the site searches, or `null` when it is: 3 to 50 points, each in
 * Belgium or Luxembourg (with a margin), no side longer than 100 km, no two sides crossing and an
 * area of at least 0.01 km²; a circle's radius one of {@link areaRadiiKm}.
 *
 * @example
 * searchAreaProblem({ kind: 'circle', center: { lat: 51.05, lng: 3.72 }, radiusKm: 5 }); // null
 */
export function searchAreaProblem(area: SearchArea): SearchAreaProblem | null {
  if (area.kind === 'circle') {
    if (!(areaRadiiKm as readonly number[]).includes(area.radiusKm)) return 'radius';
    return inBounds(area.center) ? null : 'outside';
  }
  const { points } = area;
  if (points.length < searchAreaLimits.minPoints || points.length > searchAreaLimits.maxPoints) return 'points';
  if (!points.every(inBounds)) return 'outside';
  if (polygonSides(points).some(({ from, to }) => distanceKm(from, to) > searchAreaLimits.maxSideKm)) return 'side';
  if (Math.abs(shoelaceKm2(points)) < searchAreaLimits.minAreaKm2 || selfCrossing(points)) return 'shape';
  return null;
}

/** What {@link parseSearchArea} gives: an area, or why the string is none. */
export type ParsedSearchArea = { area: SearchArea; problem: null } | { area: null; problem: SearchAreaProblem };

const pointPattern = /^(\d{5,7})\.(\d{4,7})$/;

/**
 * Reads an area from its URL form and checks it ({@link searchAreaProblem}); a string longer than
 * any valid area is refused before it is split.
 *
 * @example
 * parseSearchArea('510543.37174_5km').area; // { kind: 'circle', center: { lat: 51.0543, lng: 3.7174 }, radiusKm: 5 }
 * parseSearchArea('510543.37174_3km').problem; // 'radius'
 */
export function parseSearchArea(text: string): ParsedSearchArea {
  if (text.length === 0 || text.length > searchAreaLimits.maxEncodedLength) return { area: null, problem: 'format' };
  const parts = text.split('_');
  const radius = /^(\d{1,2})km$/.exec(parts.at(-1) ?? '');
  const pointTexts = radius ? parts.slice(0, -1) : parts;
  const points: LatLng[] = [];
  for (const part of pointTexts) {
    const match = pointPattern.exec(part);
    if (!match) return { area: null, problem: 'format' };
    points.push({ lat: Number(match[1]) / scale, lng: Number(match[2]) / scale });
  }
  let area: SearchArea;
  if (radius) {
    if (points.length !== 1) return { area: null, problem: 'format' };
    area = { kind: 'circle', center: points[0]!, radiusKm: Number(radius[1]) as AreaRadiusKm };
  } else {
    area = { kind: 'polygon', points };
  }
  const problem = searchAreaProblem(area);
  return problem ? { area: null, problem } : { area, problem: null };
}

/**
 * A circle around a point, rounded as the URL keeps it (the place search's centre, a radius the
 * visitor picked).
 *
 * @example
 * circleArea({ lat: 51.05432, lng: 3.71745 }, 5); // { kind: 'circle', center: { lat: 51.0543, lng: 3.7175 }, radiusKm: 5 }
 */
export function circleArea(center: LatLng, radiusKm: AreaRadiusKm): SearchArea {
  return { kind: 'circle', center: rounded(center), radiusKm };
}

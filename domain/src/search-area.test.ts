import { expect, test } from 'vitest';
import {
  areaBounds,
  circleArea,
  distanceKm,
  encodeSearchArea,
  isInArea,
  parseSearchArea,
  pointInPolygon,
  searchAreaProblem,
  type LatLng,
  type SearchArea,
} from './search-area.js';

// A box around Gent's centre (Korenmarkt 51.0543, 3.7174), about 6 × 5 km.
const gent: LatLng[] = [
  { lat: 51.08, lng: 3.68 },
  { lat: 51.08, lng: 3.76 },
  { lat: 51.03, lng: 3.76 },
  { lat: 51.03, lng: 3.68 },
];
// An L: the notch (north-east) lies outside although it is inside the bounding box.
const ell: LatLng[] = [
  { lat: 51.0, lng: 3.0 },
  { lat: 51.0, lng: 3.2 },
  { lat: 51.1, lng: 3.2 },
  { lat: 51.1, lng: 3.1 },
  { lat: 51.2, lng: 3.1 },
  { lat: 51.2, lng: 3.0 },
];

test.each<[string, LatLng, readonly LatLng[], boolean]>([
  ['Korenmarkt in the Gent box', { lat: 51.0543, lng: 3.7174 }, gent, true],
  ['Gent-Sint-Pieters station in the box', { lat: 51.0357, lng: 3.7101 }, gent, true],
  ['Antwerpen outside the Gent box', { lat: 51.2194, lng: 4.4025 }, gent, false],
  ['just east of the box', { lat: 51.05, lng: 3.7601 }, gent, false],
  ['just north of the box', { lat: 51.0801, lng: 3.7 }, gent, false],
  ['the L’s foot', { lat: 51.05, lng: 3.15 }, ell, true],
  ['the L’s upright', { lat: 51.15, lng: 3.05 }, ell, true],
  ['the L’s notch (inside its bounding box)', { lat: 51.15, lng: 3.15 }, ell, false],
  ['level with a corner, west of the polygon', { lat: 51.1, lng: 2.9 }, ell, false],
  ['level with a corner, inside', { lat: 51.1, lng: 3.05 }, ell, true],
])('point in polygon: %s', (_name, point, polygon, inside) => {
  expect(pointInPolygon(point, polygon)).toBe(inside);
});

test.each<[string, LatLng, LatLng, number]>([
  ['Gent–Antwerpen', { lat: 51.0543, lng: 3.7174 }, { lat: 51.2194, lng: 4.4025 }, 51.204],
  ['Brussel–Luxembourg', { lat: 50.8467, lng: 4.3525 }, { lat: 49.6116, lng: 6.1319 }, 186.758],
  ['one hundredth of a degree north', { lat: 51, lng: 4 }, { lat: 51.01, lng: 4 }, 1.112],
  ['5 km east', { lat: 51, lng: 4 }, { lat: 51, lng: 4 + 5 / (111.195 * Math.cos((51 * Math.PI) / 180)) }, 5],
])('distance %s: the haversine distance within 1 %%', (_name, from, to, km) => {
  // Equirectangular: within 1 % of the great circle across the two countries (0.6 % Brussel–Luxembourg).
  expect(Math.abs(distanceKm(from, to) - km) / km).toBeLessThan(0.01);
});

test('the distance of a point to itself is 0', () => {
  expect(distanceKm({ lat: 51, lng: 4 }, { lat: 51, lng: 4 })).toBe(0);
});

const gentCircle: SearchArea = { kind: 'circle', center: { lat: 51.0543, lng: 3.7174 }, radiusKm: 5 };

test.each<[string, SearchArea, { lat: number | null; lng: number | null } | null, boolean]>([
  ['Sint-Pieters within 5 km of Korenmarkt', gentCircle, { lat: 51.0357, lng: 3.7101 }, true],
  ['4.9 km north', gentCircle, { lat: 51.0543 + 4.9 / 111.195, lng: 3.7174 }, true],
  ['5.1 km north', gentCircle, { lat: 51.0543 + 5.1 / 111.195, lng: 3.7174 }, false],
  ['Antwerpen', gentCircle, { lat: 51.2194, lng: 4.4025 }, false],
  ['no coordinates', gentCircle, { lat: null, lng: null }, false],
  ['no point', gentCircle, null, false],
  ['a polygon', { kind: 'polygon', points: gent }, { lat: 51.0543, lng: 3.7174 }, true],
])('in area: %s', (_name, area, point, inside) => {
  expect(isInArea(area, point)).toBe(inside);
});

test.each<[string, string, SearchArea['kind'] | null, string | null]>([
  ['a box around Gent', '510800.36800_510800.37600_510300.37600_510300.36800', 'polygon', null],
  ['a circle of 5 km', '510543.37174_5km', 'circle', null],
  ['every radius of the list: 20 km', '510543.37174_20km', 'circle', null],
  ['a radius not in the list', '510543.37174_3km', null, 'radius'],
  ['two points', '510800.36800_510300.37600', null, 'points'],
  ['empty', '', null, 'format'],
  ['letters', 'gent', null, 'format'],
  ['a minus sign', '-510800.36800_510800.37600_510300.37600', null, 'format'],
  ['a circle of two centres', '510543.37174_510543.37175_5km', null, 'format'],
  ['Paris', '488566.23522_488600.23600_488500.23600', null, 'outside'],
  ['a circle in Amsterdam', '523676.49041_5km', null, 'outside'],
  ['a side of 150 km (Oostende–Arlon)', '512300.29200_496800.58200_500000.40000', null, 'side'],
  ['three points on a line', '510000.37000_510100.37000_510200.37000', null, 'shape'],
  ['a figure eight', '510000.37000_510200.38000_510200.37000_510000.37500', null, 'shape'],
  ['too small (a few metres)', '510000.37000_510000.37001_510001.37000', null, 'shape'],
  ['50 points', Array.from({ length: 50 }, (_, i) => ring(i, 50)).join('_'), 'polygon', null],
  ['51 points', Array.from({ length: 51 }, (_, i) => ring(i, 51)).join('_'), null, 'points'],
  ['longer than any area', '5'.repeat(701), null, 'format'],
])('parse %s', (_name, text, kind, problem) => {
  const parsed = parseSearchArea(text);
  expect(parsed.problem).toBe(problem);
  expect(parsed.area?.kind ?? null).toBe(kind);
});

/** The i-th of n points on a circle of about 5 km around Gent, in the URL's form. */
function ring(index: number, count: number): string {
  const angle = (2 * Math.PI * index) / count;
  return `${Math.round((51.05 + 0.045 * Math.sin(angle)) * 10_000)}.${Math.round((3.72 + 0.07 * Math.cos(angle)) * 10_000)}`;
}

test.each<[string, SearchArea]>([
  ['a polygon', { kind: 'polygon', points: gent }],
  ['a circle', gentCircle],
  ['a circle from a place’s centre, rounded', circleArea({ lat: 51.054321, lng: 3.717456 }, 10)],
])('the URL form of %s reads back as the same area', (_name, area) => {
  const text = encodeSearchArea(area);
  expect(text).toMatch(/^[0-9._km]+$/);
  expect(parseSearchArea(text)).toEqual({ area, problem: null });
});

test('a circle’s bounding box is its radius in each direction', () => {
  const box = areaBounds(gentCircle);
  expect(distanceKm(gentCircle.center, { lat: box.north, lng: 3.7174 })).toBeCloseTo(5, 6);
  expect(distanceKm(gentCircle.center, { lat: 51.0543, lng: box.east })).toBeCloseTo(5, 6);
  expect(areaBounds({ kind: 'polygon', points: ell })).toEqual({ south: 51.0, north: 51.2, west: 3.0, east: 3.2 });
});

test('a circle whose centre lies outside the two countries is refused', () => {
  expect(searchAreaProblem({ kind: 'circle', center: { lat: 48.8566, lng: 2.3522 }, radiusKm: 5 })).toBe('outside');
});

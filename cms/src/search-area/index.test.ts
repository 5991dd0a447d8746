import { createRequire } from 'node:module';
import { isInArea, parseSearchArea } from '@vitrine/domain';
import { describe, expect, test } from 'vitest';
import { areaArgument, areaCondition } from '.';

/**
 * The SQL of an area says of every point what the domain's rule says (the standing search's
 * matcher): 4,000 random points around Gent in a SQLite table, counted by the condition and by
 * `isInArea`. tests/search-area.test.ts runs it through Strapi's search, on PostgreSQL too.
 */
type Statement = { run(...values: unknown[]): unknown; all(...values: unknown[]): unknown[] };
// Strapi's own SQLite driver, untyped here as in tests/database.ts.
const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => {
  exec(sql: string): void;
  prepare(sql: string): Statement;
};
const db = new Database(':memory:');
db.exec('create table listings (id integer primary key, latitude real, longitude real)');
const insert = db.prepare('insert into listings (latitude, longitude) values (?, ?)');
let seed = 7;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const points = Array.from({ length: 4000 }, () => ({ lat: 50.95 + random() * 0.2, lng: 3.6 + random() * 0.25 }));
for (const point of points) insert.run(point.lat, point.lng);
insert.run(null, null);

describe.each([
  ['a triangle', '510900.36600_510900.37800_510200.37200'],
  ['an L (a notch inside its box)', '510000.36500_510000.38500_511000.38500_511000.37500_510500.37500_510500.36500'],
  ['a shape with a flat side', '510000.36500_510000.38500_510800.37500'],
  ['within 2 km', '510543.37174_2km'],
  ['within 10 km', '510543.37174_10km'],
])('%s', (_name, text) => {
  test('the SQL condition finds exactly the points the domain puts inside', () => {
    const area = parseSearchArea(text).area!;
    const { sql, values } = areaCondition(area, { lat: 'latitude', lng: 'longitude' });
    const found = db.prepare(`select id from listings where ${sql}`).all(...values) as { id: number }[];
    const expected = points.flatMap((point, index) => (isInArea(area, point) ? [index + 1] : []));
    expect(expected.length).toBeGreaterThan(0);
    expect(found.map((row) => row.id)).toEqual(expected);
  });
});

test('every coordinate is bound, none written into the SQL (only the crossing count’s 0, 1 and 2)', () => {
  const { sql } = areaCondition(parseSearchArea('510900.36600_510900.37800_510200.37200').area!, {
    lat: 'latitude',
    lng: 'longitude',
  });
  expect(sql).not.toMatch(/\d\.|\d{2}|[3-9]/);
});

test.each([
  ['none', undefined, null],
  ['empty', '', null],
])('an area argument that is %s searches everywhere', (_name, value, expected) => {
  expect(areaArgument(value)).toBe(expected);
});

test.each([['510543.37174_3km'], ['488566.23522_488600.23600_488500.23600'], ['x'], [5]])(
  'an area argument that is none is refused: %s',
  (value) => {
    expect(() => areaArgument(value)).toThrow(/^area: not a search area/);
  },
);

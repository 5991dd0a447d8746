import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { agents } from '../src/seed/agents';
import { propertyTypeRows, regionRows } from '../src/seed/classification';
import { openDatabase, type Database } from './database';

const { stoppedAfter, nextStart } = inject('interruptedSeed');
type SeedFlag = { state: string; counts: Record<string, number> };
// As the start after the interrupted one left the database, before any test wrote into it.
const { demoSeed, documents } = inject('restart').before;
const flag = demoSeed as SeedFlag;

let db: Database;
beforeAll(async () => {
  db = await openDatabase(inject('database'));
});
afterAll(async () => {
  await db.close();
});

describe('a demo seed interrupted after the classifications and agents', () => {
  test('was stopped in the middle: the first start wrote part of the content', () => {
    expect(stoppedAfter).toMatch(/\[demo seed\] \d+ agents and \d+ projects/);
  });

  test('is reported by the next start, which removes what it wrote and seeds again', () => {
    const log = nextStart.join('\n');
    expect(log).toMatch(/warn: \[demo seed\] the demo seed started at .* did not finish: removing its partial content/);
    expect(log).toMatch(/\[demo seed\] removed the interrupted seed's content: .*\d+ api::agent\.agent/);
    expect(log).toMatch(/\[demo seed\] done: /);
    expect(flag.state).toBe('done');
  });

  test.each([
    ['agents', agents.length],
    ['property_types', propertyTypeRows.length],
    ['regions', regionRows.length],
  ] as const)('leaves each of the %s once, not twice', (table, count) => {
    expect(documents[table]).toBe(count);
  });

  test('leaves the listings and projects of one complete seed', () => {
    expect(flag.counts.listings).toBeGreaterThanOrEqual(300);
    expect(documents.properties).toBe(flag.counts.listings);
    expect(documents.projects).toBe(flag.counts.projects);
  });

  test('leaves one copy of each demo picture in the media library', async () => {
    const duplicates = await db.rows('select name from files group by name having count(*) > 1');
    expect(duplicates).toEqual([]);
    // The photos, the agents' portraits, the floor plan and the map marker.
    const files = Number((await db.rows(`select count(*) as n from files where name like 'vitrine-%'`))[0]!.n);
    expect(files).toBe(flag.counts.photos! + agents.length + 2);
  });

  test('leaves on disk exactly the files of the media library (with their resized formats)', async () => {
    const rows = await db.rows(`select url, formats from files where name like 'vitrine-%'`);
    const referenced = rows.flatMap((row) => {
      const formats = (typeof row.formats === 'string' ? JSON.parse(row.formats) : (row.formats ?? {})) as Record<
        string,
        { url: string }
      >;
      return [String(row.url), ...Object.values(formats).map((format) => format.url)].map((url) => path.basename(url));
    });
    const uploads = path.join(process.env.PUBLIC_DIR!, 'uploads');
    const onDisk = readdirSync(uploads).filter((name) => name.includes('vitrine'));
    expect(onDisk.sort()).toEqual(referenced.sort());
  });

  test('keeps each photo as uploaded and writes its resized formats as WebP (strapi-patches/webp-formats.ts)', async () => {
    const rows = await db.rows(
      `select url, mime, formats from files where name like 'vitrine-%' and name not like 'vitrine-agent-%' and mime = 'image/jpeg'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const uploads = path.join(process.env.PUBLIC_DIR!, 'uploads');
    for (const row of rows) {
      expect(String(row.url)).toMatch(/\.jpg$/);
      const formats = (typeof row.formats === 'string' ? JSON.parse(row.formats) : row.formats) as Record<
        string,
        { url: string; ext: string; mime: string; width: number }
      >;
      expect(Object.keys(formats).sort()).toEqual(['large', 'medium', 'small', 'thumbnail']);
      for (const format of Object.values(formats)) {
        expect(format).toMatchObject({ ext: '.webp', mime: 'image/webp', url: expect.stringMatching(/\.webp$/) });
        const header = readFileSync(path.join(uploads, path.basename(format.url))).subarray(0, 12);
        expect(`${header.toString('latin1', 0, 4)} ${header.toString('latin1', 8, 12)}`).toBe('RIFF WEBP');
      }
    }
  });
});

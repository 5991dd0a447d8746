import type { Core } from '@strapi/strapi';
import type { CacheTag } from '@vitrine/domain';
import { describe, expect, test, vi } from 'vitest';
import { purgeEndedPriceMarks } from './price-lowered-expiry';

/** A Strapi whose listings query answers `rows` and records what it was asked. */
function strapiWith(rows: { reference: string | null; goal: number | null }[]) {
  const findMany = vi.fn(async (_query: { where: Record<string, unknown> }) => rows);
  const strapi = { db: { query: () => ({ findMany }) } } as unknown as Core.Strapi;
  return { strapi, findMany };
}

describe('purgeEndedPriceMarks', () => {
  const now = new Date('2026-12-01T10:00:00.000Z');

  test('asks for the published drops of 30 days and up to 15 minutes ago', async () => {
    const { strapi, findMany } = strapiWith([]);
    const send = vi.fn(async () => undefined);
    expect(await purgeEndedPriceMarks(strapi, now, send)).toBe(0);
    expect(findMany.mock.calls[0]![0].where).toEqual({
      publishedAt: { $notNull: true },
      priceLoweredAt: { $gt: new Date('2026-11-01T09:45:00.000Z'), $lte: new Date('2026-11-01T10:00:00.000Z') },
    });
    expect(send).not.toHaveBeenCalled();
  });

  test('purges each such listing’s page and list, home and the map, once', async () => {
    const { strapi } = strapiWith([
      { reference: 'VT1', goal: 0 },
      { reference: 'VT1', goal: 0 },
      { reference: 'vt2', goal: 1 },
    ]);
    const send = vi.fn(async (_strapi: Core.Strapi, _tags: readonly CacheTag[]) => undefined);
    expect(await purgeEndedPriceMarks(strapi, now, send)).toBe(3);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![1]).toEqual(['listing:VT1', 'list:sale', 'listing:VT2', 'list:rent', 'home', 'map']);
  });
});

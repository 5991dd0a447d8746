import { describe, expect, test } from 'vitest';
import { listingRibbon } from './listing-ribbon';

const now = new Date('2026-11-27T12:00:00.000Z');
const dropped = '2026-11-20T10:00:00.000Z';
const long = '2026-10-01T10:00:00.000Z';
const base = {
  marquee: 'none',
  marqueeName: null,
  listingStatus: 'available',
  publishPrice: true,
  priceLoweredAt: null,
};

describe('listingRibbon: "price reduced" from the published facts (decision 045)', () => {
  test.each<[string, Partial<Parameters<typeof listingRibbon>[0]>, ReturnType<typeof listingRibbon>]>([
    ['no ribbon', {}, { marquee: null, marqueeName: null }],
    ['a drop a week ago', { priceLoweredAt: dropped }, { marquee: 'price_reduced', marqueeName: null }],
    ['a drop 57 days ago', { priceLoweredAt: long }, { marquee: null, marqueeName: null }],
    ['set by hand, no drop: not shown', { marquee: 'price_reduced' }, { marquee: null, marqueeName: null }],
    [
      'set by hand with its own text, no drop: neither shown',
      { marquee: 'price_reduced', marqueeName: 'Nieuwe prijs!' },
      { marquee: null, marqueeName: null },
    ],
    [
      'set by hand and a drop',
      { marquee: 'price_reduced', priceLoweredAt: dropped },
      { marquee: 'price_reduced', marqueeName: null },
    ],
    [
      'the agent’s "new" gives way to a drop',
      { marquee: 'new', marqueeName: 'Nieuw!', priceLoweredAt: dropped },
      { marquee: 'price_reduced', marqueeName: null },
    ],
    [
      'the agent’s "new" without a drop',
      { marquee: 'new', marqueeName: 'Nieuw!' },
      { marquee: 'new', marqueeName: 'Nieuw!' },
    ],
    [
      'under option keeps its place over a drop',
      { listingStatus: 'under_option', priceLoweredAt: dropped },
      { marquee: 'under_option', marqueeName: null },
    ],
    [
      'under option set by hand keeps its place and text',
      { marquee: 'under_option', marqueeName: 'Bod aanvaard', priceLoweredAt: dropped },
      { marquee: 'under_option', marqueeName: 'Bod aanvaard' },
    ],
    [
      'a price not published: no mark',
      { priceLoweredAt: dropped, publishPrice: false },
      { marquee: null, marqueeName: null },
    ],
    ['open house without a drop', { marquee: 'open_house' }, { marquee: 'open_house', marqueeName: null }],
  ])('%s', (_case, node, expected) => {
    expect(listingRibbon({ ...base, ...node }, now)).toEqual(expected);
  });
});

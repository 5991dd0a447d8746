import { describe, expect, test } from 'vitest';
import {
  priceLoweredAt,
  priceLoweredEndingBetween,
  priceLoweredUntil,
  publicHistory,
  showsPriceLowered,
  type RecordedChange,
} from './price-history.js';

const price = (date: string, from: string | null, to: string | null): RecordedChange => ({
  date,
  field: 'price',
  from,
  to,
});
const status = (date: string, from: string, to: string): RecordedChange => ({
  date,
  field: 'listingStatus',
  from,
  to,
});
const goal = (date: string, from: string, to: string): RecordedChange => ({ date, field: 'goal', from, to });

describe('priceLoweredAt', () => {
  test.each<[string, RecordedChange[], string | null]>([
    ['no history', [], null],
    ['one drop', [price('2026-11-01T10:00:00Z', '350000', '325000')], '2026-11-01T10:00:00Z'],
    ['one raise', [price('2026-11-01T10:00:00Z', '325000', '350000')], null],
    [
      'a drop after a raise',
      [price('2026-10-01T10:00:00Z', '300000', '350000'), price('2026-11-01T10:00:00Z', '350000', '340000')],
      '2026-11-01T10:00:00Z',
    ],
    [
      'a raise after a drop',
      [price('2026-10-01T10:00:00Z', '350000', '300000'), price('2026-11-01T10:00:00Z', '300000', '310000')],
      null,
    ],
    [
      'the latest of two drops',
      [price('2026-10-01T10:00:00Z', '350000', '340000'), price('2026-11-01T10:00:00Z', '340000', '330000')],
      '2026-11-01T10:00:00Z',
    ],
    [
      'rows in any order',
      [price('2026-11-01T10:00:00Z', '300000', '310000'), price('2026-10-01T10:00:00Z', '350000', '300000')],
      null,
    ],
    ['a first price (nothing before)', [price('2026-11-01T10:00:00Z', null, '300000')], null],
    ['a price withdrawn', [price('2026-11-01T10:00:00Z', '300000', null)], null],
    ['the same amount written twice', [price('2026-11-01T10:00:00Z', '300000', '300000.0')], null],
    [
      'the same amount after a drop keeps it',
      [price('2026-10-01T10:00:00Z', '350000', '300000'), price('2026-11-01T10:00:00Z', '300000', '300000')],
      '2026-10-01T10:00:00Z',
    ],
    [
      'sold after the drop',
      [price('2026-11-01T10:00:00Z', '350000', '325000'), status('2026-11-02T10:00:00Z', 'available', 'sold')],
      null,
    ],
    [
      'rented after the drop',
      [price('2026-11-01T10:00:00Z', '1200', '1100'), status('2026-11-02T10:00:00Z', 'available', 'rented')],
      null,
    ],
    [
      'under option after the drop keeps it',
      [price('2026-11-01T10:00:00Z', '350000', '325000'), status('2026-11-02T10:00:00Z', 'available', 'under_option')],
      '2026-11-01T10:00:00Z',
    ],
    [
      'a drop after being sold and back on the market',
      [status('2026-10-01T10:00:00Z', 'available', 'sold'), price('2026-11-01T10:00:00Z', '350000', '325000')],
      '2026-11-01T10:00:00Z',
    ],
    [
      'moved from sale to rent after the drop',
      [price('2026-11-01T10:00:00Z', '350000', '1500'), goal('2026-11-01T10:00:00Z', '0', '1')],
      null,
    ],
  ])('%s', (_case, changes, expected) => {
    expect(priceLoweredAt(changes)).toBe(expected);
  });
});

describe('showsPriceLowered', () => {
  const at = '2026-11-01T10:00:00.000Z';
  const onMarket = { priceLoweredAt: at, listingStatus: 'available', publishPrice: true };
  test.each<[string, Parameters<typeof showsPriceLowered>[0], string, boolean]>([
    ['the moment of the drop', onMarket, at, true],
    ['a day later', onMarket, '2026-11-02T10:00:00.000Z', true],
    ['29 days and 23 hours later', onMarket, '2026-12-01T09:00:00.000Z', true],
    ['30 days later', onMarket, '2026-12-01T10:00:00.000Z', false],
    ['a year later', onMarket, '2027-11-01T10:00:00.000Z', false],
    ['before the drop (a clock behind)', onMarket, '2026-10-31T10:00:00.000Z', false],
    ['no drop', { ...onMarket, priceLoweredAt: null }, '2026-11-02T10:00:00.000Z', false],
    ['under option', { ...onMarket, listingStatus: 'under_option' }, '2026-11-02T10:00:00.000Z', true],
    ['sold', { ...onMarket, listingStatus: 'sold' }, '2026-11-02T10:00:00.000Z', false],
    ['rented', { ...onMarket, listingStatus: 'rented' }, '2026-11-02T10:00:00.000Z', false],
    ['price not published', { ...onMarket, publishPrice: false }, '2026-11-02T10:00:00.000Z', false],
    ['not a date', { ...onMarket, priceLoweredAt: 'yesterday' }, '2026-11-02T10:00:00.000Z', false],
  ])('%s', (_case, listing, now, expected) => {
    expect(showsPriceLowered(listing, new Date(now))).toBe(expected);
  });
});

describe('priceLoweredEndingBetween', () => {
  test.each<[string, number, { from: string; to: string }]>([
    ['2026-12-01T10:00:00.000Z', 15 * 60_000, { from: '2026-11-01T09:45:00.000Z', to: '2026-11-01T10:00:00.000Z' }],
    ['2026-11-15T00:05:00.000Z', 10 * 60_000, { from: '2026-10-15T23:55:00.000Z', to: '2026-10-16T00:05:00.000Z' }],
  ])('at %s, looking %d ms back', (now, lookBack, window) => {
    expect(priceLoweredEndingBetween(new Date(now), lookBack)).toEqual(window);
  });

  test('a drop in the window is one whose mark has just ended', () => {
    const now = new Date('2026-12-01T10:00:00.000Z');
    const { from, to } = priceLoweredEndingBetween(now, 15 * 60_000);
    const listing = { listingStatus: 'available', publishPrice: true };
    expect(showsPriceLowered({ ...listing, priceLoweredAt: to }, now)).toBe(false);
    expect(showsPriceLowered({ ...listing, priceLoweredAt: from }, new Date(now.getTime() - 15 * 60_000))).toBe(false);
    expect(showsPriceLowered({ ...listing, priceLoweredAt: from }, new Date(now.getTime() - 15 * 60_000 - 1))).toBe(
      true,
    );
  });
});

test('priceLoweredUntil is 30 days on', () => {
  expect(priceLoweredUntil('2026-11-01T10:00:00.000Z')).toBe('2026-12-01T10:00:00.000Z');
});

describe('publicHistory', () => {
  const changes = [
    price('2026-09-01T10:00:00Z', '360000', '350000'),
    goal('2026-09-15T10:00:00Z', '1', '0'),
    status('2026-10-01T10:00:00Z', 'available', 'under_option'),
    price('2026-10-15T10:00:00Z', '350000', '350000'),
    status('2026-10-20T10:00:00Z', 'under_option', 'under_option'),
    price('2026-11-01T10:00:00Z', '350000', '325000'),
  ];

  test('price and status changes, newest first, without the list or rows that change nothing', () => {
    expect(publicHistory(changes, { publishPrice: true })).toEqual([
      { date: '2026-11-01T10:00:00Z', field: 'price', from: '350000', to: '325000' },
      { date: '2026-10-01T10:00:00Z', field: 'listingStatus', from: 'available', to: 'under_option' },
      { date: '2026-09-01T10:00:00Z', field: 'price', from: '360000', to: '350000' },
    ]);
  });

  test('no price when the listing does not publish it', () => {
    expect(publicHistory(changes, { publishPrice: false })).toEqual([
      { date: '2026-10-01T10:00:00Z', field: 'listingStatus', from: 'available', to: 'under_option' },
    ]);
  });

  test('at most `limit` rows, the newest', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
    const many = Array.from({ length: 40 }, (_, n) =>
      price(day(n), String(400000 - n * 1000), String(399000 - n * 1000)),
    );
    const shown = publicHistory(many, { publishPrice: true });
    expect(shown).toHaveLength(12);
    expect(shown.map((row) => row.date)).toEqual(Array.from({ length: 12 }, (_, n) => day(39 - n)));
    expect(publicHistory(many, { publishPrice: true }, 3)).toHaveLength(3);
  });
});

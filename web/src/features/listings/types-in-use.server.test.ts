import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { graphqlClient } from '~/graphql/apollo.server';
import { forgetSharedReads } from '~/graphql/shared-read.server';
import { properties, type PropertyNode, propertyTypes } from '~/test/mocks/strapi-fixtures.ts';
import { strapi } from '~/test/mocks/strapi-handlers.ts';
import { testContext } from '~/test/render-route';
import { strapiServer } from '~/test/setup';
import { typesInUse, typesInUseRefreshMs } from './types-in-use.server';

const statuses = ['available', 'under_option'];
const client = () => graphqlClient(testContext());

/** Strapi with `totals[id]` listings per type on offer, and how often it was asked. */
function serveCounts(totals: Record<number, number>) {
  const asked = vi.fn();
  strapiServer.use(
    strapi.query('PropertyTypesInUse', () => {
      asked();
      const ids = Object.entries(totals).flatMap(([id, total]) => (total > 0 ? [Number(id)] : []));
      return HttpResponse.json({ data: { propertyTypesInUse: ids } });
    }),
  );
  return asked;
}

describe('typesInUse', () => {
  beforeEach(() => forgetSharedReads());

  test('the fixture’s types: every one for sale, the villa and the land not for rent', async () => {
    const typeOf = (title: string) =>
      (properties.en.find((row) => row.title === title) as PropertyNode).propertyType.classificationId;
    const townhouse = typeOf('Renovated townhouse with south-facing garden');
    const villa = typeOf('Architect-designed villa on a wooded plot');
    const flat = typeOf('Penthouse with panoramic terrace');
    const plot = typeOf('Building plots in a quiet cul-de-sac');
    const office = typeOf('Office building with parking');
    const ids = [townhouse, villa, flat, plot, office];
    expect(new Set(ids).size).toBe(5);
    // A main type counts only the listings filed under it (the office), not its subtypes'.
    const house = (propertyTypes.en.find((type) => type.classificationId === villa) as { parentId: number }).parentId;
    expect(await typesInUse(client(), 'en', 0, [...ids, house], statuses)).toEqual(new Set(ids));
    expect(await typesInUse(client(), 'en', 1, ids, statuses)).toEqual(new Set([townhouse, flat, office]));
  });

  test('keeps its answer, then reads it again in the background while serving the old one', async () => {
    const asked = serveCounts({ 8: 0, 801: 0 });
    const start = Date.now();
    expect(await typesInUse(client(), 'nl', 1, [8, 801], statuses, start)).toEqual(new Set());
    expect(await typesInUse(client(), 'nl', 1, [8, 801], statuses, start + 1000)).toEqual(new Set());
    expect(asked).toHaveBeenCalledTimes(1);

    // A garage gets listed: after the refresh delay the old answer is served once more, while read again.
    serveCounts({ 8: 0, 801: 1 });
    const later = start + typesInUseRefreshMs + 1;
    expect(await typesInUse(client(), 'nl', 1, [8, 801], statuses, later)).toEqual(new Set());
    await vi.waitFor(async () =>
      expect(await typesInUse(client(), 'nl', 1, [8, 801], statuses, later + 1)).toEqual(new Set([801])),
    );
  });

  test('one question per language and list, whatever the tree: the answer keeps the tree’s types', async () => {
    const asked = serveCounts({ 1: 1, 2: 3, 77: 1 });
    expect(await typesInUse(client(), 'nl', 0, [1, 5], statuses)).toEqual(new Set([1]));
    expect(await typesInUse(client(), 'nl', 0, [2, 5, 6], statuses)).toEqual(new Set([2]));
    expect(asked).toHaveBeenCalledTimes(1);
  });

  test('per language and list', async () => {
    const asked = serveCounts({ 1: 1 });
    await typesInUse(client(), 'nl', 0, [1], statuses);
    await typesInUse(client(), 'fr', 0, [1], statuses);
    await typesInUse(client(), 'nl', 1, [1], statuses);
    expect(asked).toHaveBeenCalledTimes(3);
  });

  test('unknown when Strapi cannot count, and asked again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    strapiServer.use(strapi.query('PropertyTypesInUse', () => HttpResponse.json({ errors: [{ message: 'down' }] })));
    expect(await typesInUse(client(), 'en', 0, [1], statuses)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Property types in use unavailable'));
    const asked = serveCounts({ 1: 2 });
    await vi.waitFor(async () => expect(await typesInUse(client(), 'en', 0, [1], statuses)).toEqual(new Set([1])));
    expect(asked).toHaveBeenCalledTimes(1);
  });
});

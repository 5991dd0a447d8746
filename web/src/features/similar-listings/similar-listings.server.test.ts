import { describe, expect, test, vi } from 'vitest';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { listingsAlike } from './similar-listings.server';

describe('listingsAlike: same list, type and region, ±20 % of the price, at most 4', () => {
  const clientAnswering = () => {
    const query = vi.fn(async (_options: { variables: Record<string, unknown> }) => ({ data: { properties: [] } }));
    return { client: { query } as unknown as GraphqlClient, query };
  };

  test('one bounded query with every condition, the listing itself left out', async () => {
    const { client, query } = clientAnswering();
    await listingsAlike(client, 'nl', { goal: 0, reference: 'VT1', typeId: 12, region: 'flanders', price: 300000 });
    expect(query).toHaveBeenCalledTimes(1);
    const variables = query.mock.calls[0]![0].variables;
    expect(variables.limit).toBe(4);
    expect(variables.filters).toEqual({
      and: [
        { goal: { eq: 0 } },
        { listingStatus: { in: ['available', 'under_option'] } },
        { reference: { ne: 'VT1' } },
        { region: { eq: 'flanders' } },
        { propertyType: { classificationId: { eq: 12 }, slug: { notNull: true } } },
        { price: { gte: 240000, lte: 360000 } },
        { publishPrice: { eq: true } },
      ],
    });
  });

  test('a listing without a published price: no band (its neighbours would tell it)', async () => {
    const { client, query } = clientAnswering();
    await listingsAlike(client, 'nl', { goal: 1, reference: 'VT2', typeId: 12, region: 'brussels', price: null });
    const and = (query.mock.calls[0]![0].variables.filters as { and: Record<string, unknown>[] }).and;
    expect(and.some((condition) => 'price' in condition || 'publishPrice' in condition)).toBe(false);
  });

  test('without a type or a region: nothing asked, nothing shown', async () => {
    const { client, query } = clientAnswering();
    expect(
      await listingsAlike(client, 'nl', { goal: 0, reference: 'VT3', typeId: null, region: 'flanders', price: 1 }),
    ).toEqual([]);
    expect(await listingsAlike(client, 'nl', { goal: 0, reference: 'VT3', typeId: 1, region: null, price: 1 })).toEqual(
      [],
    );
    expect(query).not.toHaveBeenCalled();
  });
});

import { showsPriceLowered } from '@vitrine/domain';
import { beforeAll, describe, expect, test } from 'vitest';
import { listingAdmin, publishedListing } from './content-manager';
import { listingsToDelete } from './created-listings';
import { graphql } from './http';

// Issue 22, item 4: the price and status history on the listing's page, and the "price lowered"
// mark of the cards from the published facts (priceLoweredAt, kept by Strapi on each publish).
// Each test publishes several times: on a loaded machine a publish takes seconds.
const publishes = 240_000;

type Entry = { date: string; field: string; from: string | null; to: string | null };
type Card = {
  documentId: string;
  listingStatus: string;
  publishPrice: boolean;
  priceLoweredAt: string | null;
  history: Entry[];
};

const created = listingsToDelete();
let documentId: string;
let reference: string;

/** The listing as a visitor's search reads it (anonymous GraphQL, the card's fields and the history). */
async function visitorCard(): Promise<Card> {
  const answer = await graphql<{ properties_connection: { nodes: Card[] } }>(
    `
      query ($reference: String!) {
        properties_connection(locale: "nl", filters: { reference: { eq: $reference } }) {
          nodes {
            documentId
            listingStatus
            publishPrice
            priceLoweredAt
            history {
              date
              field
              from
              to
            }
          }
        }
      }
    `,
    { reference },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.properties_connection.nodes[0]!;
}

const rows = (history: Entry[]) => history.map(({ field, from, to }) => ({ field, from, to }));

async function publishChange(data: Record<string, unknown>) {
  await listingAdmin('PUT', `/${documentId}?locale=nl`, data);
  await listingAdmin('POST', `/${documentId}/actions/publish?locale=nl`, {});
}

beforeAll(async () => {
  reference = `PH${Date.now().toString(36).toUpperCase()}`;
  documentId = await publishedListing(created, { reference, title: 'Huis met een prijsverlaging', price: 300000 });
}, publishes);

describe('an agent publishes a price drop', () => {
  test(
    'a first publication has no history and no mark',
    async () => {
      const card = await visitorCard();
      expect(card.history).toEqual([]);
      expect(card.priceLoweredAt).toBeNull();
    },
    publishes,
  );

  test(
    'the drop is in the history, and the card data says price lowered',
    async () => {
      // A draft alone changes nothing a visitor sees.
      await listingAdmin('PUT', `/${documentId}?locale=nl`, { price: 270000 });
      expect((await visitorCard()).priceLoweredAt).toBeNull();
      await listingAdmin('POST', `/${documentId}/actions/publish?locale=nl`, {});

      const card = await visitorCard();
      expect(rows(card.history)).toEqual([{ field: 'price', from: '300000', to: '270000' }]);
      expect(card.priceLoweredAt).not.toBeNull();
      expect(Math.abs(Date.now() - Date.parse(card.priceLoweredAt!))).toBeLessThan(10 * 60_000);
      expect(showsPriceLowered(card, new Date())).toBe(true);
      expect(showsPriceLowered(card, new Date(Date.parse(card.priceLoweredAt!) + 31 * 86_400_000))).toBe(false);

      // Publishing again without a change keeps the date of the drop.
      const loweredAt = card.priceLoweredAt;
      await listingAdmin('POST', `/${documentId}/actions/publish?locale=nl`, {});
      expect((await visitorCard()).priceLoweredAt).toBe(loweredAt);
    },
    publishes,
  );

  test(
    'a price raised again ends the mark; a new drop brings it back; a sale ends it',
    async () => {
      await publishChange({ price: 280000 });
      expect((await visitorCard()).priceLoweredAt).toBeNull();

      await publishChange({ price: 265000 });
      let card = await visitorCard();
      expect(card.priceLoweredAt).not.toBeNull();
      expect(rows(card.history).slice(0, 2)).toEqual([
        { field: 'price', from: '280000', to: '265000' },
        { field: 'price', from: '270000', to: '280000' },
      ]);

      await publishChange({ listingStatus: 'sold' });
      card = await visitorCard();
      expect(card.priceLoweredAt).toBeNull();
      expect(showsPriceLowered(card, new Date())).toBe(false);
      expect(rows(card.history)[0]).toEqual({ field: 'listingStatus', from: 'available', to: 'sold' });
    },
    publishes,
  );

  test(
    'a listing that stops publishing its price shows no price in its history',
    async () => {
      await publishChange({ publishPrice: false });
      const card = await visitorCard();
      expect(card.history.length).toBeGreaterThan(0);
      expect(card.history.every((entry) => entry.field === 'listingStatus')).toBe(true);
    },
    publishes,
  );
});

import { describe, expect, inject, test } from 'vitest';
import { openDatabase } from './database';
import { adminToken, rest, strapiUrl } from './http';
import { mailsTo, submitLead, uniqueAddress, visitorGraphql, visitorIp } from './visitor';

/**
 * The agent's mail about this visitor's offer: other tests mail the same agent, so it waits for
 * this one, not for any mail to the agent (one that came first made the test read nothing).
 */
async function agentMailAbout(agentEmail: string, visitorEmail: string) {
  let found: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(agentEmail, 1)).find((mail) => mail.text.includes(visitorEmail))), {
      timeout: 20_000,
    })
    .toBeDefined();
  return found!;
}

type Listing = { documentId: string; title: string; agentEmail: string; price: number; offerFloor: number };

async function databaseRows(sql: string) {
  const db = await openDatabase(inject('database'));
  try {
    return await db.rows(sql);
  } finally {
    await db.close();
  }
}

/** A published, available listing of the demo seed for sale (goal 0) or for rent (1), with its agent. */
async function listingOf(goal: 0 | 1, offset = 0): Promise<Listing> {
  const found = await rest(
    'GET',
    `/properties?locale=fr&pagination[pageSize]=1&pagination[page]=${offset + 1}&sort=reference:asc` +
      `&filters[goal][$eq]=${goal}&filters[listingStatus][$eq]=available&filters[agent][email][$notNull]=true&populate[0]=agent`,
    undefined,
    adminToken(),
  );
  const listing = found.body.data[0];
  // The floor is private: read from the database, as only agents see it (the admin).
  const [row] = await databaseRows(
    `select offer_floor, price from properties where document_id = '${listing.documentId}' and published_at is not null limit 1`,
  );
  return {
    documentId: listing.documentId,
    title: listing.title,
    agentEmail: listing.agent.email,
    price: Number(row.price),
    offerFloor: Number(row.offer_floor),
  };
}

const offer = (property: string, email: string, changes: Record<string, unknown> = {}) => ({
  property,
  title: 'ms',
  firstName: 'Claire',
  lastName: 'Dumont',
  email,
  phone: '0475 12 34 56',
  street: 'Rue Haute',
  houseNumber: '12',
  zip: '1000',
  city: 'Bruxelles',
  amount: 325000,
  validUntil: '2099-12-31',
  conditions: 'Sous réserve de prêt hypothécaire',
  depositAccepted: true,
  language: 'fr',
  ...changes,
});

async function storedOffers(email: string) {
  return databaseRows(
    `select document_id, amount, deposit, below_floor, lead_status, valid_until from purchase_offers where email = '${email}'`,
  );
}

describe('a purchase offer', () => {
  test('is stored on a listing for sale with the 10% deposit, and the mail in the visitor language states the deposit and the third-party account', async () => {
    const listing = await listingOf(0);
    const email = uniqueAddress('offer');
    const amount = listing.offerFloor + 12_000;
    const created = await submitLead('purchase-offers', offer(listing.documentId, email, { amount }), visitorIp());
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const [row] = await storedOffers(email);
    expect(Number(row.amount)).toBe(amount);
    expect(Number(row.deposit)).toBe(amount / 10);
    expect(Boolean(row.below_floor)).toBe(false);

    const [confirmation] = await mailsTo(email, 1);
    const price = (value: number) => `€ ${value.toLocaleString('de-DE')}`;
    expect(confirmation.subject).toBe(`Nous avons bien reçu votre offre d'achat de ${price(amount)}`);
    expect(confirmation.text).toContain('Bonjour Claire Dumont,');
    expect(confirmation.text).toContain(`acompte de 10 % du prix, ${price(amount / 10)}`);
    expect(confirmation.text).toContain('compte de tiers BE68 5390 0754 7034 de Vitrine Immobilier SRL');
    expect(confirmation.text).toContain('31 décembre 2099');
    // The agency's legal mentions, from the site settings, in the footer every mail has (labelled as the site's footer).
    expect(confirmation.text).toContain('Numéro IPI: 512.345');
    expect(confirmation.text).toContain('Numéro de TVA: BE 0712.345.678');
    expect(confirmation.html).toContain(listing.title);
    // The conditions the visitor typed go to the agent only.
    expect(confirmation.text).not.toContain('hypothécaire');

    const notification = await agentMailAbout(listing.agentEmail, email);
    expect(notification.subject).toBe(`Nieuw bod van ${price(amount)} van Claire Dumont`);
    expect(notification.text).toContain('Sous réserve de prêt hypothécaire');
    expect(notification.text).toContain(price(amount / 10));
  });

  test('below the floor the agent set is stored all the same and flagged for the agent, whatever the visitor sends', async () => {
    const listing = await listingOf(0, 1);
    const email = uniqueAddress('low-offer');
    const amount = listing.offerFloor - 5_000;
    const created = await submitLead(
      'purchase-offers',
      // A visitor cannot set what the server decides.
      offer(listing.documentId, email, { amount, belowFloor: false, deposit: 1, leadStatus: 'handled' }),
      visitorIp(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [row] = await storedOffers(email);
    expect(Boolean(row.below_floor)).toBe(true);
    expect(Number(row.deposit)).toBe(amount / 10);
    expect(row.lead_status).toBe('new');

    const price = (value: number) => `€ ${value.toLocaleString('de-DE')}`;
    const notification = await agentMailAbout(listing.agentEmail, email);
    expect(notification.subject).toBe(`Onder uw ondergrens: bod van ${price(amount)} van Claire Dumont`);
    expect(notification.text).toContain(
      `Dit bod (${price(amount)}) ligt onder de ondergrens van het pand (${price(listing.offerFloor)})`,
    );
    // The visitor is not told about the floor.
    const [confirmation] = await mailsTo(email, 1);
    expect(confirmation.text).not.toContain(price(listing.offerFloor));
    expect(confirmation.text).not.toMatch(/plancher/i);
  });

  test('is refused on a rental, and nothing is stored', async () => {
    const rental = await listingOf(1);
    const email = uniqueAddress('rent-offer');
    const created = await submitLead('purchase-offers', offer(rental.documentId, email), visitorIp());
    expect(created.status).toBe(400);
    expect(created.body.error.details).toMatchObject({ code: 'OFFER_NOT_FOR_SALE' });
    expect(await storedOffers(email)).toEqual([]);
  });

  test.each([
    [{ depositAccepted: false }, 'depositAccepted', 'validation.depositRequired'],
    [{ amount: undefined }, 'amount', 'validation.amountRequired'],
    [{ amount: -1 }, 'amount', 'validation.amountPositive'],
    [{ validUntil: '2001-01-01' }, 'validUntil', 'validation.dateInPast'],
    [{ street: '' }, 'street', 'validation.addressRequired'],
    [{ property: 'no-such-listing' }, 'property', 'validation.propertyRequired'],
  ])('with bad input %j is refused with the form message of %s, and nothing is stored', async (changes, field, key) => {
    const listing = await listingOf(0);
    const email = uniqueAddress('bad-offer');
    const created = await submitLead('purchase-offers', offer(listing.documentId, email, changes), visitorIp());
    expect(created.status).toBe(400);
    expect(created.body.error.details.errors).toMatchObject({ [field]: key });
    expect(await storedOffers(email)).toEqual([]);
  });

  test('the answer a visitor gets is the same below and above the floor, over REST and GraphQL; only the agent is told', async () => {
    // Two listings for sale with different floors, and one amount between them: below the
    // higher floor, above the lower one.
    const candidates = await Promise.all([2, 3, 4, 5, 6].map((offset) => listingOf(0, offset)));
    const sorted = [...candidates].sort((a, b) => a.offerFloor - b.offerFloor);
    const low = sorted[0]!;
    const high = sorted.at(-1)!;
    expect(high.offerFloor).toBeGreaterThan(low.offerFloor + 2);
    const amount = Math.floor((low.offerFloor + high.offerFloor) / 2);
    // What differs between two offers whatever the floor: ids, times, the address.
    const varying = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'email']);
    const comparable = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(comparable)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .filter(([key]) => !varying.has(key))
                .map(([key, inner]) => [key, comparable(inner)]),
            )
          : value;

    const restOffer = async (listing: Listing) => {
      const email = uniqueAddress('offer-rest');
      const created = await submitLead('purchase-offers', offer(listing.documentId, email, { amount }), visitorIp());
      return { email, created };
    };
    const below = await restOffer(high);
    const above = await restOffer(low);
    expect(below.created.status, JSON.stringify(below.created.body)).toBe(201);
    expect(above.created.status, JSON.stringify(above.created.body)).toBe(201);
    expect(Boolean((await storedOffers(below.email))[0].below_floor)).toBe(true);
    expect(Boolean((await storedOffers(above.email))[0].below_floor)).toBe(false);
    expect(comparable(below.created.body)).toEqual(comparable(above.created.body));
    expect(below.created.body.data).not.toHaveProperty('belowFloor');
    expect(JSON.stringify(below.created.body)).not.toMatch(/floor/i);

    // GraphQL: the floor flag is not a field of the offer a visitor can select or filter on…
    const mutation = (selection: string) =>
      `mutation Offer($data: PurchaseOfferInput!) { createPurchaseOffer(data: $data) { ${selection} } }`;
    const graphqlOffer = (listing: Listing, selection: string) =>
      visitorGraphql(
        mutation(selection),
        { data: offer(listing.documentId, uniqueAddress('offer-graphql'), { amount }) },
        visitorIp(),
      );
    const flagged = await graphqlOffer(high, 'documentId belowFloor');
    expect(flagged.data?.createPurchaseOffer ?? null, JSON.stringify(flagged)).toBeNull();
    expect(flagged.errors?.[0]?.message).toMatch(/Cannot query field "belowFloor"/);
    // …and every field it can select answers the same below and above the floor.
    const everything =
      'documentId title firstName lastName email phone street houseNumber zip city amount conditions validUntil ' +
      'depositAccepted language deposit leadStatus mailStatus createdAt updatedAt property { documentId }';
    const graphqlBelow = await graphqlOffer(high, everything);
    const graphqlAbove = await graphqlOffer(low, everything);
    expect(graphqlBelow.errors, JSON.stringify(graphqlBelow.errors)).toBeUndefined();
    expect(graphqlAbove.errors, JSON.stringify(graphqlAbove.errors)).toBeUndefined();
    // The listing differs on purpose (one per floor); everything else must not.
    const withoutListing = (answer: typeof graphqlBelow) => {
      const created = { ...(answer.data?.createPurchaseOffer as Record<string, unknown>) };
      delete created.property;
      return comparable(created);
    };
    expect(withoutListing(graphqlBelow)).toEqual(withoutListing(graphqlAbove));

    // The agent is still told, in the mail, that the offer is under the floor.
    const price = (value: number) => `€ ${value.toLocaleString('de-DE')}`;
    const agentMail = async () => {
      for (let tries = 0; tries < 100; tries += 1) {
        const found = (await mailsTo(high.agentEmail, 1)).find((mail) => mail.text.includes(below.email));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`No agent mail about ${below.email}`);
    };
    const notification = await agentMail();
    expect(notification.subject).toBe(`Onder uw ondergrens: bod van ${price(amount)} van Claire Dumont`);
    const [confirmationBelow] = await mailsTo(below.email, 1);
    const [confirmationAbove] = await mailsTo(above.email, 1);
    expect(confirmationBelow.subject).toBe(confirmationAbove.subject);
    expect(confirmationBelow.text).not.toMatch(/plancher|floor/i);
  });

  test("the floor is the agents' only: visitors never read it, nor the offers", async () => {
    const listing = await listingOf(0);
    const response = await fetch(`${strapiUrl()}/api/properties/${listing.documentId}?locale=fr`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data.price).toBe(listing.price);
    expect(body.data).not.toHaveProperty('offerFloor');
    expect((await fetch(`${strapiUrl()}/api/purchase-offers`)).status).toBe(403);
  });
});

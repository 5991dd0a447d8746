import { formatPrice, purchaseOfferDeposit } from '@vitrine/domain';
import { describe, expect, inject, test } from 'vitest';
import { contentManager as admin } from './admin-calls';
import { openDatabase } from './database';
import { adminToken, rest } from './http';
import { mailsTo, submitLead, uniqueAddress, visitorIp } from './visitor';

const OFFERS = '/collection-types/api::purchase-offer.purchase-offer';

async function storedDeposit(email: string): Promise<{ documentId: string; amount: number; deposit: number }> {
  const db = await openDatabase(inject('database'));
  try {
    const [row] = await db.rows(`select document_id, amount, deposit from purchase_offers where email = '${email}'`);
    return { documentId: String(row.document_id), amount: Number(row.amount), deposit: Number(row.deposit) };
  } finally {
    await db.close();
  }
}

/** A published listing for sale of the demo seed, with its agent and asking price. */
async function listingForSale() {
  const found = await rest(
    'GET',
    '/properties?locale=nl&pagination[pageSize]=1&pagination[page]=3&sort=reference:asc' +
      '&filters[goal][$eq]=0&filters[listingStatus][$eq]=available&filters[price][$gt]=100000' +
      '&filters[agent][email][$notNull]=true&populate[0]=agent',
    undefined,
    adminToken(),
  );
  const listing = found.body.data[0];
  return { documentId: listing.documentId as string, price: Number(listing.price), agentEmail: listing.agent.email };
}

describe('one deposit: 10 % of the amount offered, the same in both mails and in the admin', () => {
  test('the mails state the deposit of the offer, never of the asking price', async () => {
    const listing = await listingForSale();
    const amount = listing.price - 15_000;
    const email = uniqueAddress('deposit');
    const created = await submitLead(
      'purchase-offers',
      {
        property: listing.documentId,
        title: 'mr',
        firstName: 'Jan',
        lastName: 'Claes',
        email,
        phone: '0475 12 34 56',
        street: 'Veldstraat',
        houseNumber: '12',
        zip: '9000',
        city: 'Gent',
        amount,
        validUntil: '2099-12-31',
        depositAccepted: true,
        language: 'nl',
      },
      visitorIp(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const deposit = formatPrice(purchaseOfferDeposit(amount));
    const ofAsking = formatPrice(purchaseOfferDeposit(listing.price));

    const [confirmation] = await mailsTo(email, 1);
    expect(confirmation.text).toContain(
      `voorschot van 10% van de prijs, ${deposit} (10% van de ${formatPrice(amount)} die u biedt)`,
    );
    expect(confirmation.text).toMatch(new RegExp(`Voorschot \\(10%\\)\\s*:?\\s*${deposit.replace('.', '\\.')}`));
    expect(confirmation.text).not.toContain(ofAsking);

    const [notification] = (await mailsTo(listing.agentEmail, 1)).filter((mail) => mail.text.includes(email));
    expect(notification.text).toContain(deposit);
    expect(notification.text).not.toContain(ofAsking);

    expect((await storedDeposit(email)).deposit).toBe(purchaseOfferDeposit(amount));
  });

  test("an agent's change of the amount in the admin changes the deposit with it; a typed deposit is not kept", async () => {
    const listing = await listingForSale();
    const email = uniqueAddress('deposit-admin');
    const created = await submitLead(
      'purchase-offers',
      {
        property: listing.documentId,
        title: 'ms',
        firstName: 'An',
        lastName: 'Peeters',
        email,
        phone: '0475 12 34 57',
        street: 'Veldstraat',
        houseNumber: '14',
        zip: '9000',
        city: 'Gent',
        amount: 300_000,
        validUntil: '2099-12-31',
        depositAccepted: true,
        language: 'nl',
      },
      visitorIp(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { documentId } = await storedDeposit(email);

    const edited = await admin('PUT', `${OFFERS}/${documentId}`, { amount: 287_500 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await storedDeposit(email)).toMatchObject({ amount: 287_500, deposit: 28_750 });
    expect(Number(edited.body.data.deposit)).toBe(28_750);

    const typed = await admin('PUT', `${OFFERS}/${documentId}`, { deposit: 1 });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect((await storedDeposit(email)).deposit).toBe(28_750);
  });
});

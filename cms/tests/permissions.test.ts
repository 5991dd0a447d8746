import { beforeAll, describe, expect, test } from 'vitest';
import { graphql, rest } from './http';

/** REST path and GraphQL names of each lead collection. */
const leads = [
  { uid: 'visit-request', path: '/visit-requests', list: 'visitRequests', create: 'createVisitRequest' },
  { uid: 'info-request', path: '/info-requests', list: 'infoRequests', create: 'createInfoRequest' },
  { uid: 'document-request', path: '/document-requests', list: 'documentRequests', create: 'createDocumentRequest' },
  {
    uid: 'valuation-request',
    path: '/valuation-requests',
    list: 'valuationRequests',
    create: 'createValuationRequest',
  },
  { uid: 'contact-message', path: '/contact-messages', list: 'contactMessages', create: 'createContactMessage' },
  { uid: 'send-to-friend', path: '/send-to-friends', list: 'sendToFriends', create: 'createSendToFriend' },
  { uid: 'appointment', path: '/appointments', list: 'appointments', create: 'createAppointment' },
  { uid: 'purchase-offer', path: '/purchase-offers', list: 'purchaseOffers', create: 'createPurchaseOffer' },
  {
    uid: 'newsletter-signup',
    path: '/newsletter-signups',
    list: 'newsletterSignups',
    create: 'createNewsletterSignup',
  },
  { uid: 'demand-register', path: '/demand-registers', list: 'demandRegisters', create: 'createDemandRegister' },
] as const;

const person = {
  title: 'ms',
  firstName: 'Lien',
  lastName: 'Janssens',
  email: 'lien.janssens@example.be',
  phone: '0471234567',
  language: 'nl',
};

// Information and document requests ask no title.
const { title: _title, ...withoutTitle } = person;

let propertyId: string;
let visitSlotId: string;

beforeAll(async () => {
  const properties = await rest('GET', '/properties?locale=nl&pagination[pageSize]=1&filters[goal][$eq]=0');
  propertyId = properties.body.data[0].documentId;
  const slots = await rest('GET', '/visit-slots?pagination[pageSize]=1');
  visitSlotId = slots.body.data[0]?.documentId;
});

/** A valid submission for each lead collection, as the site's forms send them. */
function validLead(uid: (typeof leads)[number]['uid']): Record<string, unknown> {
  const property = propertyId;
  const address = { street: 'Meir', houseNumber: '12', zip: '2000', city: 'Antwerpen' };
  switch (uid) {
    case 'visit-request':
      return { ...person, property, remark: 'Is a visit on Saturday possible?', contactTimeSlots: ['morning'] };
    case 'info-request':
      return { ...withoutTitle, property, remark: 'Is the garden south-facing?' };
    case 'document-request':
      return { ...withoutTitle, property, documents: ['epc', 'floor-plan'] };
    case 'valuation-request':
      return { ...person, ...address, propertyType: 'house', remark: 'Terraced house, 3 bedrooms' };
    case 'contact-message':
      return { ...person, contactCategory: 'potential_buyer', remark: 'Please call me back.' };
    case 'send-to-friend':
      return { firstName: 'Lien', email: person.email, friendEmail: 'friend@example.be', property, language: 'nl' };
    case 'appointment':
      return { ...person, property, visitSlot: visitSlotId, persons: 2, monthlyIncome: 3200 };
    case 'purchase-offer':
      return { ...person, ...address, property, amount: 300000, validUntil: '2099-01-31', depositAccepted: true };
    case 'newsletter-signup':
      return { email: 'news@example.be', firstName: 'Lien', language: 'nl', consent: true };
    case 'demand-register':
      return {
        ...person,
        goal: 0,
        propertyTypes: [1],
        regions: [1],
        minPrice: 200000,
        maxPrice: 400000,
        minBedrooms: 2,
        consent: true,
      };
  }
}

describe.each(leads)('the Public role and $uid', (lead) => {
  test('cannot list or read it over REST', async () => {
    expect((await rest('GET', lead.path)).status).toBe(403);
    expect((await rest('GET', `${lead.path}/any-document-id`)).status).toBe(403);
  });

  test('cannot change or delete it over REST', async () => {
    expect((await rest('PUT', `${lead.path}/any-document-id`, { data: { remark: 'x' } })).status).toBe(403);
    expect((await rest('DELETE', `${lead.path}/any-document-id`)).status).toBe(403);
  });

  test('cannot query it over GraphQL', async () => {
    const result = await graphql(`{ ${lead.list} { documentId } }`);
    expect(result.data?.[lead.list] ?? null).toBeNull();
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('can create one over REST', async () => {
    const created = await rest('POST', lead.path, { data: validLead(lead.uid) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.documentId).toEqual(expect.any(String));
  });

  test('can create one over GraphQL', async () => {
    const mutation = `mutation Create($data: ${lead.create.replace('create', '')}Input!) { ${lead.create}(data: $data) { documentId } }`;
    const result = await graphql<Record<string, { documentId: string }>>(mutation, { data: validLead(lead.uid) });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data?.[lead.create]?.documentId).toEqual(expect.any(String));
  });
});

describe('the Public role and accounts', () => {
  test('cannot list users', async () => {
    expect((await rest('GET', '/users')).status).toBe(403);
  });

  test('cannot read owner statistics', async () => {
    expect((await rest('GET', '/owner-stats')).status).toBe(403);
    const result = await graphql('{ ownerStats { documentId } }');
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  test('cannot register an account itself', async () => {
    const registered = await rest('POST', '/auth/local/register', {
      username: 'intruder',
      email: 'intruder@example.be',
      password: 'Intruder-2026!',
    });
    expect(registered.status).toBeGreaterThanOrEqual(400);
  });

  test('cannot create published content', async () => {
    expect((await rest('POST', '/properties', { data: { reference: 'X1', goal: 0 } })).status).toBe(403);
  });
});

import { beforeAll, describe, expect, inject, test } from 'vitest';
import { adminToken, graphql, rest, strapiUrl } from './http';
import { visitorIp } from './visitor';

/** REST path and GraphQL names (list, one document, connection, create) of each lead collection. */
const leads = (
  [
    { uid: 'visit-request', path: '/visit-requests', one: 'visitRequest', list: 'visitRequests' },
    { uid: 'info-request', path: '/info-requests', one: 'infoRequest', list: 'infoRequests' },
    { uid: 'document-request', path: '/document-requests', one: 'documentRequest', list: 'documentRequests' },
    { uid: 'valuation-request', path: '/valuation-requests', one: 'valuationRequest', list: 'valuationRequests' },
    { uid: 'contact-message', path: '/contact-messages', one: 'contactMessage', list: 'contactMessages' },
    { uid: 'send-to-friend', path: '/send-to-friends', one: 'sendToFriend', list: 'sendToFriends' },
    { uid: 'appointment', path: '/appointments', one: 'appointment', list: 'appointments' },
    { uid: 'purchase-offer', path: '/purchase-offers', one: 'purchaseOffer', list: 'purchaseOffers' },
    { uid: 'newsletter-signup', path: '/newsletter-signups', one: 'newsletterSignup', list: 'newsletterSignups' },
    { uid: 'demand-register', path: '/demand-registers', one: 'demandRegister', list: 'demandRegisters' },
  ] as const
).map((lead) => ({
  ...lead,
  create: `create${lead.one[0]!.toUpperCase()}${lead.one.slice(1)}`,
  /** Every query that reads the collection: the list, one document and the paginated connection. */
  reads: [
    [lead.list, `{ ${lead.list} { documentId } }`],
    [lead.one, `{ ${lead.one}(documentId: "any-document-id") { documentId } }`],
    [`${lead.list}_connection`, `{ ${lead.list}_connection { nodes { documentId } pageInfo { total } } }`],
  ] as const,
}));
type Lead = (typeof leads)[number];

/** A read the role may not make: no data, and Strapi's FORBIDDEN error. */
async function expectForbiddenQuery(field: string, query: string, token?: string) {
  const result = await graphql(query, {}, token);
  expect(result.data?.[field] ?? null, field).toBeNull();
  expect(result.errors?.[0]?.extensions?.code, `${field}: ${JSON.stringify(result.errors)}`).toBe('FORBIDDEN');
}

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
  // A listing for sale that still takes offers, and an open future visit slot of its own (an
  // appointment must name a slot of its listing, an offer a listing that is not sold).
  const properties = await rest(
    'GET',
    '/properties?locale=nl&pagination[pageSize]=1&filters[goal][$eq]=0&filters[listingStatus][$ne]=sold',
  );
  propertyId = properties.body.data[0].documentId;
  const startsAt = new Date(Date.now() + 14 * 86_400_000);
  const slot = await rest(
    'POST',
    '/visit-slots',
    {
      data: {
        property: propertyId,
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
        kind: 'visit',
        capacity: 20,
        booked: 0,
        slotStatus: 'open',
      },
    },
    adminToken(),
  );
  expect(slot.status, JSON.stringify(slot.body)).toBe(201);
  visitSlotId = slot.body.data.documentId;
});

/** A valid submission for each lead collection, as the site's forms send them. */
function validLead(uid: Lead['uid']): Record<string, unknown> {
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

  test('cannot query it over GraphQL: the list, one document or the connection', async () => {
    for (const [field, query] of lead.reads) await expectForbiddenQuery(field, query);
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

/** A create sent straight to Strapi, as a stranger would: no site secret, or a wrong one. */
async function createWithout(lead: Lead, secret: string | undefined) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-forwarded-for': visitorIp() };
  if (secret !== undefined) headers['x-vitrine-proxy-secret'] = secret;
  const restAnswer = await fetch(`${strapiUrl()}/api${lead.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data: validLead(lead.uid) }),
  });
  const mutation = `mutation Create($data: ${lead.create.replace('create', '')}Input!) { ${lead.create}(data: $data) { documentId } }`;
  const graphqlAnswer = await fetch(`${strapiUrl()}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query: mutation, variables: { data: validLead(lead.uid) } }),
  });
  return {
    rest: { status: restAnswer.status, body: (await restAnswer.json()) as { error?: { message?: string } } },
    graphql: (await graphqlAnswer.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

describe.each(leads)('a direct create of $uid, without the site’s secret', (lead) => {
  test('is refused over REST and GraphQL (403, a plain message), and nothing is stored', async () => {
    const count = async () =>
      (await rest('GET', `${lead.path}?pagination[pageSize]=1`, undefined, adminToken())).body.meta.pagination.total;
    const before = await count();
    const secret = inject('mail').proxySecret;
    for (const sent of [undefined, '', 'not-the-secret', `${secret}x`, secret.slice(0, -1)]) {
      const answer = await createWithout(lead, sent);
      expect(answer.rest.status, JSON.stringify(answer.rest.body)).toBe(403);
      expect(answer.rest.body.error?.message).toBe('Forms are sent through the website only');
      expect(answer.graphql.data?.[lead.create] ?? null).toBeNull();
      expect(answer.graphql.errors?.[0]?.extensions?.code, JSON.stringify(answer.graphql)).toBe('FORBIDDEN');
      expect(answer.graphql.errors?.[0]?.message).toBe('Forms are sent through the website only');
    }
    expect(await count()).toBe(before);
  });
});

describe('the Public role and accounts', () => {
  test.each([
    ['list users', 'GET', '/users'],
    ['read a user', 'GET', '/users/1'],
    ['read who it is', 'GET', '/users/me'],
    ['list roles', 'GET', '/users-permissions/roles'],
    ['read a role', 'GET', '/users-permissions/roles/1'],
    ['list permissions', 'GET', '/users-permissions/permissions'],
    ['register an account', 'POST', '/auth/local/register'],
    ['log in through a third-party provider', 'GET', '/connect/github'],
    ['confirm an e-mail address', 'GET', '/auth/email-confirmation?confirmation=x'],
    ['have a confirmation mail sent', 'POST', '/auth/send-email-confirmation'],
    ['refresh a session', 'POST', '/auth/refresh'],
    ['change a password', 'POST', '/auth/change-password'],
  ])('cannot %s', async (_, method, path) => {
    const body =
      method === 'POST'
        ? { email: 'intruder@example.be', username: 'intruder', password: 'Intruder-2026!' }
        : undefined;
    const response = await rest(method, path, body);
    expect(response.status, JSON.stringify(response.body)).toBe(403);
  });

  test('cannot read owner statistics', async () => {
    expect((await rest('GET', '/owner-stats')).status).toBe(403);
    await expectForbiddenQuery('ownerStats', '{ ownerStats { documentId } }');
    await expectForbiddenQuery('ownerStat', '{ ownerStat(documentId: "any-document-id") { documentId } }');
    await expectForbiddenQuery('ownerStats_connection', '{ ownerStats_connection { nodes { documentId } } }');
  });

  test('cannot create published content', async () => {
    expect((await rest('POST', '/properties', { data: { reference: 'X1', goal: 0 } })).status).toBe(403);
  });

  test('can use the owner login: log in, ask for and use a password-reset link', async () => {
    const { identifier, password } = inject('ownerLogin');
    const login = await rest('POST', '/auth/local', { identifier, password });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.jwt).toEqual(expect.any(String));
    expect((await rest('POST', '/auth/local', { identifier, password: 'wrong-password' })).status).toBe(400);
    // An unknown address gets the same answer as a known one, and no mail.
    const forgot = await rest('POST', '/auth/forgot-password', { email: 'nobody@example.be' });
    expect(forgot.status, JSON.stringify(forgot.body)).toBe(200);
    const reset = await rest('POST', '/auth/reset-password', {
      code: 'not-a-code',
      password: 'New-Password-2026',
      passwordConfirmation: 'New-Password-2026',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(400);
  });
});

describe('the Owner role', () => {
  let jwt: string;
  beforeAll(async () => {
    const { identifier, password } = inject('ownerLogin');
    jwt = (await rest('POST', '/auth/local', { identifier, password })).body.jwt;
  });

  test('reads who it is', async () => {
    const me = await rest('GET', '/users/me', undefined, jwt);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(inject('ownerLogin').identifier);
  });

  test.each([
    ['list owner statistics (not scoped to its own listings yet)', 'GET', '/owner-stats'],
    ['list users', 'GET', '/users'],
    ['list roles', 'GET', '/users-permissions/roles'],
    ['read leads', 'GET', '/visit-requests'],
    ['change a listing', 'PUT', '/properties/any-document-id'],
  ])('cannot %s', async (_, method, path) => {
    expect((await rest(method, path, method === 'PUT' ? { data: {} } : undefined, jwt)).status).toBe(403);
  });

  test.each(leads)('cannot query $uid over GraphQL', async (lead) => {
    for (const [field, query] of lead.reads) await expectForbiddenQuery(field, query, jwt);
  });
});

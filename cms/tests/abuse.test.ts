import { limits } from '@vitrine/domain/server';
import { describe, expect, test } from 'vitest';
import { adminToken, rest, strapiUrl } from './http';
import { publishedListing, submitLead, uniqueAddress, visitorGraphql, visitorHeaders, visitorIp } from './visitor';

const signUp = `mutation ($data: NewsletterSignupInput!) { createNewsletterSignup(data: $data) { documentId } }`;

describe("Strapi's create endpoints", () => {
  test('refuse most of 30 identical newsletter sign-ups from one address in a burst, and not a normal visitor', async () => {
    const ip = visitorIp();
    const email = uniqueAddress('burst');
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        visitorGraphql(signUp, { data: { email, firstName: 'Bot', language: 'en', consent: true } }, ip),
      ),
    );
    const elapsed = performance.now() - started;
    const accepted = results.filter((result) => !result.errors);
    const refused = results.filter((result) => result.errors);
    console.log(
      `30 sign-ups from one address in ${elapsed.toFixed(0)} ms: ${accepted.length} stored, ${refused.length} refused`,
    );
    expect(accepted.length).toBeLessThanOrEqual(5);
    expect(refused.length).toBeGreaterThanOrEqual(25);
    for (const result of refused) {
      expect(result.errors?.[0].extensions?.code).toBe('STRAPI_RATE_LIMIT_ERROR');
      expect(result.errors?.[0].extensions?.error?.details).toMatchObject({ code: 'RATE_LIMITED' });
    }
    const stored = await rest(
      'GET',
      `/newsletter-signups?filters[email][$eq]=${encodeURIComponent(email)}`,
      undefined,
      adminToken(),
    );
    expect(stored.body.meta.pagination.total).toBe(accepted.length);

    const visitor = await visitorGraphql(
      signUp,
      { data: { email: uniqueAddress('person'), firstName: 'Eva', language: 'en', consent: true } },
      visitorIp(),
    );
    expect(visitor.errors).toBeUndefined();
  });

  // The number comes from the site's one table of limits (leadBurst), never a copy here.
  const burst = limits.leadBurst.points;
  test(`refuse over REST with 429 and a code the site translates, after ${burst} leads a minute from one address`, async () => {
    const ip = visitorIp();
    const property = (await publishedListing()).documentId;
    const statuses: number[] = [];
    let last: { status: number; body: any } | undefined;
    for (let i = 0; i < burst + 2; i += 1) {
      last = await submitLead(
        'info-requests',
        {
          firstName: 'An',
          lastName: 'Claes',
          email: uniqueAddress('rest'),
          language: 'nl',
          property,
        },
        ip,
      );
      statuses.push(last.status);
    }
    expect(statuses.slice(0, burst)).toEqual(Array.from({ length: burst }, () => 201));
    expect(statuses.slice(burst)).toEqual([429, 429]);
    expect(last?.body.error).toMatchObject({
      name: 'RateLimitError',
      details: { code: 'RATE_LIMITED', scope: 'ipBurst' },
    });
    expect(last?.body.error.details.retryAfter).toBeGreaterThan(0);
  });

  test('name a listing by the documentId of a published property only', async () => {
    const listing = await publishedListing();
    const lead = (property: unknown) =>
      submitLead(
        'info-requests',
        { firstName: 'An', lastName: 'Claes', email: uniqueAddress('listing'), language: 'nl', property },
        visitorIp(),
      );
    const numeric = await lead(String(listing.id));
    expect(numeric.status).toBe(400);
    expect(numeric.body.error.details).toMatchObject({
      code: 'PROPERTY_NOT_PUBLISHED',
      errors: { property: 'validation.propertyRequired' },
    });
    expect((await lead(listing.id)).status).toBe(400);
    expect((await lead({ connect: [{ id: listing.id }] })).status).toBe(400);

    const draft = await rest(
      'POST',
      '/properties?locale=nl&status=draft',
      {
        data: { reference: 'DRAFT9202', goal: 0, listingStatus: 'available', title: 'Ontwerp', slug: 'huis-draft9202' },
      },
      adminToken(),
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const toDraft = await lead(draft.body.data.documentId);
    expect(toDraft.status).toBe(400);
    expect(toDraft.body.error.details.code).toBe('PROPERTY_NOT_PUBLISHED');
    expect((await lead(listing.documentId)).status).toBe(201);
  });

  test('bound the lists of a lead and check them against what exists', async () => {
    const contact = (contactTimeSlots: unknown) =>
      submitLead(
        'contact-messages',
        {
          title: 'mr',
          firstName: 'Jo',
          lastName: 'Smet',
          email: uniqueAddress('slots'),
          contactCategory: 'private',
          remark: 'Graag een terugbelafspraak',
          language: 'nl',
          contactTimeSlots,
        },
        visitorIp(),
      );
    const long = await contact(['morning', 'afternoon', 'evening', 'morning']);
    expect(long.status).toBe(400);
    expect(long.body.error.details).toMatchObject({
      code: 'LIST_TOO_LONG',
      errors: { contactTimeSlots: 'validation.choiceInvalid' },
    });
    expect((await contact(['teatime'])).status).toBe(400);
    expect((await contact(['evening', 'morning'])).status).toBe(201);

    const regions = (await rest('GET', '/regions?locale=nl&pagination[pageSize]=1')).body.data[0]
      .classificationId as number;
    const types = (await rest('GET', '/property-types?locale=nl&pagination[pageSize]=1')).body.data[0]
      .classificationId as number;
    const register = (regionIds: number[]) =>
      submitLead(
        'demand-registers',
        {
          goal: 0,
          propertyTypes: [types],
          regions: regionIds,
          title: 'ms',
          firstName: 'Lies',
          lastName: 'Wouters',
          email: uniqueAddress('register'),
          language: 'nl',
          consent: true,
        },
        visitorIp(),
      );
    const unknown = await register([regions, 987654]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toMatchObject({
      code: 'UNKNOWN_CHOICE',
      errors: { regions: 'validation.regionRequired' },
    });
    expect((await register([regions])).status).toBe(201);
  });

  test('refuse a visitor body over 32 KB before reading it', async () => {
    const slots = Array.from({ length: 80_000 }, () => 'morning');
    const response = await fetch(`${strapiUrl()}/api/contact-messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitorHeaders(visitorIp()) },
      body: JSON.stringify({ data: { email: 'x@example.be', contactTimeSlots: slots } }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { details: { code: string } } }).error.details.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
    const graphqlResponse = await fetch(`${strapiUrl()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, padding: 'x'.repeat(40_000) }),
    });
    expect(graphqlResponse.status).toBe(413);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${strapiUrl()}/graphql`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  test("allows the site's origin with credentials, and no other origin", async () => {
    const site = await preflight('http://127.0.0.1:3000');
    expect(site.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect(site.headers.get('access-control-allow-credentials')).toBe('true');
    const local = await preflight('http://localhost:3000');
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

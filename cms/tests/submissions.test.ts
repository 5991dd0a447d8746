import { describe, expect, test } from 'vitest';
import { adminToken, rest, strapiUrl } from './http';
import { visitorIp } from './visitor';

describe('what a visitor submits', () => {
  test('is refused with the shared form messages when invalid, and nothing is stored', async () => {
    const count = async () =>
      (await rest('GET', '/valuation-requests?pagination[pageSize]=1', undefined, adminToken())).body.meta.pagination
        .total;
    const before = await count();
    const refused = await rest('POST', '/valuation-requests', {
      data: { email: 'not-an-address', firstName: '', lastName: 'Claes', zip: '9000', language: 'nl' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.errors).toMatchObject({
      email: 'validation.emailInvalid',
      firstName: 'validation.firstNameRequired',
    });
    expect(await count()).toBe(before);
  });

  test('starts as a new lead with its mail pending, whatever the request says', async () => {
    const created = await rest('POST', '/contact-messages', {
      data: {
        email: 'visitor@example.be',
        title: 'mr',
        firstName: 'Jan',
        lastName: 'Peeters',
        remark: 'Hello',
        contactCategory: 'private',
        language: 'nl',
        leadStatus: 'handled',
        mailStatus: 'sent',
        internalNote: 'I am the agent now',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = await rest('GET', `/contact-messages/${created.body.data.documentId}`, undefined, adminToken());
    expect(stored.body.data).toMatchObject({ leadStatus: 'new', mailStatus: 'pending' });
    expect(stored.body.data.internalNote ?? null).toBeNull();
  });

  test('gets an unsubscribe token made by the server, which the response does not reveal', async () => {
    const created = await rest('POST', '/demand-registers', {
      data: {
        email: 'seeker@example.be',
        title: 'mr',
        firstName: 'Luc',
        lastName: 'Martin',
        goal: 1,
        propertyTypes: [1],
        regions: [2],
        unsubscribeToken: 'chosen',
        language: 'fr',
        consent: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.unsubscribeToken).toBeUndefined();
  });

  test('a testimonial stays a draft until an agent publishes it', async () => {
    const created = await rest('POST', '/testimonials?status=published', {
      data: { name: 'Marie Dubois', comment: 'Service impeccable, merci !', language: 'fr', consent: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const documentId = created.body.data.documentId;
    expect((await rest('GET', `/testimonials/${documentId}`)).status).toBe(404);
    const draft = await rest('GET', `/testimonials/${documentId}?status=draft`, undefined, adminToken());
    expect(draft.body.data.publishedAt).toBeNull();
  });

  test('a testimonial sent straight to Strapi without the site’s secret is refused, and nothing is stored', async () => {
    const count = async () =>
      (await rest('GET', '/testimonials?status=draft&pagination[pageSize]=1', undefined, adminToken())).body.meta
        .pagination.total;
    const before = await count();
    const data = { name: 'Marie Dubois', comment: 'Service impeccable, merci !', language: 'fr', consent: true };
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': visitorIp() };
    const direct = await fetch(`${strapiUrl()}/api/testimonials`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ data }),
    });
    expect(direct.status).toBe(403);
    const graphqlAnswer = (await (
      await fetch(`${strapiUrl()}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: 'mutation Create($data: TestimonialInput!) { createTestimonial(data: $data) { documentId } }',
          variables: { data },
        }),
      })
    ).json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(graphqlAnswer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await count()).toBe(before);
  });

  test('a name with a line break, NUL or a right-to-left override is refused (400), and nothing is stored', async () => {
    const count = async () =>
      (await rest('GET', '/contact-messages?pagination[pageSize]=1', undefined, adminToken())).body.meta.pagination
        .total;
    const before = await count();
    for (const lastName of ['Peeters\nPhone: 0800 00 000', 'Peeters\u0000', 'Peeters\u202Eeb.kcatta']) {
      const refused = await rest('POST', '/contact-messages', {
        data: {
          email: 'forged@example.be',
          title: 'mr',
          firstName: 'Jan',
          lastName,
          remark: 'Hello',
          contactCategory: 'private',
          language: 'nl',
        },
      });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.error.details.errors).toMatchObject({ lastName: 'validation.singleLine' });
    }
    expect(await count()).toBe(before);
  });
});

import { describe, expect, test } from 'vitest';
import { adminToken, rest } from './http';

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
});

import { beforeAll, describe, expect, test } from 'vitest';
import { adminToken, graphql, rest } from './http';

let draftId: string;

beforeAll(async () => {
  const created = await rest(
    'POST',
    '/properties?locale=nl&status=draft',
    {
      data: { reference: 'DRAFT9001', goal: 0, price: 123456, title: 'Nog niet gepubliceerd', slug: 'huis-draft9001' },
    },
    adminToken(),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  draftId = created.body.data.documentId;
});

describe('an unpublished listing', () => {
  test('exists as a draft for agents', async () => {
    const draft = await rest('GET', `/properties/${draftId}?locale=nl&status=draft`, undefined, adminToken());
    expect(draft.status).toBe(200);
    expect(draft.body.data.reference).toBe('DRAFT9001');
  });

  test('is not shown to visitors who ask for drafts over REST', async () => {
    expect((await rest('GET', `/properties/${draftId}?locale=nl&status=draft`)).status).toBe(404);
    const list = await rest('GET', '/properties?locale=nl&status=draft&filters[reference][$eq]=DRAFT9001');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([]);
  });

  test('is not shown to visitors who ask for drafts over GraphQL', async () => {
    const result = await graphql<{ properties: unknown[] }>(`
      {
        properties(locale: "nl", status: DRAFT, filters: { reference: { eq: "DRAFT9001" } }) {
          documentId
        }
      }
    `);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data?.properties).toEqual([]);
  });
});

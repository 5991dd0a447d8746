import { beforeAll, describe, expect, inject, test } from 'vitest';
import { adminToken, graphql, rest, strapiUrl } from './http';

const preview = () => inject('preview');
let draftId: string;

beforeAll(async () => {
  const created = await rest(
    'POST',
    '/properties?locale=fr&status=draft',
    { data: { reference: 'PREV9002', goal: 1, price: 950, title: 'Pas encore publié', slug: 'appartement-prev9002' } },
    adminToken(),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  draftId = created.body.data.documentId;
});

const draftQuery = `
  query Draft($reference: String!) {
    properties(locale: "fr", filters: { reference: { eq: $reference } }) { documentId title }
  }
`;

describe("the site's preview token", () => {
  test("reads drafts with the site's ordinary queries (no status argument needed)", async () => {
    const result = await graphql<{ properties: { documentId: string; title: string }[] }>(
      draftQuery,
      { reference: 'PREV9002' },
      preview().token,
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data?.properties).toEqual([{ documentId: draftId, title: 'Pas encore publié' }]);
  });

  test('while visitors still get only published content', async () => {
    const result = await graphql<{ properties: unknown[] }>(draftQuery, { reference: 'PREV9002' });
    expect(result.data?.properties).toEqual([]);
  });

  test('reads what visitors read and nothing more: no leads, no writes', async () => {
    expect((await rest('GET', '/site-setting?locale=nl', undefined, preview().token)).status).toBe(200);
    expect((await rest('GET', '/visit-requests', undefined, preview().token)).status).toBe(403);
    expect((await rest('GET', '/contact-messages', undefined, preview().token)).status).toBe(403);
    const write = await rest('POST', '/properties', { data: { reference: 'X1', goal: 0 } }, preview().token);
    expect(write.status).toBe(403);
  });

  test('exists once, however often Strapi restarts', async () => {
    const { before, after } = inject('restart');
    expect(after.counts.strapi_api_tokens).toBe(before.counts.strapi_api_tokens);
    expect(before.counts.strapi_api_tokens).toBeGreaterThanOrEqual(1);
  });
});

describe('the preview URL the Content Manager opens', () => {
  function adminJwt(): string {
    // The suite's one admin session (global-setup.ts): admin logins are rate-limited.
    return inject('adminJwt');
  }

  test("points at the site's preview route, in the document's language, with the shared secret", async () => {
    const jwt = adminJwt();
    const response = await fetch(
      `${strapiUrl()}/content-manager/preview/url/api::property.property?documentId=${draftId}&locale=fr&status=draft`,
      { headers: { authorization: `Bearer ${jwt}` } },
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { url: string } };
    const url = new URL(data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${preview().clientUrl}/fr/preview/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: preview().secret,
      uid: 'api::property.property',
      documentId: draftId,
      status: 'draft',
    });
  });

  test('is not given to anyone but a logged-in agent', async () => {
    const response = await fetch(
      `${strapiUrl()}/content-manager/preview/url/api::property.property?documentId=${draftId}&locale=fr&status=draft`,
    );
    expect(response.status).toBe(401);
  });
});

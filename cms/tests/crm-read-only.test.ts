import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { contentManager } from './admin-calls';
import { removeCrmContent } from './crm-content';
import { databaseRows } from './database';
import { adminJwt, adminToken, rest, strapiUrl } from './http';

// Issue 21, item 1: on a listing synced from the CRM, the fields the CRM owns are refused to an
// agent's edit in the admin (the content manager, as the edit view calls it); the importer still
// writes them. The listing comes in by a signed push, so the pull's cursor is left as it was.

const listingPath = (documentId: string) => `/collection-types/api::property.property/${documentId}?locale=nl`;

/** Announces a listing as the CRM pushes it, and waits until the worker has applied it. */
async function pushed(id: number) {
  const body = JSON.stringify({ event: 'estate-updated', estate_id: String(id) });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', inject('crmFeed').hookSecret).update(`${timestamp}.${body}`).digest('hex');
  const answer = await fetch(`${strapiUrl()}/api/crm/hooks/omnicasa`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vitrine-timestamp': timestamp,
      'x-vitrine-signature': `sha256=${signature}`,
    },
    body,
  });
  expect(answer.status).toBe(202);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const state = (await (
      await fetch(`${strapiUrl()}/vitrine-admin/crm/sync`, { headers: { authorization: `Bearer ${adminJwt()}` } })
    ).json()) as { data: { announcements: { pending: number; applying: number } } };
    if (state.data.announcements.pending === 0 && state.data.announcements.applying === 0) return;
  }
}

/** The draft as the edit view holds it (its document status is not a field it sends back). */
async function draft(documentId: string) {
  const { status: _status, ...data } = (
    await contentManager<{ data: Record<string, unknown> }>('GET', listingPath(documentId))
  ).body.data;
  return data;
}

let synced: string;

beforeAll(async () => {
  await fetch(`${inject('crmFeed').url}/__control`, { method: 'POST', body: JSON.stringify({ action: 'reset' }) });
  await pushed(7020);
  const found = await rest(
    'GET',
    '/properties?filters[reference][$eq]=OC7020&locale=nl&status=draft',
    undefined,
    adminToken(),
  );
  synced = (found.body.data as { documentId: string }[])[0]!.documentId;
}, 300_000);
afterAll(removeCrmContent);

describe('a listing synced from the CRM, edited in the admin', () => {
  test('a changed price is refused, naming the field and the CRM, and changes nothing', async () => {
    const before = await draft(synced);
    const answer = await contentManager('PUT', listingPath(synced), { ...before, price: Number(before.price) + 5000 });
    expect(answer.status).toBe(400);
    const error = (
      answer.body as { error: { message: string; details: { crmOwned: string[]; messages: Record<string, string> } } }
    ).error;
    expect(error.details.crmOwned).toEqual(['price']);
    expect(error.message).toMatch(/comes from the CRM \(omnicasa\): "Price/);
    expect(error.details.messages.nl).toMatch(/^Dit veld komt uit het CRM \(omnicasa\): "Prijs/);
    expect(error.details.messages.fr).toMatch(/^Ce champ vient du CRM/);
    expect((await draft(synced)).price).toBe(before.price);
  });

  test('a changed title or photo list is refused too', async () => {
    const before = await draft(synced);
    for (const change of [{ title: 'Mijn eigen titel' }, { photos: [] }]) {
      const answer = await contentManager<{ error?: { details?: { crmOwned?: string[] } } }>(
        'PUT',
        listingPath(synced),
        { ...before, ...change },
      );
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.error?.details?.crmOwned).toEqual(Object.keys(change));
    }
    expect((await draft(synced)).title).toBe(before.title);
  });

  test('the whole edit view saved with only an agent’s own field changed passes', async () => {
    const before = await draft(synced);
    const answer = await contentManager('PUT', listingPath(synced), { ...before, featured: !before.featured });
    expect(answer.status, JSON.stringify(answer.body).slice(0, 400)).toBe(200);
    expect((await draft(synced)).featured).toBe(!before.featured);
  });

  test('the CRM’s next change of the price is written by the importer', { timeout: 300_000 }, async () => {
    const before = await draft(synced);
    const price = Number(before.price) - 7000;
    await fetch(`${inject('crmFeed').url}/__control`, {
      method: 'POST',
      body: JSON.stringify({ action: 'change', list: 'properties', id: 7020, fields: { Price: price } }),
    });
    await pushed(7020);
    expect((await draft(synced)).price).toBe(price);
  });
});

describe('a copy an agent makes', () => {
  const marksOf = (documentId: string) =>
    databaseRows(
      inject('database'),
      `SELECT crm_source, crm_id, crm_hash FROM properties WHERE document_id = '${documentId}'`,
    );

  test('of a synced listing (the edit view’s duplicate) keeps none of the CRM’s marks', async () => {
    expect((await marksOf(synced))[0]).toMatchObject({ crm_source: 'omnicasa', crm_id: '7020' });
    const before = await draft(synced);
    const answer = await contentManager<{ data: { documentId: string } }>(
      'POST',
      `/collection-types/api::property.property/clone/${synced}?locale=nl`,
      // What the duplicate sends beside the source's own values: its unique fields made new.
      { locale: 'nl', reference: 'CLONE7020', slug: `${String(before.slug)}-copy` },
    );
    expect(answer.status, JSON.stringify(answer.body).slice(0, 400)).toBeLessThan(300);
    const copy = answer.body.data.documentId;
    try {
      const rows = await marksOf(copy);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toEqual({ crm_source: null, crm_id: null, crm_hash: null });
      // The copy is the agent's: its price takes an edit.
      const edited = await contentManager('PUT', listingPath(copy), { price: Number(before.price) + 1000 });
      expect(edited.status, JSON.stringify(edited.body).slice(0, 400)).toBe(200);
    } finally {
      await contentManager('DELETE', `/collection-types/api::property.property/${copy}?locale=*`);
    }
  });

  test('of its own cannot be marked as the CRM’s, on create or on update', async () => {
    const created = await contentManager<{ error?: { details?: { crmOwned?: string[] } } }>(
      'POST',
      '/collection-types/api::property.property?locale=nl',
      { locale: 'nl', reference: 'MARKED1', slug: 'marked-1', crmId: '7020' },
    );
    expect(created.status, JSON.stringify(created.body).slice(0, 400)).toBe(400);
    expect(created.body.error?.details?.crmOwned).toContain('crmId');
    const found = await rest(
      'GET',
      '/properties?locale=nl&status=draft&pagination[pageSize]=5',
      undefined,
      adminToken(),
    );
    const typed = (found.body.data as { documentId: string; reference: string }[]).find(
      (listing) => !listing.reference.startsWith('OC7'),
    )!;
    const marked = await contentManager<{ error?: { details?: { crmOwned?: string[] } } }>(
      'PUT',
      listingPath(typed.documentId),
      { crmSource: 'omnicasa', crmId: '7020' },
    );
    expect(marked.status, JSON.stringify(marked.body).slice(0, 400)).toBe(400);
    expect(marked.body.error?.details?.crmOwned).toEqual(['crmSource', 'crmId']);
  });
});

describe('the admin’s last sync', () => {
  test('says a CRM is connected', async () => {
    const answer = await fetch(`${strapiUrl()}/vitrine-admin/crm/sync`, {
      headers: { authorization: `Bearer ${adminJwt()}` },
    });
    expect(((await answer.json()) as { data: { configured: boolean } }).data.configured).toBe(true);
  });
});

describe('a listing an agent typed', () => {
  test('takes the same edit of its price', async () => {
    const found = await rest(
      'GET',
      '/properties?locale=nl&status=draft&pagination[pageSize]=5',
      undefined,
      adminToken(),
    );
    const typed = (found.body.data as { documentId: string; reference: string }[]).find(
      (listing) => !listing.reference.startsWith('OC7'),
    )!;
    const before = await draft(typed.documentId);
    const changed = await contentManager('PUT', listingPath(typed.documentId), {
      ...before,
      price: Number(before.price) + 5000,
    });
    expect(changed.status, JSON.stringify(changed.body).slice(0, 400)).toBe(200);
    expect((await draft(typed.documentId)).price).toBe(Number(before.price) + 5000);
    await contentManager('PUT', listingPath(typed.documentId), { ...before });
  });
});

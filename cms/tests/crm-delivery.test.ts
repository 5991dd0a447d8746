import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { crmDelivery } from '../src/crm-delivery/lead-delivery';
import { crmDeliverySettings } from '../src/crm-delivery/settings';
import { outboxSettings, retryDelay } from '../src/outbox/worker';
import { crmRequests, setCrmMode, type CrmRequest } from './crm-catcher';
import { databaseRows, type Row } from './database';
import { adminJwt, strapiUrl } from './http';
import { mailsTo, publishedListing, submitLead, uniqueAddress, visitorIp } from './visitor';

/** The test CRM's requests for one lead (its idempotency key is the lead's documentId). */
const requestsFor = (documentId: string): CrmRequest[] =>
  crmRequests(inject('crm').dir).filter((request) => request.headers['idempotency-key'] === documentId);

const sql = (statement: string) => databaseRows(inject('database'), statement);

/** The lead's row in the outbox's CRM channel. */
async function crmRow(documentId: string): Promise<Row | undefined> {
  const [row] = await sql(
    `select id, status, attempts, last_error from outbox_mails where channel = 'crm' and lead_document_id = '${documentId}'`,
  );
  return row;
}

/**
 * The CRM filed the lead once: one request answered 201, and any other is a retry the CRM
 * answered 200 for the same key and body. A retry only follows an answer lost to the timeout
 * (1 s here, on a loaded machine too), so the sent row counts every request as an attempt: two
 * deliveries of one row would show as more requests than attempts.
 */
async function filedOnce(documentId: string): Promise<CrmRequest> {
  const row = await crmRow(documentId);
  expect(row?.status).toBe('sent');
  const requests = requestsFor(documentId).filter((request) => request.status !== 500);
  const filed = requests.filter((request) => request.status === 201);
  expect(filed, 'requests the CRM filed as a new lead').toHaveLength(1);
  const retries = requests.slice(requests.indexOf(filed[0]) + 1);
  expect(
    retries.every((request) => request.status === 200),
    'a retry after the lead was filed',
  ).toBe(true);
  expect(new Set(requests.map((request) => request.body)).size).toBe(1);
  expect(requestsFor(documentId).length).toBeLessThanOrEqual(Number(row?.attempts));
  return filed[0];
}

/**
 * Waits for `check` to hold of the lead's CRM row. The suite's outbox retries after 0.3 s,
 * doubling up to 2 s (global-setup.ts): the clock of the default back-off (30 s doubling) moved forward.
 */
async function waitForRow(documentId: string, check: (row: Row) => boolean, timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  let row: Row | undefined;
  while (Date.now() < deadline) {
    row = await crmRow(documentId);
    if (row && check(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The CRM delivery of ${documentId} never got there: ${JSON.stringify(row)}`);
}

const contactMessage = (email: string) => ({
  title: 'mr',
  firstName: 'Jan',
  lastName: 'Peeters',
  email,
  phone: '0471 12 34 56',
  remark: 'Bel me terug',
  contactCategory: 'potential_buyer',
  language: 'nl',
});

async function submitted(collection: string, data: Record<string, unknown>): Promise<string> {
  const created = await submitLead(collection, data, visitorIp());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.documentId as string;
}

afterEach(async () => {
  await setCrmMode(inject('crm').dir, inject('crm').port, 'up');
});

describe('a lead delivered to the CRM', () => {
  test('reaches it once, as signed JSON with its listing, contact category, page and campaign; the mails go as before', async () => {
    const listing = await publishedListing('nl');
    const email = uniqueAddress('crm-visit');
    const documentId = await submitted('visit-requests', {
      property: listing.documentId,
      title: 'ms',
      firstName: 'An',
      lastName: 'Claes',
      email,
      phone: '+32 471 12 34 56',
      remark: 'Zaterdag?',
      contactTimeSlots: ['morning'],
      language: 'nl',
      sourcePage: '/nl/te-koop/gent/huis-VT1/',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'najaar',
      // Not a path of the site: left out, the lead still stored.
      utmTerm: '<script>',
    });

    await waitForRow(documentId, (row) => row.status === 'sent');
    const request = await filedOnce(documentId);
    const { secret } = inject('crm');
    expect(request.headers.authorization).toBe(`Bearer ${secret}`);
    const timestamp = String(request.headers['x-vitrine-timestamp']);
    expect(request.headers['x-vitrine-signature']).toBe(
      `sha256=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`,
    );
    expect(request.headers['content-type']).toBe('application/json');
    const payload = JSON.parse(request.body);
    expect(payload).toMatchObject({
      version: 1,
      id: documentId,
      kind: 'visit-request',
      contact: { title: 'ms', firstName: 'An', lastName: 'Claes', email, phone: '+32 471 12 34 56', language: 'nl' },
      fields: { remark: 'Zaterdag?', contactTimeSlots: ['morning'] },
      listing: { kind: 'property', reference: expect.any(String), url: expect.stringMatching(/^http/) },
      source: {
        page: '/nl/te-koop/gent/huis-VT1/',
        campaign: { source: 'google', medium: 'cpc', campaign: 'najaar', term: null, content: null },
      },
    });
    expect(['buyer', 'tenant']).toContain(payload.category);
    expect(payload.listing.url).toContain(payload.listing.reference);
    expect(new Date(payload.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // The visitor's receipt and the agent's notification, as before.
    expect(await mailsTo(email, 1)).toHaveLength(1);
    expect((await mailsTo(listing.agentEmail, 1)).filter((mail) => mail.text.includes(email))).toHaveLength(1);
    // A few more worker runs post nothing again.
    const posted = requestsFor(documentId).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(requestsFor(documentId)).toHaveLength(posted);
    await filedOnce(documentId);
  });

  test('while the CRM is down, is kept and retried with back-off, and delivered once when it is back', async () => {
    const { dir, port } = inject('crm');
    await setCrmMode(dir, port, 'down');
    const documentId = await submitted('contact-messages', contactMessage(uniqueAddress('crm-down')));
    // Three attempts refused, each later than the one before.
    const failing = await waitForRow(documentId, (row) => Number(row.attempts) >= 3);
    expect(failing.status).toBe('pending');
    expect(failing.last_error).toMatch(/ECONNREFUSED/);
    expect(requestsFor(documentId)).toEqual([]);
    // The lead is stored and its mails went: its mail status knows nothing of the CRM's row.
    const deadline = Date.now() + 15_000;
    let lead: Row | undefined;
    while (Date.now() < deadline) {
      [lead] = await sql(`select mail_status from contact_messages where document_id = '${documentId}'`);
      if (lead?.mail_status === 'sent') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(lead?.mail_status).toBe('sent');

    await setCrmMode(dir, port, 'up');
    const sent = await waitForRow(documentId, (row) => row.status === 'sent');
    expect(Number(sent.attempts)).toBeGreaterThanOrEqual(4);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(JSON.parse((await filedOnce(documentId)).body)).toMatchObject({
      kind: 'contact-message',
      category: 'buyer',
    });
  });

  test('with the default back-off, ten minutes down costs five attempts of eight; over an hour fails for good', () => {
    const settings = outboxSettings({});
    const times = [0];
    while (times.length < settings.maxAttempts) times.push(times.at(-1)! + retryDelay(times.length, settings));
    expect(times.map((ms) => ms / 1000)).toEqual([0, 30, 90, 210, 450, 930, 1890, 3810]);
    expect(times.filter((ms) => ms < 10 * 60_000)).toHaveLength(5);
  });

  test('answered 500, then 201: delivered once', async () => {
    const { dir, port } = inject('crm');
    await setCrmMode(dir, port, 'error');
    const documentId = await submitted('contact-messages', contactMessage(uniqueAddress('crm-500')));
    const failing = await waitForRow(documentId, (row) => Number(row.attempts) >= 2);
    expect(failing.last_error).toMatch(/500/);
    await setCrmMode(dir, port, 'up');
    await waitForRow(documentId, (row) => row.status === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const statuses = requestsFor(documentId).map((request) => request.status);
    expect(statuses.filter((status) => status === 500).length).toBeGreaterThanOrEqual(2);
    await filedOnce(documentId);
  });

  test('an answer lost to a timeout: the retry carries the same key and body, and the CRM files one lead', async () => {
    const { dir, port } = inject('crm');
    await setCrmMode(dir, port, 'slow');
    const documentId = await submitted('contact-messages', contactMessage(uniqueAddress('crm-slow')));
    const slow = await waitForRow(documentId, (row) => Number(row.attempts) >= 2);
    expect(slow.last_error).toMatch(/in time|abort|timeout/i);
    await setCrmMode(dir, port, 'up');
    await waitForRow(documentId, (row) => row.status === 'sent');
    expect(requestsFor(documentId).length).toBeGreaterThanOrEqual(3);
    await filedOnce(documentId);
  });

  test("a CRM that does not answer holds no visitor's mail back: mails and CRM deliveries go side by side", async () => {
    const { dir, port } = inject('crm');
    await setCrmMode(dir, port, 'slow');
    // Six leads: each CRM attempt now waits for its timeout. One queue for both would send the
    // sixth visitor's mail only after five CRM attempts had timed out.
    const addresses = Array.from({ length: 6 }, (_, n) => uniqueAddress(`crm-lane-${n}`));
    const leads: string[] = [];
    for (const address of addresses) leads.push(await submitted('contact-messages', contactMessage(address)));
    await mailsTo(addresses[5], 1);
    const reached = leads.filter((documentId) => requestsFor(documentId).length > 0);
    expect(reached.length, 'CRM attempts made before the last mail left').toBeLessThan(5);
    await setCrmMode(dir, port, 'up');
    for (const documentId of leads) await waitForRow(documentId, (row) => row.status === 'sent', 40_000);
  }, 90_000);

  test('failed for good: listed in the admin with its error, and sent once again by its button', async () => {
    const { dir, port } = inject('crm');
    await setCrmMode(dir, port, 'down');
    const documentId = await submitted('contact-messages', contactMessage(uniqueAddress('crm-failed')));
    const failed = await waitForRow(documentId, (row) => row.status === 'failed', 40_000);
    expect(Number(failed.attempts)).toBe(outboxSettings().maxAttempts);

    const admin = (method: string, path: string, jwt = adminJwt()) =>
      fetch(`${strapiUrl()}/vitrine-admin${path}`, { method, headers: { authorization: `Bearer ${jwt}` } });
    expect((await admin('GET', '/crm-deliveries', 'not-a-session')).status).toBe(401);
    const listed = await admin('GET', '/crm-deliveries');
    expect(listed.status).toBe(200);
    const { data } = (await listed.json()) as {
      data: { configured: boolean; failed: { id: number; leadDocumentId: string; error: string; attempts: number }[] };
    };
    expect(data.configured).toBe(true);
    const entry = data.failed.find((delivery) => delivery.leadDocumentId === documentId);
    expect(entry).toMatchObject({ id: Number(failed.id), attempts: outboxSettings().maxAttempts });
    expect(entry?.error).toMatch(/ECONNREFUSED/);

    await setCrmMode(dir, port, 'up');
    expect((await admin('POST', `/crm-deliveries/${entry!.id}/send-again`)).status).toBe(200);
    await waitForRow(documentId, (row) => row.status === 'sent');
    // Sent, it is no longer failed: a second press finds nothing to send.
    expect((await admin('POST', `/crm-deliveries/${entry!.id}/send-again`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await filedOnce(documentId);
    const after = (await (await admin('GET', '/crm-deliveries')).json()) as { data: { failed: { id: number }[] } };
    expect(after.data.failed.map((delivery) => delivery.id)).not.toContain(entry!.id);
  }, 60_000);
});

describe('without a CRM', () => {
  test.each([
    [{}, null],
    [{ CRM_LEADS_URL: '  ' }, null],
    [{ CRM_LEADS_URL: 'ftp://crm.example.be/leads' }, null],
    [{ CRM_LEADS_URL: 'not a url' }, null],
    [{ CRM_LEADS_URL: 'https://crm.example.be/leads' }, 'https://crm.example.be/leads'],
  ])('CRM_LEADS_URL of %j is %s', (env, url) => {
    expect(crmDeliverySettings(env).url).toBe(url);
  });

  test('no lead is queued for it', async () => {
    const lead = {
      strapi: undefined as never,
      uid: 'api::contact-message.contact-message',
      documentId: 'x',
      createdAt: new Date().toISOString(),
      lead: { email: 'an@example.be', language: 'nl' },
      property: null,
      project: null,
    };
    expect(await crmDelivery(lead, crmDeliverySettings({}))).toBeNull();
    expect(
      await crmDelivery(lead, crmDeliverySettings({ CRM_LEADS_URL: 'https://crm.example.be/leads' })),
    ).toMatchObject({
      channel: 'crm',
      destination: 'crm.example.be',
      key: 'crm:api::contact-message.contact-message:x',
    });
  });
});

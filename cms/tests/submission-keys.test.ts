import { randomBytes } from 'node:crypto';
import { describe, expect, inject, test } from 'vitest';
import { submissionKeyHeader } from '../src/abuse/submission-keys';
import { openDatabase } from './database';
import { strapiUrl } from './http';
import { mailsTo, uniqueAddress, visitorHeaders, visitorIp } from './visitor';

// Issue 14: the same submission sent again (the site's key, an HMAC of form, page and input) is
// stored once and mailed once, whether the resend comes after the first answer or during it; a
// new key (another page, other input) is a new lead, and a request without a usable key is stored
// as it always was.

const newKey = () => randomBytes(24).toString('base64url');

async function send(email: string, ip: string, key?: string) {
  const response = await fetch(`${strapiUrl()}/api/contact-messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...visitorHeaders(ip),
      ...(key === undefined ? {} : { [submissionKeyHeader]: key }),
    },
    body: JSON.stringify({
      data: {
        title: 'ms',
        firstName: 'Els',
        lastName: 'Maes',
        email,
        remark: 'Bel me',
        contactCategory: 'private',
        language: 'nl',
      },
    }),
  });
  const body = (await response.json()) as { data?: { documentId: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data!.documentId;
}

async function rowsFor(email: string): Promise<number> {
  const db = await openDatabase(inject('database'));
  try {
    const rows = await db.rows(`select document_id from contact_messages where email = '${email}'`);
    return new Set(rows.map((row) => row.document_id)).size;
  } finally {
    await db.close();
  }
}

describe('a submission sent again', () => {
  test('after the first answer: the same lead, one row, one mail to the visitor', async () => {
    const email = uniqueAddress('again');
    const ip = visitorIp();
    const key = newKey();
    const first = await send(email, ip, key);
    expect(await send(email, ip, key)).toBe(first);
    expect(await rowsFor(email)).toBe(1);
    await mailsTo(email, 1);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await mailsTo(email, 1)).toHaveLength(1);
  });

  test('while the first is being stored: both answers are the one lead', async () => {
    const email = uniqueAddress('meanwhile');
    const ip = visitorIp();
    const key = newKey();
    const [a, b] = await Promise.all([send(email, ip, key), send(email, ip, key)]);
    expect(a).toBe(b);
    expect(await rowsFor(email)).toBe(1);
  });

  test('with another key, or none usable, it is a new lead', async () => {
    const email = uniqueAddress('new-page');
    const ip = visitorIp();
    const first = await send(email, ip, newKey());
    expect(await send(email, ip, newKey())).not.toBe(first);
    expect(await rowsFor(email)).toBe(2);

    const other = uniqueAddress('bad-key');
    await send(other, visitorIp(), 'short');
    await send(other, visitorIp(), 'short');
    expect(await rowsFor(other)).toBe(2);
  });

  test('the key is per collection: the same key on another form is not that lead', async () => {
    const key = newKey();
    const ip = visitorIp();
    const email = uniqueAddress('per-form');
    await send(email, ip, key);
    const response = await fetch(`${strapiUrl()}/api/valuation-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitorHeaders(ip), [submissionKeyHeader]: key },
      body: JSON.stringify({
        data: {
          title: 'ms',
          firstName: 'Els',
          lastName: 'Maes',
          email,
          phone: '0475123456',
          street: 'Veldstraat',
          houseNumber: '1',
          zip: '9000',
          city: 'Gent',
          language: 'nl',
        },
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
  });
});

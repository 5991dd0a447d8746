import { describe, expect, inject, test } from 'vitest';
import { openDatabase } from './database';
import { strapiUrl } from './http';
import { login, newOwner, portalStatus } from './owner-accounts';
import { mailsTo, visitorHeaders, visitorIp } from './visitor';
import {
  signInKeyPrefix,
  signInLinkMinutes,
  signInRecordKey,
  signInTokenHash,
  usableRecord,
} from '../src/owner/sign-in-link';

/** Posts to the sign-in link routes as the site's server does for a visitor at `ip`. */
async function linkPost(path: '' | '/use', body: unknown, ip = visitorIp()) {
  const response = await fetch(`${strapiUrl()}/api/owner/sign-in-link${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitorHeaders(ip) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** The token of the one sign-in mail to `email`, after checking the mail. */
async function tokenFromMail(email: string, language: string, subject: string): Promise<string> {
  const [mail] = await mailsTo(email, 1);
  expect(mail!.subject).toBe(subject);
  expect(mail!.rawHeader('from')).toContain(process.env.MAIL_FROM ?? 'no-reply@vitrine.localhost');
  const link = new RegExp(`href="([^"]+/${language}/login/link/\\?token=[^"]+)"`).exec(mail!.html)?.[1];
  expect(link, mail!.html).toBeTruthy();
  const url = new URL(link!.replace(/&amp;/g, '&'));
  // The site's address from the configuration, whatever the request said.
  expect(url.origin).toBe(inject('preview').clientUrl);
  return url.searchParams.get('token')!;
}

const storedLinks = async () => {
  const db = await openDatabase(inject('database'));
  try {
    return await db.rows(`SELECT key, value FROM strapi_core_store_settings WHERE key LIKE '${signInKeyPrefix}%'`);
  } finally {
    await db.close();
  }
};

describe('sign-in link by mail', () => {
  test('an owner gets a link to the site in the asked language; it signs in once', async () => {
    const owner = await newOwner('link.owner');
    const asked = await linkPost('', { email: owner.email.toUpperCase(), language: 'de' });
    expect(asked).toEqual({ status: 200, body: { ok: true } });
    const token = await tokenFromMail(owner.email, 'de', 'Ihr Anmeldelink für das Eigentümerportal');

    // Only the token's hash is stored, with an expiry 15 minutes ahead.
    const rows = await storedLinks();
    expect(rows.some((row) => JSON.stringify(row).includes(token))).toBe(false);
    const row = rows.find((candidate) => candidate.key === signInRecordKey(token));
    expect(row, JSON.stringify(rows)).toBeTruthy();
    expect(String(row!.key)).toContain(signInTokenHash(token));
    const record = usableRecord(row!.value)!;
    expect(record.user).toBe(owner.id);
    expect(record.expires - Date.now()).toBeGreaterThan((signInLinkMinutes - 1) * 60_000);
    expect(record.expires - Date.now()).toBeLessThanOrEqual(signInLinkMinutes * 60_000);
    // The same record no longer opens a session once its time is past.
    expect(usableRecord(row!.value, record.expires)).toBeNull();

    const used = await linkPost('/use', { token });
    expect(used.status).toBe(200);
    const me = await fetch(`${strapiUrl()}/api/users/me`, { headers: { authorization: `Bearer ${used.body.jwt}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(owner.email);
    const portal = await fetch(`${strapiUrl()}/api/owner/portal`, {
      headers: { authorization: `Bearer ${used.body.jwt}` },
    });
    expect(portal.status).toBe(200);

    const again = await linkPost('/use', { token });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Invalid or expired sign-in link');
    expect(again.body.jwt).toBeUndefined();
    expect((await storedLinks()).some((candidate) => candidate.key === signInRecordKey(token))).toBe(false);
  });

  test('a used link ends the sessions opened before it; its own works', async () => {
    const owner = await newOwner('link.session');
    const before = (await login(owner.email, owner.password)).body.jwt!;
    expect(await portalStatus(before)).toBe(200);
    expect((await linkPost('', { email: owner.email, language: 'nl' })).status).toBe(200);
    const token = await tokenFromMail(owner.email, 'nl', 'Uw aanmeldlink voor het eigenaarsportaal');
    const used = await linkPost('/use', { token });
    expect(used.status).toBe(200);
    expect(await portalStatus(before)).toBe(401);
    expect(await portalStatus(used.body.jwt)).toBe(200);
  });

  test('a new link replaces the older one', async () => {
    const owner = await newOwner('link.twice');
    expect((await linkPost('', { email: owner.email, language: 'en' })).status).toBe(200);
    const first = await tokenFromMail(owner.email, 'en', 'Your sign-in link for the owner portal');
    expect((await linkPost('', { email: owner.email, language: 'en' })).status).toBe(200);
    const mails = await mailsTo(owner.email, 2);
    const second = new URL(
      /href="([^"]+)"/.exec(mails.find((mail) => !mail.html.includes(first))!.html)![1]!.replace(/&amp;/g, '&'),
    ).searchParams.get('token')!;
    expect((await linkPost('/use', { token: first })).status).toBe(400);
    expect((await linkPost('/use', { token: second })).status).toBe(200);
  });

  test('an unknown e-mail gets the same answer and no mail; made-up tokens the same error', async () => {
    const email = `nobody.${Date.now()}@example.be`;
    expect(await linkPost('', { email, language: 'nl' })).toEqual({ status: 200, body: { ok: true } });
    await expect(mailsTo(email, 1, 3000)).rejects.toThrow(/got 0/);
    const ip = visitorIp();
    for (const token of ['a'.repeat(43), 'short', 42, null]) {
      const answer = await linkPost('/use', { token }, ip);
      expect(answer.status, String(token)).toBe(400);
      expect(answer.body.error.message).toBe('Invalid or expired sign-in link');
    }
  });

  test('a malformed address is refused by the domain schema', async () => {
    const answer = await linkPost('', { email: 'not-an-address', language: 'nl' });
    expect(answer.status).toBe(400);
  });

  test('link mails are limited per e-mail and per address', async () => {
    const email = `flood.link.${Date.now()}@example.be`;
    const perEmail = [];
    for (let i = 0; i < 4; i++) perEmail.push((await linkPost('', { email }, visitorIp())).status);
    expect(perEmail).toEqual([200, 200, 200, 429]);
    const refused = await fetch(`${strapiUrl()}/api/owner/sign-in-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitorHeaders(visitorIp()) },
      body: JSON.stringify({ email }),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const ip = visitorIp();
    const perAddress = [];
    for (let i = 0; i < 11; i++)
      perAddress.push((await linkPost('', { email: `flood.${i}.${Date.now()}@example.be` }, ip)).status);
    expect(perAddress.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(perAddress[10]).toBe(429);
  });
});

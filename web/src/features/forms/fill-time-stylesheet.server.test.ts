// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { limits } from '@vitrine/domain/server';
import { fillTimeCookieName, singleCookie } from '~/server/cookies';
import { peerAddressHeader } from './client-address.server';
import { fillTokenKey, issueFillTime, maximumFormAge, readFillTime } from './fill-time.server';
import { fillTimeStylesheet } from './fill-time-stylesheet.server';
import { memoryLimiters, spendProof } from './rate-limits.server';
import { signToken } from './signed-token.server';

const secret = 'a-test-secret-of-at-least-32-characters';
const now = Date.UTC(2026, 10, 27, 12);
const cookieOf = (token: string) => `${fillTimeCookieName}=${token}`;

function setup() {
  const limiters = memoryLimiters(`stylesheet-${Math.random()}`);
  const ask = (cookie?: string, { address = '203.0.113.9', secure = false, at = now } = {}) =>
    fillTimeStylesheet(
      new Request('http://site.test/_forms/started.css', {
        headers: { [peerAddressHeader]: address, ...(cookie ? { cookie } : {}) },
      }),
      { secret, limiters, secure, trustedProxy: [], now: at },
    );
  return { limiters, ask };
}

/** The fill time a Set-Cookie header gives, read back as the action reads the browser's Cookie header. */
const given = (response: Response) => {
  const header = response.headers.get('set-cookie');
  return header ? readFillTime(secret, header.split(';')[0]!, now) : null;
};

describe('/_forms/started.css', () => {
  test('answers an empty style sheet nobody caches, with a signed fill time in an HttpOnly, Lax cookie for a day', async () => {
    const { ask } = setup();
    const answer = await ask();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toBe('');
    const header = answer.headers.get('set-cookie') ?? '';
    expect(header.split('; ').slice(1).sort()).toEqual(
      [`Max-Age=${maximumFormAge / 1000}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'].sort(),
    );
    expect(given(answer)).toMatchObject({ age: 0 });
    // Secure when the site is https.
    expect((await ask(undefined, { secure: true })).headers.get('set-cookie')).toMatch(/; Secure/);
  });

  test('no two browsers get the same fill time', async () => {
    const { ask } = setup();
    const [a, b] = [given(await ask()), given(await ask())];
    expect(a?.token).toBeTruthy();
    expect(a?.token).not.toBe(b?.token);
  });

  test('keeps a genuine, unspent fill time under an hour old (a second try reloads the page), renews any other', async () => {
    const { ask, limiters } = setup();
    const young = issueFillTime(secret, now - 20_000);
    expect((await ask(cookieOf(young))).headers.get('set-cookie')).toBeNull();
    const spent = issueFillTime(secret, now - 20_000);
    await spendProof(limiters, fillTokenKey(secret, spent));
    const renewed = [
      cookieOf(spent),
      cookieOf(issueFillTime(secret, now - 3600_000)),
      cookieOf(signToken('another-secret', 'fill-time', { at: now - 20_000 })),
      `${cookieOf(young)}; ${cookieOf(young)}`,
      `${fillTimeCookieName}=`,
    ];
    for (const cookie of renewed) {
      const answer = await ask(cookie);
      expect(given(answer), cookie).toMatchObject({ age: 0 });
      expect(singleCookie(answer.headers.get('set-cookie'), fillTimeCookieName).value).not.toBe(young);
    }
  });

  test('past its generous limit an address gets no cookie (its forms fall back to the proof of work or the captcha)', async () => {
    const { ask } = setup();
    const { points } = limits.fillTimeCookie;
    for (let index = 0; index < points; index += 1) expect((await ask()).status).toBe(200);
    const over = await ask();
    expect([over.status, over.headers.get('retry-after'), over.headers.get('set-cookie')]).toEqual([429, '60', null]);
    expect((await ask(undefined, { address: '198.51.100.7' })).headers.get('set-cookie')).toBeTruthy();
  });
});

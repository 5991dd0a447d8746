// @vitest-environment node
import { RouterContextProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { checkCaptcha, createCaptcha } from './captcha.server';
import { peerAddressHeader } from './client-address.server';
import { fillTimeCookieName } from '~/server/cookies';
import { issueFillTime, readFillTime, tookPersonsTime } from './fill-time.server';
import {
  handleLeadAction,
  pageUrlOf,
  submissionKey,
  withFormHeaders,
  type LeadActionOptions,
} from './lead-action.server';
import type { LeadFormState } from './lead-forms';
import type { StoreOutcome } from './lead-store.server';
import { createPowChallenge, encodePowPayload } from './proof-of-work.server';
import { memoryLimiters } from './rate-limits.server';
import { readToken, signToken } from './signed-token.server';

const secret = 'a-test-secret-of-at-least-32-characters';
const now = Date.UTC(2026, 10, 24, 12);

const valid = {
  property: 'abc123',
  firstName: 'An',
  lastName: 'Peeters',
  email: 'an@example.be',
  phone: '',
  remark: 'Is the garden south-facing?',
};

/** The Cookie header of a browser whose fill-time cookie is `token`. */
const cookieOf = (token: string) => `${fillTimeCookieName}=${token}`;

function post(fields: Record<string, string | string[]>, address = '203.0.113.9', cookie: string | null = null) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return new Request('http://site.test/nl/te-koop/gent/huis-1/', {
    method: 'POST',
    body,
    headers: { [peerAddressHeader]: address, ...(cookie === null ? {} : { cookie }) },
  });
}

/** A proof of work solved as the page's script solves it (a small counter: instant). */
async function solvedPow(form = 'infoRequest', key = secret): Promise<string> {
  const challenge = await createPowChallenge(key, form, Date.now(), 3);
  const solution = await solveChallenge({ challenge, deriveKey });
  return encodePowPayload(challenge, solution!);
}

function setup() {
  const stored: Array<{ form: string; value: Record<string, unknown>; visitor: string }> = [];
  const options = {
    context: new RouterContextProvider(),
    language: 'nl',
    forms: { infoRequest: () => '/nl/bedankt/contact-me/' },
    secret,
    limiters: memoryLimiters(`test-${Math.random()}`),
    now,
    store: vi.fn(
      async (form: string, value: Record<string, unknown>, visitor: string, _key?: string): Promise<StoreOutcome> => {
        stored.push({ form, value, visitor });
        return { kind: 'stored' };
      },
    ),
  } satisfies Omit<LeadActionOptions, 'request'>;
  // A browser that loaded the page 10 s ago: its fill-time cookie (`/_forms/started.css`).
  const started = issueFillTime(secret, now - 10_000);
  const send = async (
    fields: Record<string, string | string[]>,
    address?: string,
    at = now,
    cookie: string | null = cookieOf(started),
  ) => {
    const result = await handleLeadAction({ ...options, now: at, request: post(fields, address, cookie) });
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('location'), state: null };
    return {
      status: result.init?.status ?? 200,
      location: null,
      state: result.data.leadForm as LeadFormState,
      retryAfter: new Headers(result.init?.headers).get('retry-after'),
    };
  };
  return { options, stored, send, started, cookie: cookieOf(started), fields: { _form: 'infoRequest', ...valid } };
}

describe('the lead form action', () => {
  test('stores a valid submission with the page language and answers 303 to the thank-you page', async () => {
    const { send, stored, fields } = setup();
    expect(await send(fields)).toMatchObject({ status: 303, location: '/nl/bedankt/contact-me/' });
    expect(stored).toEqual([{ form: 'infoRequest', visitor: '203.0.113.9', value: { ...valid, language: 'nl' } }]);
  });

  test('answers an invalid submission with the input kept and each error by field, storing nothing', async () => {
    const { send, stored, fields } = setup();
    const answer = await send({ ...fields, firstName: ' ', email: 'an@example' });
    expect(answer.status).toBe(400);
    expect(answer.state?.errors).toEqual({
      firstName: 'validation.firstNameRequired',
      email: 'validation.emailInvalid',
    });
    expect(answer.state?.values).toMatchObject({ lastName: 'Peeters', email: 'an@example', remark: valid.remark });
    expect(answer.state?.captcha).toBeNull();
    expect(stored).toEqual([]);
  });

  test.each([
    ['it was sent faster than a person types', cookieOf(issueFillTime(secret, now - 500))],
    ['its fill-time cookie is forged', cookieOf(signToken('another-secret', 'fill-time', { at: now - 10_000 }))],
    ['its fill-time cookie is older than a day', cookieOf(issueFillTime(secret, now - 24 * 3600_000 - 1))],
    [
      'its fill-time cookie is sent twice',
      `${cookieOf(issueFillTime(secret, now - 10_000))}; ${cookieOf(issueFillTime(secret, now - 20_000))}`,
    ],
    ['it comes without the fill-time cookie', null],
  ])('asks for the captcha instead of storing when %s', async (_, cookie) => {
    const { send, stored, fields } = setup();
    const answer = await send(fields, undefined, now, cookie);
    expect(answer.status).toBe(429);
    // Every 429 says when to try again: at once, with the captcha's answer.
    expect(answer.retryAfter).toBe('0');
    expect(answer.state?.captcha?.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(answer.state?.errors).toEqual({});
    expect(stored).toEqual([]);
  });

  test('refuses a filled honeypot whatever else the post carries: a right captcha, a proof of work, a fill time', async () => {
    const { send, stored, fields } = setup();
    const known = createCaptcha(secret, 'infoRequest', now, 'KARTW');
    const answers = [
      await send({ ...fields, homepage: 'http://spam.example' }),
      await send({ ...fields, homepage: 'x', _captcha: known.token, captcha: 'KARTW' }),
      await send({ ...fields, homepage: 'x', _pow: await solvedPow() }),
    ];
    expect(answers.map((answer) => [answer.status, answer.state?.refused, answer.state?.captcha])).toEqual([
      [400, 'automated', null],
      [400, 'automated', null],
      [400, 'automated', null],
    ]);
    expect(stored).toEqual([]);
  });

  test('a fill-time cookie lets one submission through: the same cookie again is asked for the captcha', async () => {
    const { send, stored, fields } = setup();
    expect((await send(fields)).status).toBe(303);
    const again = await send({ ...fields, email: 'someone.else@example.be' });
    expect(again.status).toBe(429);
    expect(again.state?.captcha).not.toBeNull();
    expect(stored).toHaveLength(1);
  });

  test('a cookie whose lead Strapi could not store stays usable: "not sent", then sent', async () => {
    const { options, send, stored, fields } = setup();
    options.store.mockResolvedValueOnce({ kind: 'failed' });
    expect((await send(fields)).state?.notSent).toBe(true);
    expect((await send(fields)).status).toBe(303);
    expect(stored).toHaveLength(1);
  });

  test('with a solved proof of work a form sent at once is stored without a captcha, each proof once', async () => {
    const { send, stored, fields } = setup();
    const fresh = cookieOf(issueFillTime(secret, now - 200));
    const pow = await solvedPow();
    expect(await send({ ...fields, _pow: pow }, undefined, now, fresh)).toMatchObject({ status: 303 });
    const reused = await send({ ...fields, _pow: pow, email: 'b@example.be' }, undefined, now, fresh);
    expect(reused.status).toBe(429);
    expect(reused.state?.captcha).not.toBeNull();
    expect(stored).toHaveLength(1);
  });

  test.each([
    ['solved for another form', () => solvedPow('visitRequest')],
    ['signed with another secret', () => solvedPow('infoRequest', 'another-secret-of-at-least-32-characters')],
    [
      'with its derived key changed',
      async () => {
        const payload = JSON.parse(Buffer.from(await solvedPow(), 'base64').toString()) as {
          solution: { derivedKey: string };
        };
        const key = payload.solution.derivedKey;
        payload.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
        return Buffer.from(JSON.stringify(payload)).toString('base64');
      },
    ],
    ['not base64 JSON', async () => '%%%'],
  ])('a proof of work %s counts for nothing (the fill time decides)', async (_, pow) => {
    const { send, stored, fields } = setup();
    const fresh = cookieOf(issueFillTime(secret, now - 200));
    expect((await send({ ...fields, _pow: await pow() }, undefined, now, fresh)).status).toBe(429);
    expect(stored).toEqual([]);
  });

  test('an office of ten behind one address sends ten requests in an hour, none asked for a captcha', async () => {
    const { send, stored, fields } = setup();
    const statuses = [];
    for (let index = 0; index < 10; index += 1) {
      // Half with JavaScript (a proof of work), half without (their own browser's fill-time cookie).
      const withScript = index % 2 === 0;
      const answer = await send(
        { ...fields, ...(withScript ? { _pow: await solvedPow() } : {}), email: `colleague${index}@example.be` },
        '203.0.113.9',
        now + index * 300_000,
        withScript ? null : cookieOf(issueFillTime(secret, now - 60_000 + index)),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual(Array(10).fill(303));
    expect(stored).toHaveLength(10);
  });

  test('a burst from one address past its limit is asked for the captcha, never another visitor', async () => {
    const { send, stored, fields } = setup();
    const statuses = [];
    for (let index = 0; index < 31; index += 1) {
      const cookie = cookieOf(issueFillTime(secret, now - 10_000));
      statuses.push((await send({ ...fields, email: `visitor${index}@example.be` }, undefined, now, cookie)).status);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(303));
    expect(statuses[30]).toBe(429);
    const other = cookieOf(issueFillTime(secret, now - 10_000));
    expect((await send({ ...fields, email: 'other@example.be' }, '198.51.100.7', now, other)).status).toBe(303);
    expect(stored).toHaveLength(31);
  });

  test('stores a held-back submission once its captcha is answered, refusing a wrong or reused answer', async () => {
    const { send, stored, fields } = setup();
    const held = await send(fields, undefined, now, cookieOf(issueFillTime(secret, now - 500)));
    const token = held.state!.captcha!.token;
    expect(readToken(secret, 'captcha', token)).not.toHaveProperty('text');
    const known = createCaptcha(secret, 'infoRequest', now, 'KARTW');
    expect((await send({ ...fields, _captcha: token, captcha: '' })).state?.errors).toEqual({
      captcha: 'validation.captchaRequired',
    });
    expect((await send({ ...fields, _captcha: known.token, captcha: 'KARTX' })).state?.errors).toEqual({
      captcha: 'validation.captchaInvalid',
    });
    expect(await send({ ...fields, _captcha: known.token, captcha: 'kartw' })).toMatchObject({ status: 303 });
    expect((await send({ ...fields, _captcha: known.token, captcha: 'kartw' })).state?.errors).toEqual({
      captcha: 'validation.captchaInvalid',
    });
    expect(stored).toHaveLength(1);
  });

  test('a captcha answered right while another field failed is not asked again; its pass counts once', async () => {
    const { send, stored, fields } = setup();
    const known = createCaptcha(secret, 'infoRequest', now, 'KARTW');
    const first = await send({ ...fields, firstName: ' ', _captcha: known.token, captcha: 'KARTW' });
    expect(first.status).toBe(400);
    expect(first.state?.errors).toEqual({ firstName: 'validation.firstNameRequired' });
    expect(first.state?.captcha).toBeNull();
    const pass = first.state?.captchaPass;
    expect(pass).toBeTruthy();
    // The fill-time cookie is spent by another submission meanwhile: the pass alone lets it through.
    expect((await send(fields)).status).toBe(303);
    expect(await send({ ...fields, email: 'an2@example.be', _captcha_ok: pass! })).toMatchObject({ status: 303 });
    const again = await send({ ...fields, email: 'an3@example.be', _captcha_ok: pass! });
    expect(again.status).toBe(429);
    expect(stored).toHaveLength(2);
  });

  test('a lead Strapi refuses for its limit answers 429 with Retry-After and the limit message, not "not sent"', async () => {
    const { options, fields, cookie } = setup();
    const result = await handleLeadAction({
      ...options,
      request: post(fields, undefined, cookie),
      store: async () => ({ kind: 'limited', retryAfter: 42 }),
    });
    expect(result).not.toBeInstanceOf(Response);
    if (!(result instanceof Response)) {
      expect(result.init?.status).toBe(429);
      expect(new Headers(result.init?.headers).get('retry-after')).toBe('42');
      expect(result.data.leadForm).toMatchObject({ notSent: false, refused: 'limit', captcha: null });
      // The page's answer keeps it (the route's headers are withFormHeaders).
      const headers = withFormHeaders(() => ({ 'Cache-Control': 'public, s-maxage=60' }))({
        actionHeaders: new Headers(result.init?.headers),
      });
      expect(new Headers(headers).get('retry-after')).toBe('42');
      expect(new Headers(headers).get('cache-control')).toBe('no-store');
    }
  });

  test('gives a new captcha image on request, keeping the input', async () => {
    const { send, fields } = setup();
    const answer = await send({ ...fields, _intent: 'new-captcha', _captcha: 'old' });
    expect(answer.status).toBe(200);
    expect(answer.state?.captcha).not.toBeNull();
    expect(answer.state?.values).toMatchObject({ firstName: 'An' });
  });

  test('the same browser and input sent again carry the same submission key; other input or another browser another', async () => {
    const { options, fields, send } = setup();
    const keys: string[] = [];
    options.store.mockImplementation(async (_form, _value, _visitor, key?: string) => {
      keys.push(key ?? '');
      return { kind: 'stored' as const };
    });
    await send({ ...fields, _pow: await solvedPow() });
    await send({ ...fields, _pow: await solvedPow() });
    await send({ ...fields, remark: 'And the cellar?', _pow: await solvedPow() });
    await send(fields, undefined, now, cookieOf(issueFillTime(secret, now - 20_000)));
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
    // Signed with the form secret: the same submission under another secret has another key.
    const { started } = setup();
    expect(submissionKey('another-secret-of-at-least-32-characters', 'infoRequest', started, {})).not.toBe(
      submissionKey(secret, 'infoRequest', started, {}),
    );
  });

  test('says "not sent" only when Strapi could not store the lead', async () => {
    const { options, fields, cookie } = setup();
    const request = post(fields, undefined, cookie);
    const result = await handleLeadAction({ ...options, request, store: async () => ({ kind: 'failed' }) });
    expect(result).not.toBeInstanceOf(Response);
    if (!(result instanceof Response)) {
      expect(result.init?.status).toBe(503);
      expect(result.data.leadForm).toMatchObject({ notSent: true, errors: {} });
    }
  });

  test('fixes what the page fixes: a posted property cannot replace the page listing', async () => {
    const { options, stored, fields, cookie } = setup();
    await handleLeadAction({
      ...options,
      fixed: { property: 'pageListing' },
      request: post({ ...fields, property: 'other' }, undefined, cookie),
    });
    expect(stored[0]?.value.property).toBe('pageListing');
  });
});

test('stores a request made once only once, sending a repeat to its page', async () => {
  const { options, stored, fields, cookie } = setup();
  const once = {
    infoRequest: { key: (value: Record<string, unknown>) => `docs:${String(value.email)}`, repeated: '/again/' },
  };
  const first = await handleLeadAction({ ...options, once, request: post(fields, undefined, cookie) });
  const again = await handleLeadAction({ ...options, once, request: post({ ...fields, _pow: await solvedPow() }) });
  expect([first, again].map((result) => (result instanceof Response ? result.headers.get('location') : null))).toEqual([
    '/nl/bedankt/contact-me/',
    '/again/',
  ]);
  expect(stored).toHaveLength(1);
});

describe('form tokens', () => {
  test('a fill-time cookie proves a person’s time from 3 s to a day, read only when genuine and sent once', () => {
    const token = issueFillTime(secret, 0);
    const at = (ms: number, header = cookieOf(token)) => tookPersonsTime(readFillTime(secret, header, ms));
    expect(readFillTime(secret, cookieOf(token), 5_000)).toEqual({ token, age: 5_000 });
    expect([at(2_999), at(3_000), at(24 * 3600_000), at(24 * 3600_000 + 1)]).toEqual([false, true, true, false]);
    expect(at(5_000, cookieOf(`${token}x`))).toBe(false);
    expect(at(5_000, `${cookieOf(token)}; ${cookieOf(token)}`)).toBe(false);
    expect(at(5_000, `other=${token}`)).toBe(false);
    // Another purpose's token (a captcha pass) signed with the same secret is no fill time.
    expect(at(5_000, cookieOf(signToken(secret, 'captcha-pass', { at: 0 })))).toBe(false);
  });

  test('no two browsers served in the same millisecond share a fill-time cookie (each is spent once)', () => {
    expect(issueFillTime(secret, 0)).not.toBe(issueFillTime(secret, 0));
  });

  test('a captcha is drawn as paths, its answer only as a keyed digest, and expires', () => {
    const captcha = createCaptcha(secret, 'infoRequest', 0, 'KARTW');
    const svg = Buffer.from(captcha.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text|KARTW/);
    expect(JSON.stringify(readToken(secret, 'captcha', captcha.token))).not.toContain('KARTW');
    expect(checkCaptcha(secret, 'infoRequest', captcha.token, 'kartw', 1000).ok).toBe(true);
    expect(checkCaptcha(secret, 'infoRequest', captcha.token, 'kartw', 11 * 60_000).ok).toBe(false);
    expect(checkCaptcha(secret, 'visitRequest', captcha.token, 'kartw', 1000).ok).toBe(false);
  });
});

test.each([
  ['http://site.test/nl/te-koop/gent/huis-VT1/_.data', '/nl/te-koop/gent/huis-VT1/'],
  ['http://site.test/nl/te-koop/gent/huis-VT1.data', '/nl/te-koop/gent/huis-VT1/'],
  ['http://site.test/nl/te-koop/gent/huis-VT1/', '/nl/te-koop/gent/huis-VT1/'],
])('a form posted to %s was posted from %s', (url, path) => {
  expect(pageUrlOf(new Request(url, { method: 'POST' })).pathname).toBe(path);
});

import { RouterContextProvider } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { checkCaptcha, createCaptcha } from './captcha.server';
import { peerAddressHeader } from './client-address.server';
import { issueFillToken, tookPersonsTime } from './fill-time.server';
import { handleLeadAction, pageUrlOf, submissionKey, type LeadActionOptions } from './lead-action.server';
import type { LeadFormState } from './lead-forms';
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

function post(fields: Record<string, string | string[]>, address = '203.0.113.9') {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  return new Request('http://site.test/nl/te-koop/gent/huis-1/', {
    method: 'POST',
    body,
    headers: { [peerAddressHeader]: address },
  });
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
    store: vi.fn(async (form: string, value: Record<string, unknown>, visitor: string, _key?: string) => {
      stored.push({ form, value, visitor });
      return { kind: 'stored' as const };
    }),
  } satisfies Omit<LeadActionOptions, 'request'>;
  const send = async (fields: Record<string, string | string[]>, address?: string, at = now) => {
    const result = await handleLeadAction({ ...options, now: at, request: post(fields, address) });
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get('location'), state: null };
    return { status: result.init?.status ?? 200, location: null, state: result.data.leadForm as LeadFormState };
  };
  const started = issueFillToken(secret, 'infoRequest', now - 10_000);
  return { options, stored, send, started, fields: { _form: 'infoRequest', _started: started, ...valid } };
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
    ['the honeypot is filled', { homepage: 'http://spam.example' }],
    ['it was sent faster than a person types', { _started: issueFillToken(secret, 'infoRequest', now - 500) }],
    [
      'its fill-time token is forged',
      { _started: signToken('another-secret', 'fill-time', { form: 'infoRequest', at: 0 }) },
    ],
  ])('asks for the captcha instead of storing when %s', async (_, extra) => {
    const { send, stored, fields } = setup();
    const answer = await send({ ...fields, ...extra });
    expect(answer.status).toBe(429);
    expect(answer.state?.captcha?.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(answer.state?.errors).toEqual({});
    expect(stored).toEqual([]);
  });

  test('asks a burst from one address for the captcha, never another visitor', async () => {
    const { send, stored, fields } = setup();
    const statuses = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await send({ ...fields, email: `visitor${index}@example.be` })).status);
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    expect((await send({ ...fields, email: 'other@example.be' }, '198.51.100.7')).status).toBe(303);
    expect(stored).toHaveLength(6);
  });

  test('stores a held-back submission once its captcha is answered, refusing a wrong or reused answer', async () => {
    const { send, stored, fields } = setup();
    const held = await send({ ...fields, homepage: 'x' });
    const token = held.state!.captcha!.token;
    expect(readToken(secret, 'captcha', token)).not.toHaveProperty('text');
    const known = createCaptcha(secret, 'infoRequest', now, 'K7ARD');
    expect((await send({ ...fields, _captcha: token, captcha: '' })).state?.errors).toEqual({
      captcha: 'validation.captchaRequired',
    });
    expect((await send({ ...fields, _captcha: known.token, captcha: 'K7ARX' })).state?.errors).toEqual({
      captcha: 'validation.captchaInvalid',
    });
    expect(await send({ ...fields, _captcha: known.token, captcha: 'k7ard' })).toMatchObject({ status: 303 });
    expect((await send({ ...fields, _captcha: known.token, captcha: 'k7ard' })).state?.errors).toEqual({
      captcha: 'validation.captchaInvalid',
    });
    expect(stored).toHaveLength(1);
  });

  test('gives a new captcha image on request, keeping the input', async () => {
    const { send, fields } = setup();
    const answer = await send({ ...fields, _intent: 'new-captcha', _captcha: 'old' });
    expect(answer.status).toBe(200);
    expect(answer.state?.captcha).not.toBeNull();
    expect(answer.state?.values).toMatchObject({ firstName: 'An' });
  });

  test('the same page and input sent again carry the same submission key; other input or a new page another', async () => {
    const { options, fields, send } = setup();
    const keys: string[] = [];
    options.store.mockImplementation(async (_form, _value, _visitor, key?: string) => {
      keys.push(key ?? '');
      return { kind: 'stored' as const };
    });
    await send(fields);
    await send(fields);
    await send({ ...fields, remark: 'And the cellar?' });
    await send({ ...fields, _started: issueFillToken(secret, 'infoRequest', now - 20_000) });
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set(keys).size).toBe(3);
    // Signed with the form secret: the same submission under another secret has another key.
    expect(submissionKey('another-secret-of-at-least-32-characters', 'infoRequest', fields._started, {})).not.toBe(
      submissionKey(secret, 'infoRequest', fields._started, {}),
    );
  });

  test('says "not sent" only when Strapi could not store the lead', async () => {
    const { options, fields } = setup();
    const request = post(fields);
    const result = await handleLeadAction({ ...options, request, store: async () => ({ kind: 'failed' }) });
    expect(result).not.toBeInstanceOf(Response);
    if (!(result instanceof Response)) {
      expect(result.init?.status).toBe(503);
      expect(result.data.leadForm).toMatchObject({ notSent: true, errors: {} });
    }
  });

  test('fixes what the page fixes: a posted property cannot replace the page listing', async () => {
    const { options, stored, fields } = setup();
    await handleLeadAction({
      ...options,
      fixed: { property: 'pageListing' },
      request: post({ ...fields, property: 'other' }),
    });
    expect(stored[0]?.value.property).toBe('pageListing');
  });
});

test('stores a request made once only once, sending a repeat to its page', async () => {
  const { options, stored, fields } = setup();
  const once = {
    infoRequest: { key: (value: Record<string, unknown>) => `docs:${String(value.email)}`, repeated: '/again/' },
  };
  const first = await handleLeadAction({ ...options, once, request: post(fields) });
  const again = await handleLeadAction({ ...options, once, request: post(fields) });
  expect([first, again].map((result) => (result instanceof Response ? result.headers.get('location') : null))).toEqual([
    '/nl/bedankt/contact-me/',
    '/again/',
  ]);
  expect(stored).toHaveLength(1);
});

describe('form tokens', () => {
  test('a fill-time token proves a person’s time for its own form only, from 3 s to a day', () => {
    const token = issueFillToken(secret, 'infoRequest', 0);
    expect(tookPersonsTime(secret, 'infoRequest', token, 2_999)).toBe(false);
    expect(tookPersonsTime(secret, 'infoRequest', token, 3_000)).toBe(true);
    expect(tookPersonsTime(secret, 'infoRequest', token, 24 * 3600_000 + 1)).toBe(false);
    expect(tookPersonsTime(secret, 'visitRequest', token, 5_000)).toBe(false);
    expect(tookPersonsTime(secret, 'infoRequest', `${token}x`, 5_000)).toBe(false);
  });

  test('a captcha is drawn as paths, its answer only as a keyed digest, and expires', () => {
    const captcha = createCaptcha(secret, 'infoRequest', 0, 'K7ARD');
    const svg = Buffer.from(captcha.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/<text|K7ARD/);
    expect(JSON.stringify(readToken(secret, 'captcha', captcha.token))).not.toContain('K7ARD');
    expect(checkCaptcha(secret, 'infoRequest', captcha.token, 'k7ard', 1000).ok).toBe(true);
    expect(checkCaptcha(secret, 'infoRequest', captcha.token, 'k7ard', 11 * 60_000).ok).toBe(false);
    expect(checkCaptcha(secret, 'visitRequest', captcha.token, 'k7ard', 1000).ok).toBe(false);
  });
});

test.each([
  ['http://site.test/nl/te-koop/gent/huis-VT1/_.data', '/nl/te-koop/gent/huis-VT1/'],
  ['http://site.test/nl/te-koop/gent/huis-VT1.data', '/nl/te-koop/gent/huis-VT1/'],
  ['http://site.test/nl/te-koop/gent/huis-VT1/', '/nl/te-koop/gent/huis-VT1/'],
])('a form posted to %s was posted from %s', (url, path) => {
  expect(pageUrlOf(new Request(url, { method: 'POST' })).pathname).toBe(path);
});

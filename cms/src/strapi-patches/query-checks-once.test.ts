import { describe, expect, test, vi } from 'vitest';
import { fingerprint, registerQueryChecksOnce, rememberPerRequest, type Check } from './query-checks-once';

describe('fingerprint', () => {
  test.each([
    [{ sort: ['price:asc'], start: 0 }, '{"sort":["price:asc"],"start":0}'],
    [{ filters: { goal: { $eq: 0 } }, locale: 'nl' }, '{"filters":{"goal":{"$eq":0}},"locale":"nl"}'],
    [{ a: undefined }, '{"a":undefined}'],
    [{}, '{}'],
    [[null, true, 'x', 1.5], '[null,true,"x",1.5]'],
    [Object.assign(Object.create(null), { a: 1 }), '{"a":1}'],
    [{ at: new Date(0) }, null],
    [{ n: Number.NaN }, null],
    [{ f: () => 1 }, null],
    [{ big: 1n }, null],
  ])('%o → %s', (value, expected) => {
    expect(fingerprint(value)).toBe(expected);
  });

  test('a key set to undefined is not a missing key, and key order counts', () => {
    expect(fingerprint({ a: undefined })).not.toBe(fingerprint({}));
    expect(fingerprint({ a: 1, b: 2 })).not.toBe(fingerprint({ b: 2, a: 1 }));
  });
});

const listing = { uid: 'api::property.property' };
const photo = { uid: 'plugin::upload.file' };
const query = () => ({ sort: ['price:asc'], filters: { goal: { $eq: 0 } } });

describe('rememberPerRequest', () => {
  const counting = () => {
    const check = vi.fn<Check<{ checked: unknown }>>(async (value) => ({ checked: value }));
    return { check, remembered: rememberPerRequest(check, (value) => structuredClone(value)) };
  };

  test('the same query, content type and request: checked once, each caller gets its own copy', async () => {
    const { check, remembered } = counting();
    const auth = {};
    const first = await remembered(query(), listing, { auth });
    const second = await remembered(query(), listing, { auth });
    expect(check).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  test.each([
    ['another request', query(), listing, { auth: {} }],
    ['another content type', query(), photo, undefined],
    ['another query', { ...query(), start: 24 }, listing, undefined],
  ])('%s: checked again', async (_, value, schema, options) => {
    const { check, remembered } = counting();
    const auth = {};
    await remembered(query(), listing, { auth });
    await remembered(value, schema, options ?? { auth });
    expect(check).toHaveBeenCalledTimes(2);
  });

  test.each([
    ['other options', query(), { strictParams: true }],
    ['no auth', query(), { auth: undefined }],
    ['a query without fingerprint', { at: new Date(0) }, {}],
  ])('%s: never remembered', async (_, value, options) => {
    const { check, remembered } = counting();
    const auth = {};
    await remembered(value, listing, { auth, ...options });
    await remembered(value, listing, { auth, ...options });
    expect(check).toHaveBeenCalledTimes(2);
  });

  test('an auth kept beyond one request remembers 100 queries, no more', async () => {
    const { check, remembered } = counting();
    const auth = {};
    for (let start = 0; start < 150; start += 1) await remembered({ start }, listing, { auth });
    for (let start = 0; start < 150; start += 1) await remembered({ start }, listing, { auth });
    expect(check).toHaveBeenCalledTimes(150 + 50);
  });

  test('a failed check fails again the same way, without running twice', async () => {
    const failure = new Error('Invalid key secret');
    const check = vi.fn<Check<void>>(async () => {
      throw failure;
    });
    const remembered = rememberPerRequest(check, (value) => value);
    const auth = {};
    await expect(remembered(query(), listing, { auth })).rejects.toBe(failure);
    await expect(remembered(query(), listing, { auth })).rejects.toBe(failure);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('registerQueryChecksOnce', () => {
  test('Strapi’s content API checks a repeated query once, and no caller sees another’s changes', async () => {
    const validate = vi.fn<Check<void>>(async () => undefined);
    const sanitize = vi.fn<Check<unknown>>(async (value) => structuredClone(value));
    const contentAPI = { validate: { query: validate }, sanitize: { query: sanitize } };
    registerQueryChecksOnce({ contentAPI } as never);
    const auth = {};
    await contentAPI.validate.query(query(), listing, { auth });
    await contentAPI.validate.query(query(), listing, { auth });
    const first = (await contentAPI.sanitize.query(query(), listing, { auth })) as { sort: string[] };
    first.sort.push('id:asc');
    const second = (await contentAPI.sanitize.query(query(), listing, { auth })) as { sort: string[] };
    expect(validate).toHaveBeenCalledTimes(1);
    expect(sanitize).toHaveBeenCalledTimes(1);
    expect(second.sort).toEqual(['price:asc']);
  });
});

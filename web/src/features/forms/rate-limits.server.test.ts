// @vitest-environment node
import { limits, limitStore, type LimitStore } from '@vitrine/domain/server';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryLimiters, overLimit, type FormLimiters } from './rate-limits.server';

// The machine's Redis, on a database of these tests' own (emptied before each test).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/8';
// Nothing listens on port 1: Redis is down.
const downUrl = 'redis://127.0.0.1:1/8';
const visitor = '203.0.113.9';

/** How many of `attempts` submissions from one address, sent to `sets` in turn, passed without a captcha. */
async function passed(sets: FormLimiters[], attempts: number): Promise<number> {
  let through = 0;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (!(await overLimit(sets[attempt % sets.length]!, [['ip', visitor]]))) through++;
  }
  return through;
}

// The numbers come from the site's one table (domain/src/server/limits.ts), never a copy here:
// changing formAddress there changes what these tests expect.
const perAddress = limits.formAddress;

describe('form rate limits in Redis (REDIS_URL)', () => {
  let admin: Redis;
  const stores: LimitStore[] = [];
  // A web instance that has just started: its connection is still being made.
  const instance = (url: string, connectWaitMs?: number) => {
    const store = limitStore(url, { connectWaitMs });
    stores.push(store);
    return store;
  };

  beforeAll(() => {
    admin = new Redis(redisUrl);
  });
  beforeEach(async () => {
    await admin.flushdb();
  });
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
  });
  afterAll(async () => {
    await admin.flushdb();
    await admin.quit();
  });

  test('two instances sharing one Redis count together, from their first submission', async () => {
    expect(await passed([instance(redisUrl), instance(redisUrl)], perAddress.points + 2)).toBe(perAddress.points);
  });

  test('the counters are keys in Redis, with their expiry', async () => {
    const store = instance(redisUrl);
    await passed([store], 2);
    // Under the keyed hash of the address, never the address (decision 033).
    const key = `vitrine:limits:formAddress:${store.key(visitor)}`;
    expect(key).not.toContain(visitor);
    expect(await admin.keys('vitrine:limits:*')).toEqual([key]);
    expect(await admin.get(key)).toBe('2');
    const ttl = await admin.ttl(key);
    expect(ttl).toBeGreaterThan(perAddress.duration - 100);
    expect(ttl).toBeLessThanOrEqual(perAddress.duration);
  });

  test('with Redis down, each instance still asks for the captcha past the limit, counting in memory', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await passed([instance(downUrl, 500)], perAddress.points + 2)).toBe(perAddress.points);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/Redis unavailable, counting in memory/);
    expect(await admin.keys('*')).toEqual([]);
  });
});

describe('each form limit is its entry of the one table', () => {
  test.each([
    ['ip', 'formAddress', '203.0.113.9'],
    ['address', 'formEmail', 'an@example.be'],
    ['friend', 'formFriend', 'friend@example.be'],
  ] as const)('%s passes %s’s points, then asks for the captcha', async (name, entry, key) => {
    const limiters = memoryLimiters(`test-${Math.random()}`);
    for (let count = 0; count < limits[entry].points; count++)
      expect(await overLimit(limiters, [[name, key]])).toBe(false);
    expect(await overLimit(limiters, [[name, key]])).toBe(true);
  });
});

import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  consume,
  forget,
  hashedKey,
  limitStore,
  retryAfterSeconds,
  used,
  waitBefore,
  type LimitStore,
} from './limiter.js';
import { limits, type LimitName } from './limits.js';

// The machine's Redis, on a database of these tests' own (emptied before each test).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/11';
// Nothing listens on port 1: Redis is down.
const downUrl = 'redis://127.0.0.1:1/11';
const visitor = '203.0.113.9';

/** How many of `attempts` counts of `visitor` against leadEmail, spread over `stores` in turn, passed. */
async function passed(stores: LimitStore[], attempts: number): Promise<number> {
  let through = 0;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (!(await consume(stores[attempt % stores.length]!, [['leadEmail', visitor]]))) through++;
  }
  return through;
}

describe('the limiter wrapper', () => {
  let admin: Redis;
  const open: LimitStore[] = [];
  const secret = 'the-servers-secret';
  const store = (url: string | undefined, connectWaitMs?: number, keySecret = secret) => {
    const made = limitStore(url, { connectWaitMs, warn: () => undefined, keySecret });
    open.push(made);
    return made;
  };

  beforeAll(() => {
    admin = new Redis(redisUrl);
  });
  beforeEach(async () => {
    await admin.flushdb();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((made) => made.close()));
  });
  afterAll(async () => {
    await admin.flushdb();
    await admin.quit();
  });

  test('two processes sharing one Redis count together, from their first count, as the table says', async () => {
    expect(await passed([store(redisUrl), store(redisUrl)], limits.leadEmail.points + 2)).toBe(limits.leadEmail.points);
  });

  test('a counter is a key in Redis named after its limit, expiring with the limit’s window', async () => {
    await passed([store(redisUrl)], 2);
    const key = `vitrine:limits:leadEmail:${hashedKey(secret, visitor)}`;
    expect(await admin.keys('vitrine:limits:*')).toEqual([key]);
    expect(await admin.get(key)).toBe('2');
    const ttl = await admin.ttl(key);
    expect(ttl).toBeGreaterThan(limits.leadEmail.duration - 100);
    expect(ttl).toBeLessThanOrEqual(limits.leadEmail.duration);
  });

  test('no counted e-mail or IP address is in Redis, only its keyed hash; another secret counts apart', async () => {
    const address = 'jan.peeters@example.be';
    const keys: [LimitName, string][] = [
      ['leadEmail', address],
      ['formEmail', address.toUpperCase()],
      ['leadBurst', visitor],
    ];
    await consume(store(redisUrl), keys);
    const stored = await admin.keys('*');
    expect(stored).toHaveLength(3);
    for (const key of stored) {
      expect(key.toLowerCase()).not.toContain('jan.peeters');
      expect(key).not.toContain('example.be');
      expect(key).not.toContain(visitor);
    }
    expect(stored).toContain(`vitrine:limits:leadEmail:${hashedKey(secret, address)}`);
    expect(await used(store(redisUrl), 'leadEmail', address)).toBe(1);
    expect(await used(store(redisUrl, undefined, 'another-secret'), 'leadEmail', address)).toBe(0);
  });

  test('with Redis down, memory counts in its place and says so once', async () => {
    const warn = vi.fn();
    const down = limitStore(downUrl, { connectWaitMs: 500, warn });
    open.push(down);
    expect(await passed([down], limits.leadEmail.points + 2)).toBe(limits.leadEmail.points);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/Redis unavailable, counting in memory/);
    expect(await admin.keys('*')).toEqual([]);
  });

  test('a refusal names its limit and its Retry-After, the longest of the keys refused', async () => {
    const memory = store(undefined);
    for (let count = 0; count < limits.leadBurst.points; count++) {
      expect(
        await consume(memory, [
          ['leadBurst', visitor],
          ['leadHourly', visitor],
        ]),
      ).toBeNull();
    }
    const refusal = await consume(memory, [
      ['leadBurst', visitor],
      ['leadHourly', visitor],
    ]);
    expect(refusal?.name).toBe('leadBurst');
    expect(refusal?.retryAfter).toBeGreaterThan(0);
    expect(refusal?.retryAfter).toBeLessThanOrEqual(limits.leadBurst.duration);
  });

  test('a block outlasts the window: the login pair waits its blockDuration, read without counting', async () => {
    const memory = store(undefined);
    const pair = ['loginPair', `${visitor}|owner@example.be`] as const;
    for (let count = 0; count < limits.loginPair.points; count++) expect(await consume(memory, [pair])).toBeNull();
    expect(await waitBefore(memory, [pair])).toBe(0);
    expect((await consume(memory, [pair]))?.retryAfter).toBe(limits.loginPair.blockDuration);
    expect(await waitBefore(memory, [pair])).toBe(limits.loginPair.blockDuration);
    expect(await used(memory, 'loginPair', pair[1])).toBe(limits.loginPair.points + 1);
    await forget(memory, [pair]);
    expect(await waitBefore(memory, [pair])).toBe(0);
  });

  test('a 30-day limit is remembered in memory (no setTimeout overflow)', async () => {
    const memory = store(undefined);
    expect(await consume(memory, [['once', 'documents|listing|203.0.113.9']])).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await used(memory, 'once', 'documents|listing|203.0.113.9')).toBe(1);
  });

  test.each([
    [1, 1],
    [999, 1],
    [1001, 2],
    [0, 1],
    [60_000, 60],
  ])('Retry-After of %i ms is %i s', (ms, seconds) => {
    expect(retryAfterSeconds(ms)).toBe(seconds);
  });
});

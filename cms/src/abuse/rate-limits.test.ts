import type { Core } from '@strapi/strapi';
import { hashedKey, limits } from '@vitrine/domain/server';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  consumeLeadLimits,
  createLeadLimiters,
  defaultRetryAfterSeconds,
  LeadRateLimited,
  retryAfterOf,
  type LeadLimiters,
} from './rate-limits';

// The machine's Redis, on a database of these tests' own (emptied before each test).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
// Nothing listens on port 1: Redis is down.
const downUrl = 'redis://127.0.0.1:1/7';

const warn = vi.fn();
const strapi = { log: { warn } } as unknown as Core.Strapi;
// The number comes from the site's one table (domain/src/server/limits.ts), never a copy here.
const perAddress = limits.leadEmail.points;

/** How many of `attempts` submissions of one address, spread over `sets` in turn, were let through. */
async function passed(sets: LeadLimiters[], attempts: number, address = 'visitor@example.be'): Promise<number> {
  let through = 0;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const set = sets[attempt % sets.length]!;
    await consumeLeadLimits(strapi, [['address', address]], set).then(
      () => through++,
      (error: unknown) => {
        if (!(error instanceof LeadRateLimited)) throw error;
      },
    );
  }
  return through;
}

describe('lead rate limits in Redis (REDIS_URL)', () => {
  let admin: Redis;
  const open: LeadLimiters[] = [];
  const limiters = (url: string, waitMs?: number) => {
    const set = createLeadLimiters(url, waitMs);
    open.push(set);
    return set;
  };

  beforeAll(() => {
    admin = new Redis(redisUrl);
  });
  beforeEach(async () => {
    await admin.flushdb();
    warn.mockReset();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((set) => set.close()));
  });
  afterAll(async () => {
    await admin.flushdb();
    await admin.quit();
  });

  test('two instances sharing one Redis count together, from their first submission', async () => {
    // Each set is fresh, as in a Strapi that has just started: its connection is not up yet.
    const first = limiters(redisUrl);
    const second = limiters(redisUrl);
    expect(await passed([first, second], perAddress + 2)).toBe(perAddress);
    expect(warn).not.toHaveBeenCalled();
  });

  test('the counters are keys in Redis, with their expiry, named by a keyed hash of the address', async () => {
    vi.stubEnv('RATE_LIMIT_KEY_SECRET', 'the secret of these tests');
    const set = limiters(redisUrl);
    await passed([set], 2, 'Someone@Example.be');
    vi.unstubAllEnvs();
    const key = `vitrine:limits:leadEmail:${hashedKey('the secret of these tests', 'someone@example.be')}`;
    expect(await admin.keys('vitrine:limits:*')).toEqual([key]);
    expect(await admin.get(key)).toBe('2');
    const ttl = await admin.ttl(key);
    expect(ttl).toBeGreaterThan(3500);
    expect(ttl).toBeLessThanOrEqual(3600);
  });

  test('with Redis down, each instance still limits in memory', async () => {
    const set = limiters(downUrl, 500);
    const started = Date.now();
    expect(await passed([set], perAddress + 2)).toBe(perAddress);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await admin.keys('*')).toEqual([]);
  });
});

describe('Retry-After of a refusal', () => {
  test.each([
    ['a lead limit', new LeadRateLimited('ipBurst', 42), undefined, 42],
    ['a 429 body naming its wait', { error: { status: 429, details: { retryAfter: 7.2 } } }, 429, 8],
    ['a 429 naming no wait', { error: { status: 429 } }, 429, defaultRetryAfterSeconds],
    ['a validation error', new Error('invalid'), undefined, null],
    ['a 400 body', { error: { status: 400, details: { retryAfter: 5 } } }, 400, null],
  ])('%s', (_, refusal, status, expected) => {
    expect(retryAfterOf(refusal, status)).toBe(expected);
  });
});

describe('each lead scope is its entry of the one table', () => {
  test.each([
    ['ipBurst', 'leadBurst', '203.0.113.9'],
    ['ipHourly', 'leadHourly', '203.0.113.9'],
    ['address', 'leadEmail', 'api::contact.contact:an@example.be'],
    ['friend', 'leadFriend', 'friend@example.be'],
  ] as const)('%s lets %s’s points through, then refuses with its Retry-After', async (scope, entry, key) => {
    const set = createLeadLimiters(undefined);
    for (let count = 0; count < limits[entry].points; count++) await consumeLeadLimits(strapi, [[scope, key]], set);
    const refusal = await consumeLeadLimits(strapi, [[scope, key]], set).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(LeadRateLimited);
    const retryAfter = retryAfterOf(refusal);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limits[entry].duration);
  });
});

// @vitest-environment node
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { formLimits, limiterRedis, overLimit, redisLimiters, type FormLimiters } from './rate-limits.server';

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

describe('form rate limits in Redis (REDIS_URL)', () => {
  let admin: Redis;
  const clients: Redis[] = [];
  // A web instance that has just started: its connection is still being made.
  const instance = (url: string, waitMs?: number) => {
    const redis = limiterRedis(url);
    clients.push(redis);
    return redisLimiters(redis, 'vitrine:forms', waitMs);
  };

  beforeAll(() => {
    admin = new Redis(redisUrl);
  });
  beforeEach(async () => {
    await admin.flushdb();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await admin.flushdb();
    await admin.quit();
  });

  test('two instances sharing one Redis count together, from their first submission', async () => {
    expect(await passed([instance(redisUrl), instance(redisUrl)], formLimits.ip.points + 2)).toBe(formLimits.ip.points);
  });

  test('the counters are keys in Redis, with their expiry', async () => {
    await passed([instance(redisUrl)], 2);
    const key = `vitrine:forms:ip:${visitor}`;
    expect(await admin.keys('vitrine:forms:*')).toEqual([key]);
    expect(await admin.get(key)).toBe('2');
    const ttl = await admin.ttl(key);
    expect(ttl).toBeGreaterThan(formLimits.ip.duration - 100);
    expect(ttl).toBeLessThanOrEqual(formLimits.ip.duration);
  });

  test('with Redis down, each instance still asks for the captcha past the limit, counting in memory', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = Date.now();
    expect(await passed([instance(downUrl, 500)], formLimits.ip.points + 2)).toBe(formLimits.ip.points);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/Redis unavailable, counting in memory/);
    expect(await admin.keys('*')).toEqual([]);
  });
});

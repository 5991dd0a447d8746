import type { Core } from '@strapi/strapi';
import { Redis } from 'ioredis';
import { afterAll, afterEach, expect, test, vi } from 'vitest';

// The machine's Redis, on a database of these tests' own.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const admin = new Redis(redisUrl);
const day = `test-${Date.now()}`;

/** Strapi's store as two instances see it when they start the same moment: nothing for today yet. */
const freshStrapi = () => ({ store: { get: async () => null, set: async () => undefined } }) as unknown as Core.Strapi;

/** A fresh copy of the module, as another Strapi process has. */
async function instance() {
  vi.resetModules();
  return import('./views');
}

const opened: Array<{ closeOwnerViews(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((views) => views.closeOwnerViews()));
  delete process.env.REDIS_URL;
});
afterAll(async () => {
  await admin.del(`vitrine:owner-views:salt:${day}`);
  await admin.quit();
});

test('with Redis, two instances starting the same day hash visitors with one salt', async () => {
  process.env.REDIS_URL = redisUrl;
  const first = await instance();
  const second = await instance();
  opened.push(first, second);
  const [a, b] = await Promise.all([first.dailySalt(freshStrapi(), day), second.dailySalt(freshStrapi(), day)]);
  expect(a).toMatch(/^[0-9a-f]{64}$/);
  expect(b).toBe(a);
  expect(await admin.ttl(`vitrine:owner-views:salt:${day}`)).toBeGreaterThan(24 * 3600);
});

test('without Redis (one instance), the salt is kept in Strapi’s store for the day', async () => {
  const views = await instance();
  opened.push(views);
  const set = vi.fn(async () => undefined);
  const strapi = { store: { get: async () => null, set } } as unknown as Core.Strapi;
  const salt = await views.dailySalt(strapi, day);
  expect(set).toHaveBeenCalledWith(expect.objectContaining({ value: { day, value: salt } }));
  expect(await views.dailySalt(strapi, day)).toBe(salt);
});

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { consume, limitStore, type LimitStore } from '@vitrine/domain/server';
import { Redis } from 'ioredis';
import { brusselsDay } from './days';

/** The sources a recorded view may have (OwnerStat's enumeration, minus what agents enter). */
export const viewSources = [
  'website',
  'direct',
  'search',
  'social',
  'immoweb',
  'zimmo',
  'immovlan',
  'facebook',
  'newsletter',
  'alert',
  'other',
] as const;
export type ViewSource = (typeof viewSources)[number];

/**
 * One view of a listing's page as the site's server reports it; the address is never stored. An
 * agent string, which older sites still send, is ignored: a visitor is an address (see recordViews).
 */
export interface ReportedView {
  listing: string;
  address: string;
  source: ViewSource;
}

/** The header carrying the secret shared by the site's server and Strapi (PROXY_SECRET). */
export const viewsSecretHeader = 'x-vitrine-views-secret';

/** Whether `given` is the shared secret (never true when none is configured). */
export function viewsSecretMatches(given: unknown, secret = process.env.PROXY_SECRET ?? ''): boolean {
  if (typeof given !== 'string' || !secret) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A batch as it may arrive: bounded, each view well-formed, anything else dropped. */
export function parseViews(body: unknown, max = 500): ReportedView[] {
  const list = (body as { views?: unknown } | null)?.views;
  if (!Array.isArray(list)) return [];
  return list
    .slice(0, max)
    .filter(
      (view): view is ReportedView =>
        typeof view === 'object' &&
        view !== null &&
        typeof view.listing === 'string' &&
        /^[a-z0-9]{1,64}$/.test(view.listing) &&
        typeof view.address === 'string' &&
        viewSources.includes(view.source),
    )
    .map((view) => ({ listing: view.listing, address: view.address.slice(0, 64), source: view.source }));
}

const saltKey = { type: 'core' as const, name: 'vitrine-owner-views', key: 'daily-salt' };
let salt: { day: string; value: string } | undefined;

let redis: Redis | undefined;
let redisReady: Promise<void> = Promise.resolve();
/**
 * The Redis every instance shares when REDIS_URL is set (one connection, made on first use);
 * `redisReady` waits for it at most 2 s, so a fresh instance's first views are not counted apart.
 */
function sharedRedis(): Redis | undefined {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  if (!redis) {
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on('error', () => undefined);
    redisReady = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    redis = client;
  }
  return redis;
}

/**
 * Today's salt: random, replaced the next day, so yesterday's visitor hashes can no longer be
 * recomputed from an address. With Redis, the first instance to ask sets it (SET NX) and every
 * instance reads that one, so a visitor whose views reach two instances is one visitor; without
 * Redis (one instance), it is kept in Strapi's store.
 */
export async function dailySalt(strapi: Core.Strapi, day: string): Promise<string> {
  if (salt?.day === day) return salt.value;
  const client = sharedRedis();
  await redisReady;
  if (client?.status === 'ready') {
    const key = `vitrine:owner-views:salt:${day}`;
    await client.set(key, randomBytes(32).toString('hex'), 'EX', 26 * 3600, 'NX');
    const value = await client.get(key);
    if (value) return (salt = { day, value }).value;
  }
  const stored = (await strapi.store.get(saltKey)) as { day?: string; value?: string } | null;
  if (stored?.day === day && stored.value) {
    salt = { day, value: stored.value };
  } else {
    salt = { day, value: randomBytes(32).toString('hex') };
    await strapi.store.set({ ...saltKey, value: salt });
  }
  return salt.value;
}

/** Closes the shared Redis connection (Strapi's destroy). */
export async function closeOwnerViews(): Promise<void> {
  const client = redis;
  const limits = seen;
  redis = undefined;
  seen = undefined;
  salt = undefined;
  await client?.quit().catch(() => undefined);
  await limits?.close();
}

let seen: LimitStore | undefined;
/**
 * One visit per visitor, listing and day (`visitPerDay` of the site's one table of limits): in
 * Redis when REDIS_URL is set (all instances), else in memory.
 */
function seenToday(): LimitStore {
  seen ??= limitStore(process.env.REDIS_URL);
  return seen;
}

/**
 * Whether this visitor (salted hash of listing and address) is the first to view `listing` today.
 * A store that cannot count counts no visit (the page view still counts).
 */
async function firstViewToday(visitor: string): Promise<boolean> {
  return consume(seenToday(), [['visitPerDay', visitor]]).then(
    (refusal) => refusal === null,
    () => false,
  );
}

/**
 * Adds a batch of views to the OwnerStat rows (listing, day, source): every view adds a page
 * view; a visitor's first view of the listing that day also adds a visit. Views of listings that
 * do not exist are dropped. Returns what was counted.
 */
export async function recordViews(
  strapi: Core.Strapi,
  views: readonly ReportedView[],
  now = new Date(),
): Promise<{ pageViews: number; visits: number }> {
  const day = brusselsDay(now);
  const dailyValue = await dailySalt(strapi, day);
  const totals = new Map<string, { listing: string; source: ViewSource; visits: number; pageViews: number }>();
  for (const view of views) {
    const visitor = createHash('sha256')
      // One visitor per address and day: the agent string is the client's to rotate (+31 visits
      // from one address with 31 agents), so it is no part of who the visitor is.
      .update(`${dailyValue}|${day}|${view.listing}|${view.address}`)
      .digest('base64url');
    const key = `${view.listing}|${view.source}`;
    const total = totals.get(key) ?? { listing: view.listing, source: view.source, visits: 0, pageViews: 0 };
    total.pageViews += 1;
    if (await firstViewToday(visitor)) total.visits += 1;
    totals.set(key, total);
  }
  const listings = [...new Set([...totals.values()].map((total) => total.listing))];
  const existing = new Set(
    (
      (await strapi.db.query('api::property.property').findMany({
        where: { documentId: { $in: listings } },
        select: ['documentId'],
      })) as { documentId: string }[]
    ).map((row) => row.documentId),
  );
  let visits = 0;
  let pageViews = 0;
  for (const total of totals.values()) {
    if (!existing.has(total.listing)) continue;
    await addToStat(strapi, day, total);
    visits += total.visits;
    pageViews += total.pageViews;
  }
  return { visits, pageViews };
}

/** Adds to the row of (listing, day, source), made when missing; the addition is one UPDATE. */
async function addToStat(
  strapi: Core.Strapi,
  day: string,
  total: { listing: string; source: ViewSource; visits: number; pageViews: number },
): Promise<void> {
  const stats = strapi.documents('api::owner-stat.owner-stat');
  const found = await stats.findFirst({
    filters: {
      property: { documentId: total.listing },
      date: day,
      source: total.source,
      onlineMedia: { $null: true },
    } as never,
    fields: ['id'],
  });
  if (!found) {
    await stats.create({
      data: {
        property: total.listing,
        date: day,
        source: total.source,
        visits: total.visits,
        pageViews: total.pageViews,
      },
    } as never);
    return;
  }
  const meta = strapi.db.metadata.get('api::owner-stat.owner-stat');
  const column = (name: string) => (meta.attributes[name] as { columnName?: string }).columnName ?? name;
  await strapi.db
    .connection(meta.tableName)
    .where({ id: (found as { id: number }).id })
    .increment({ [column('visits')]: total.visits, [column('pageViews')]: total.pageViews });
}

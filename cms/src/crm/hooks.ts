import type { Core } from '@strapi/strapi';
import { crmIdPattern, crmListingPath, propertyPath, slugify, type Language } from '@vitrine/domain';
import { consume, limitStore, type LimitStore } from '@vitrine/domain/server';
import { clientIp, type RequestLike } from '../abuse/client-ip';
import { siteLocales } from '../bootstrap/locales';
import { verifySignature } from './signature';

export const crmAnnouncementUid = 'api::crm-announcement.crm-announcement';

/** The events a CRM announces (SweepBright's names). */
export const hookEvents = ['estate-added', 'estate-updated', 'estate-deleted'] as const;
export type HookEvent = (typeof hookEvents)[number];

/** The CRM formats a hook takes: the worker asks that CRM for the announced listing. */
const hookSources = ['omnicasa'] as const;

/** An announcement is a few dozen bytes; nothing larger is read. */
const maxBodyBytes = 16 * 1024;
/** Past this many waiting announcements the hook answers 503 (the CRM retries): the queue stays bounded. */
const maxPending = 20_000;

type HookContext = {
  method: string;
  path: string;
  req: AsyncIterable<Buffer> & RequestLike;
  get(name: string): string;
  set(name: string, value: string): void;
  status: number;
  body: unknown;
};

class TooLarge extends Error {}

let limiters: LimitStore | undefined;

/**
 * Counts one call against its sender's address (domain limits `crmHook`), signed or not, before
 * anything is read: the seconds to wait when over the limit, else 0. A store that cannot count
 * lets the call through, with a warning (the signature and the queue's cap still stand).
 */
async function hookWait(strapi: Core.Strapi, ctx: HookContext): Promise<number> {
  limiters ??= limitStore(process.env.REDIS_URL);
  const refusal = await consume(limiters, [['crmHook', clientIp(ctx.req)]]).catch((error: unknown) => {
    strapi.log.warn(`[crm hook] calls could not be counted: ${String(error)}`);
    return null;
  });
  return refusal?.retryAfter ?? 0;
}

/** Closes the limiter's Redis connection (Strapi's destroy). */
export async function closeHookLimits(): Promise<void> {
  const set = limiters;
  limiters = undefined;
  await set?.close();
}

async function rawBody(ctx: HookContext): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new TooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The listing's public path in each language it is published in, from the site's route table. */
export async function publishedPaths(
  strapi: Core.Strapi,
  source: string,
  crmId: string,
  locale?: string,
): Promise<Partial<Record<Language, string>>> {
  const rows = (await strapi.db.query('api::property.property').findMany({
    where: { crmSource: source, crmId, publishedAt: { $notNull: true }, ...(locale ? { locale } : {}) },
    select: ['locale', 'goal', 'city', 'citySlug', 'reference'],
    populate: { propertyType: { select: ['slug'] } },
  })) as {
    locale: Language;
    goal: number;
    citySlug: string | null;
    city: string | null;
    reference: string;
    propertyType: { slug: string | null } | null;
  }[];
  const paths: Partial<Record<Language, string>> = {};
  for (const row of rows) {
    // As the site builds a listing's path (web listings.server.ts propertyPathOf).
    const citySlug = row.citySlug || slugify(row.city ?? '');
    if (!siteLocales.some((locale) => locale.code === row.locale) || !citySlug || !row.propertyType?.slug) continue;
    paths[row.locale] = propertyPath({
      lang: row.locale,
      goal: row.goal,
      citySlug,
      typeSlug: row.propertyType.slug,
      reference: row.reference,
    });
  }
  return paths;
}

/**
 * The listing's public URL in every language of the site: its own where it is published, else its
 * stable address by CRM id (domain `crmListingPath`), which the site redirects to the listing once
 * the queue has created it and answers 404 until then. A CRM keeps what the hook answers.
 */
async function publicUrls(strapi: Core.Strapi, source: string, crmId: string): Promise<Record<Language, string>> {
  const site = process.env.CLIENT_URL?.replace(/\/+$/, '') ?? '';
  const published = await publishedPaths(strapi, source, crmId);
  return Object.fromEntries(
    siteLocales.map(({ code }) => [code, `${site}${published[code] ?? crmListingPath(code, source, crmId)}`]),
  ) as Record<Language, string>;
}

const answer = (ctx: HookContext, status: number, body: unknown) => {
  ctx.status = status;
  ctx.body = body;
};

/**
 * `POST /api/crm/hooks/:source`: a CRM announces a listing added, updated or deleted
 * (`{ "event": "estate-updated", "estate_id": "7001" }`), signed with CRM_HOOK_SECRET. A good
 * announcement is queued (one row per listing waiting: a burst about one listing is one job) and
 * answered 202 with the listing's public URL in each language (its stable address by CRM id where
 * it is not published yet); the worker applies it later.
 * A bad or stale signature is answered 401 and changes nothing; past the calls one address may make
 * in a minute (domain limits `crmHook`), 429 with Retry-After. Read before Strapi's body parser,
 * since the signature is over the raw bytes.
 */
export function crmHookMiddleware(strapi: Core.Strapi) {
  return async (ctx: HookContext, next: () => Promise<void>) => {
    const match = /^\/api\/crm\/hooks\/([a-z-]{1,32})\/?$/.exec(ctx.path);
    if (!match) return next();
    if (ctx.method !== 'POST') return answer(ctx, 405, { error: 'POST only' });
    const source = match[1]!;
    const secret = process.env.CRM_HOOK_SECRET;
    if (!secret || !(hookSources as readonly string[]).includes(source))
      return answer(ctx, 404, { error: 'No such hook' });
    const wait = await hookWait(strapi, ctx);
    if (wait > 0) {
      ctx.set('Retry-After', String(wait));
      return answer(ctx, 429, { error: 'Too many calls from this address' });
    }
    let body: Buffer;
    try {
      body = await rawBody(ctx);
    } catch (error) {
      if (error instanceof TooLarge) return answer(ctx, 413, { error: 'Too large' });
      throw error;
    }
    const verdict = verifySignature(secret, ctx.get('x-vitrine-timestamp'), ctx.get('x-vitrine-signature'), body);
    if (verdict !== 'ok') return answer(ctx, 401, { error: verdict === 'stale' ? 'Stale timestamp' : 'Bad signature' });
    let announcement: { event?: unknown; estate_id?: unknown };
    try {
      announcement = JSON.parse(body.toString('utf8')) as typeof announcement;
    } catch {
      return answer(ctx, 400, { error: 'Not JSON' });
    }
    const event = announcement.event;
    const rawId = announcement.estate_id;
    const crmId = typeof rawId === 'string' || typeof rawId === 'number' ? String(rawId) : '';
    if (!(hookEvents as readonly unknown[]).includes(event) || !crmIdPattern.test(crmId)) {
      return answer(ctx, 400, {
        error: 'Expected { event: estate-added | estate-updated | estate-deleted, estate_id }',
      });
    }
    const queue = strapi.db.query(crmAnnouncementUid);
    const waiting = (await queue.findOne({ where: { source, crmId, state: 'pending' }, select: ['id'] })) as {
      id: number;
    } | null;
    if (waiting) {
      await queue.update({ where: { id: waiting.id }, data: { event } });
    } else {
      if ((await queue.count({ where: { state: 'pending' } })) >= maxPending) {
        ctx.set('Retry-After', '60');
        return answer(ctx, 503, { error: 'Too many announcements waiting' });
      }
      await queue.create({ data: { source, event, crmId, state: 'pending' } });
    }
    return answer(ctx, 202, {
      data: { queued: true, urls: event === 'estate-deleted' ? {} : await publicUrls(strapi, source, crmId) },
    });
  };
}

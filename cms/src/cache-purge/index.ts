import type { Core } from '@strapi/strapi';
import {
  type CacheTag,
  isPurgedContentType,
  listingTag,
  listTag,
  projectTag,
  purgePath,
  purgeSecretHeader,
  purgeTagsHeader,
  tagsHeaderValue,
  tagsOfContentType,
} from '@vitrine/domain';
import { purgeGraphqlCache } from '../graphql-cache';

/**
 * The site's page cache (web/cache/page-cache.ts) and its shared reads drop exactly what an agent's
 * change touches, seconds after it is saved: a document middleware sees every create, update,
 * delete, publish and unpublish of the public content and sends the web servers the pages' tags,
 * in the vocabulary both sides import (`@vitrine/domain`'s cache-tags: the tags, the purge path,
 * the secret header, and the tags each content type purges besides its document's own):
 * - a listing: its page in every language (`listing:<reference>`, the old and the new reference),
 *   its list (`list:sale` or `list:rent`, both when the goal changed), its project's page, the
 *   home page, the map and the sitemap;
 * - a project: its page in every language (`project:<slug>`, every locale's old and new slug), the
 *   projects list, home and sitemap;
 * - a visit slot or a booking (the places a listing's page shows): that listing's page;
 * - anything else the pages show (articles, pages, agents, testimonials, site settings, types,
 *   regions): every page (`all`).
 * Leads and other private collections purge nothing.
 *
 * The same changes drop Strapi's own cached GraphQL answers (src/graphql-cache), all of them, before
 * the agent's request is answered (and once more at the commit of an enclosing transaction), and so
 * do changes of a role's permissions, of an upload or of a locale, and each start.
 *
 * Where: `WEB_PURGE_URLS` (the web servers' own addresses, comma-separated: one is enough when
 * they share a Redis; every one of them otherwise), else `CLIENT_URL`; then `FRONT_PURGE_URLS`,
 * the front caches in front of them (Varnish, deploy/varnish/default.vcl; decision 037), once
 * every web has answered or failed: a front purged first could fetch the page again from a web
 * that still holds the old one. The request carries the secret both sides share (`PROXY_SECRET`);
 * without it nothing is sent. The tags are in the form body (`tag=…`, which the web reads) and
 * again in the `xkey-purge` header, space-separated (which Varnish hands to `xkey.purge`: it
 * cannot read a form body). It is sent after the change is saved and never fails the agent's
 * request (a failed purge is logged and tried once more; the page then expires by itself within
 * its `s-maxage`).
 */

const propertyUid = 'api::property.property';
const projectUid = 'api::project.project';
/** What a listing page shows the places of: its slots, and the bookings that take them. */
const placesUids = new Set<string>(['api::visit-slot.visit-slot', 'api::appointment.appointment']);
const actions = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

type PropertyRow = { reference?: string | null; goal?: number | null; project?: { slug?: string | null } | null };

async function propertyTags(strapi: Core.Strapi, documentId: string): Promise<CacheTag[]> {
  const rows = (await strapi.db.query(propertyUid).findMany({
    where: { documentId },
    select: ['reference', 'goal'],
    populate: { project: { select: ['slug'] } },
  })) as PropertyRow[];
  const tags: CacheTag[] = [];
  for (const row of rows) {
    if (row.reference) tags.push(listingTag(row.reference));
    if (typeof row.goal === 'number') tags.push(listTag(row.goal === 0 ? 'sale' : 'rent'));
    if (row.project?.slug) tags.push(projectTag(row.project.slug));
  }
  return tags;
}

async function projectTags(strapi: Core.Strapi, documentId: string): Promise<CacheTag[]> {
  const rows = (await strapi.db.query(projectUid).findMany({ where: { documentId }, select: ['slug'] })) as {
    slug?: string | null;
  }[];
  return rows.flatMap((row) => (row.slug ? [projectTag(row.slug)] : []));
}

/** The listing page of a visit slot or a booking. */
async function placesTags(strapi: Core.Strapi, uid: string, documentId: string): Promise<CacheTag[]> {
  const rows = (await strapi.db.query(uid as 'api::visit-slot.visit-slot').findMany({
    where: { documentId },
    select: ['id'],
    populate: { property: { select: ['reference'] } },
  })) as { property?: { reference?: string | null } | null }[];
  return rows.flatMap((row) => (row.property?.reference ? [listingTag(row.property.reference)] : []));
}

/** The tags of a document as it is stored now (every locale, draft and published), and its type's. */
async function tagsOf(strapi: Core.Strapi, uid: string, documentId: string | undefined): Promise<CacheTag[]> {
  if (!isPurgedContentType(uid)) return [];
  const own = !documentId
    ? []
    : uid === propertyUid
      ? await propertyTags(strapi, documentId)
      : uid === projectUid
        ? await projectTags(strapi, documentId)
        : placesUids.has(uid)
          ? await placesTags(strapi, uid, documentId)
          : [];
  return [...own, ...tagsOfContentType[uid]];
}

const urlsOf = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter((url) => /^https?:\/\//.test(url));

/** The web servers to purge (WEB_PURGE_URLS, else CLIENT_URL). */
export function purgeTargets(env: NodeJS.ProcessEnv = process.env): string[] {
  return urlsOf(env.WEB_PURGE_URLS || env.CLIENT_URL);
}

/** The front caches to purge once the webs are (FRONT_PURGE_URLS; none by default). */
export function frontPurgeTargets(env: NodeJS.ProcessEnv = process.env): string[] {
  return urlsOf(env.FRONT_PURGE_URLS);
}

const warned = new Set<string>();

/**
 * Sends `tags` to every web server, then to every front cache; resolves when all answered or
 * failed (never rejects).
 */
export async function sendPurge(strapi: Core.Strapi, tags: readonly CacheTag[], env: NodeJS.ProcessEnv = process.env) {
  const secret = env.PROXY_SECRET ?? '';
  if (!secret || tags.length === 0) return;
  const body = new URLSearchParams(tags.map((tag): [string, string] => ['tag', tag])).toString();
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    [purgeSecretHeader]: secret,
    [purgeTagsHeader]: tagsHeaderValue(tags),
  };
  await purgeEach(strapi, purgeTargets(env), headers, body);
  await purgeEach(strapi, frontPurgeTargets(env), headers, body);
}

async function purgeEach(strapi: Core.Strapi, targets: string[], headers: Record<string, string>, body: string) {
  await Promise.all(
    targets.map(async (target) => {
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          const response = await fetch(`${target}${purgePath}`, {
            method: 'POST',
            headers,
            body,
            signal: AbortSignal.timeout(5_000),
          });
          if (response.ok) {
            warned.delete(target);
            return;
          }
          throw new Error(`answered ${response.status}`);
        } catch (error) {
          if (attempt === 2 && !warned.has(target)) {
            // Once until it works again: a web that is down is not worth a line per change.
            warned.add(target);
            strapi.log.warn(`[page cache] purge of ${target} failed: ${String(error)}`);
          } else await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      }
    }),
  );
}

/** What else the GraphQL answers depend on: who may read what, the files, the languages. */
const graphqlModels = [
  'plugin::users-permissions.permission',
  'plugin::users-permissions.role',
  'plugin::upload.file',
  'plugin::i18n.locale',
];

/** Drops Strapi's cached GraphQL answers; never fails the change (a failure is logged). */
async function dropGraphqlAnswers(strapi: Core.Strapi): Promise<void> {
  const drop = () =>
    purgeGraphqlCache().catch((error: unknown) => strapi.log.warn(`[graphql cache] purge failed: ${String(error)}`));
  // Inside an enclosing transaction, other requests see the change only once it commits.
  if (strapi.db.inTransaction()) {
    await strapi.db.transaction(async ({ onCommit }) => onCommit(() => void drop()));
  }
  await drop();
}

/** Registers the document middleware (in `register`). */
export function registerCachePurge(strapi: Core.Strapi): void {
  // A start may bring other code or permissions: nothing answered before it is served after it.
  void dropGraphqlAnswers(strapi);
  const dropOnChange = () => void dropGraphqlAnswers(strapi);
  strapi.db.lifecycles.subscribe({
    models: graphqlModels,
    afterCreate: dropOnChange,
    afterCreateMany: dropOnChange,
    afterUpdate: dropOnChange,
    afterUpdateMany: dropOnChange,
    afterDelete: dropOnChange,
    afterDeleteMany: dropOnChange,
  });
  strapi.documents.use(async (context, next) => {
    const uid = context.uid as string;
    if (!actions.has(context.action) || !isPurgedContentType(uid)) {
      return next();
    }
    // Agents' and API changes; the demo seed and bulk scripts run before or beside the site (their
    // changes still drop the GraphQL answers Strapi keeps itself).
    if (!strapi.requestContext.get()) {
      const result = await next();
      await dropGraphqlAnswers(strapi);
      return result;
    }
    const params = context.params as { documentId?: string };
    // The tags before the change (an old reference, goal or slug) and after it.
    const before = await tagsOf(strapi, uid, params.documentId);
    const result = await next();
    const documentId =
      params.documentId ??
      (result && typeof result === 'object' && 'documentId' in result ? String(result.documentId) : undefined);
    const after = await tagsOf(strapi, uid, documentId);
    // Strapi's own answers first: the web re-reads its pages and shared reads as soon as the purge
    // arrives, and must not get the answers of before the change.
    await dropGraphqlAnswers(strapi);
    void sendPurge(strapi, [...new Set([...before, ...after])]);
    return result;
  });
}

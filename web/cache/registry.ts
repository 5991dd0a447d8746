import type { AsyncLocalStorage } from 'node:async_hooks';
import type { CacheTag } from '@vitrine/domain';

/**
 * What the page cache (page-cache.ts, loaded by the server) and the app (the React Router server
 * build, a bundle of its own with its own copy of every module) share: one object in the global
 * symbol registry, so both copies of this module reach the same one.
 */
export interface PageCacheRegistry {
  /** During a cache render: the listing views the page counts. */
  renders?: AsyncLocalStorage<{ views: string[] }>;
  /** The app's function that records a listing view (src/features/owner/view-recorder.server.ts). */
  recordView?: (request: Request, listing: string) => void;
  /** Told of every purge this process takes (the shared reads forget their answers). */
  purgeListeners?: Set<(tags: readonly CacheTag[]) => void>;
  /** The page cache is on, so Strapi's purges arrive here: the app may keep GraphQL answers (src/graphql/shared-answers.server.ts). */
  purgesArrive?: boolean;
}

/** The one registry of this process. */
export function pageCacheRegistry(): PageCacheRegistry {
  const global = globalThis as Record<symbol, PageCacheRegistry | undefined>;
  return (global[Symbol.for('vitrine.page-cache')] ??= {});
}

/** Calls `listener` with the tags of every purge this process takes (from Strapi, or another instance through Redis). */
export function onPurge(listener: (tags: readonly CacheTag[]) => void): void {
  (pageCacheRegistry().purgeListeners ??= new Set()).add(listener);
}

/** Tells the listeners of this process that `tags` were purged. */
export function notePurge(tags: readonly CacheTag[]): void {
  for (const listener of pageCacheRegistry().purgeListeners ?? []) listener(tags);
}

import { pageCacheRegistry } from '../../cache/registry.ts';

/** What web/cache/page-cache.ts shares with the app, through the global symbol registry. */
const registry = pageCacheRegistry();

/**
 * Tells the page cache (web/cache/page-cache.ts) that the page being rendered counts a view of
 * `listing`, and how a view is recorded: the cache records it again for every visitor it serves
 * the page to (the loader does not run then). Outside a cached render it only remembers `record`.
 */
export function notePageView(listing: string, record: (request: Request, listing: string) => void): void {
  registry.recordView ??= record;
  registry.renders?.getStore()?.views.push(listing);
}

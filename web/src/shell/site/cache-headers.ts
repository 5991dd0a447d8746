/**
 * Caching of anonymous public pages: browsers revalidate after a minute, shared caches keep a
 * page five minutes and may serve a stale copy while refetching, so agents' edits show quickly.
 */
export const publicPageCacheControl = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/**
 * A route module's `headers` export for public pages; errors are never cached. The HTML depends on
 * the consent cookie (the banner is server-rendered), hence `Vary: Cookie`.
 */
export function publicPageHeaders({ errorHeaders }: { errorHeaders?: Headers }): HeadersInit {
  if (errorHeaders) return { 'Cache-Control': 'no-store' };
  return { 'Cache-Control': publicPageCacheControl, Vary: 'Cookie' };
}

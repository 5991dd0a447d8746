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

/** A form's fill-time token as signToken writes it: base64url of `{"form":…` and its MAC. */
const fillTokenPattern = /eyJmb3JtIjoi[A-Za-z0-9_-]{4,400}\.[A-Za-z0-9_-]{43}/;

/**
 * Tells the page cache how to renew the forms' fill-time tokens in a cached page: each token the
 * app signed (`reissue` returns null for any other string) is replaced, in every place it appears,
 * by one issued now. Without it a page served from the cache would carry the time it was
 * rendered, and a program could post the form at once (src/features/forms/fill-time.server.ts).
 */
export function noteFillTokens(reissue: (token: string) => string | null): void {
  registry.tokenPattern ??= fillTokenPattern.source;
  registry.reissueToken ??= reissue;
}

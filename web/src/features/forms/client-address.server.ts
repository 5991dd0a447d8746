import { visitorAddress as addressBehindProxies } from '@vitrine/domain/server';

/**
 * The header the web server (server.ts) sets to the TCP peer of each request, overwriting whatever a
 * client sent under that name: the one trustworthy source of the visitor's address inside a route.
 */
export const peerAddressHeader = 'x-vitrine-peer';

/**
 * The visitor's address as this site sees it, by the rule Strapi uses too (proxy-addr's, in
 * `@vitrine/domain/server`): the TCP peer, unless that peer is a trusted proxy; then X-Forwarded-For
 * walked from the right while the hop is trusted (earlier entries are the client's word). Without
 * server.ts (the dev server), the peer is taken to be loopback. `*` is not a proxy here: nothing in
 * front of the web proves itself (Strapi's `*` needs its proxy's secret).
 *
 * @example
 * visitorAddress(request, ['127.0.0.1']); // '203.0.113.9' behind a proxy on loopback
 */
export function visitorAddress(request: Request, trustedProxies: readonly string[]): string {
  return addressBehindProxies(
    request.headers.get(peerAddressHeader) ?? '127.0.0.1',
    request.headers.get('x-forwarded-for') ?? undefined,
    { proxies: trustedProxies.filter((proxy) => proxy !== '*') },
  );
}

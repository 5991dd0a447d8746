/**
 * The header the web server (server.js) sets to the TCP peer of each request, overwriting whatever a
 * client sent under that name: the one trustworthy source of the visitor's address inside a route.
 */
export const peerAddressHeader = 'x-vitrine-peer';

const normalise = (address: string) => address.trim().replace(/^::ffff:/, '');

/**
 * The visitor's address as this site sees it: the TCP peer, unless that peer is a trusted proxy;
 * then the last address of X-Forwarded-For (what the proxy appended; earlier entries are the
 * client's word). Without server.js (the dev server), the peer is taken to be loopback.
 *
 * @example
 * visitorAddress(request, ['127.0.0.1']); // '203.0.113.9' behind a proxy on loopback
 */
export function visitorAddress(request: Request, trustedProxies: readonly string[]): string {
  const peer = normalise(request.headers.get(peerAddressHeader) ?? '127.0.0.1');
  if (!trustedProxies.includes(peer)) return peer;
  const forwarded = (request.headers.get('x-forwarded-for') ?? '').split(',').map(normalise).filter(Boolean);
  return forwarded.at(-1) ?? peer;
}

import { timingSafeEqual } from 'node:crypto';

/** The header the site's server sends with the shared PROXY_SECRET when it forwards a visitor's IP. */
export const proxySecretHeader = 'x-vitrine-proxy-secret';

const normalise = (address: string) => address.trim().replace(/^::ffff:/, '');

/**
 * The addresses whose X-Forwarded-For counts (TRUSTED_PROXY, comma-separated; `loopback` for
 * 127.0.0.1 and ::1; `*` for any peer that sends PROXY_SECRET).
 */
export function trustedProxies(value = process.env.TRUSTED_PROXY ?? ''): Set<string> {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => (entry === 'loopback' ? ['127.0.0.1', '::1'] : [normalise(entry)]));
  return new Set(entries);
}

function secretMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The parts of a request the client address is read from. */
export interface RequestLike {
  socket?: { remoteAddress?: string };
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The visitor's address: the TCP peer, unless the peer is a trusted proxy (TRUSTED_PROXY) and,
 * when PROXY_SECRET is set, also sent it; then the address that proxy appended to
 * X-Forwarded-For (the last entry: what a client wrote before it is not believed). When more
 * proxies of one's own sit between the visitor and Strapi, each appending (a load balancer in
 * front of the site, the site itself), TRUSTED_PROXY_HOPS says how many (1 by default): the entry
 * that many from the end is the visitor's.
 *
 * @example
 * clientIp({ socket: { remoteAddress: '10.0.0.9' }, headers: { 'x-forwarded-for': '1.2.3.4' } }); // '10.0.0.9'
 */
export function clientIp(request: RequestLike, env: NodeJS.ProcessEnv = process.env): string {
  const peer = normalise(request.socket?.remoteAddress ?? 'unknown');
  const proxies = trustedProxies(env.TRUSTED_PROXY);
  const secret = env.PROXY_SECRET ?? '';
  // `*`: any peer is the proxy, provided it proves it with the secret (a container network).
  if (!proxies.has(peer) && !(proxies.has('*') && secret)) return peer;
  const header = request.headers[proxySecretHeader];
  if (secret && !secretMatches(Array.isArray(header) ? header[0] : header, secret)) return peer;
  const forwarded = request.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map(normalise)
    .filter(Boolean);
  return list.at(-proxyHops(env.TRUSTED_PROXY_HOPS)) ?? list[0] ?? peer;
}

/** TRUSTED_PROXY_HOPS: a whole number from 1 (the default, also for anything else given). */
export function proxyHops(value: string | undefined): number {
  const hops = Number(value ?? '1');
  return Number.isInteger(hops) && hops >= 1 ? hops : 1;
}

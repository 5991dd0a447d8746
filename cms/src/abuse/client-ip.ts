import { timingSafeEqual } from 'node:crypto';
import { visitorAddress } from '@vitrine/domain/server';

/** The header the site's server sends with the shared PROXY_SECRET when it forwards a visitor's IP. */
export const proxySecretHeader = 'x-vitrine-proxy-secret';

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
 * The visitor's address, by the rule the web uses too (proxy-addr's, in `@vitrine/domain/server`):
 * the TCP peer, unless the peer is a trusted proxy (TRUSTED_PROXY: addresses, subnets, `loopback`;
 * `*` for any peer that sends PROXY_SECRET) and, when PROXY_SECRET is set, also sent it; then
 * X-Forwarded-For walked from the right while the hop is trusted, so what a client wrote before
 * the proxies' entries is not believed. TRUSTED_PROXY_HOPS says how many hops are one's own even
 * when unlisted (a load balancer in front of the site, the site itself; 1 by default).
 *
 * @example
 * clientIp({ socket: { remoteAddress: '10.0.0.9' }, headers: { 'x-forwarded-for': '1.2.3.4' } }); // '10.0.0.9'
 */
export function clientIp(request: RequestLike, env: NodeJS.ProcessEnv = process.env): string {
  const peer = request.socket?.remoteAddress ?? 'unknown';
  const secret = env.PROXY_SECRET ?? '';
  const header = request.headers[proxySecretHeader];
  // With a secret, no peer speaks for a visitor without it; `*` (any peer) needs the secret.
  const proven = secret !== '' && secretMatches(Array.isArray(header) ? header[0] : header, secret);
  if (secret && !proven) return visitorAddress(peer, undefined, { proxies: [] });
  const proxies = (env.TRUSTED_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && (entry !== '*' || proven));
  return visitorAddress(peer, request.headers['x-forwarded-for'], { proxies, hops: proxyHops(env.TRUSTED_PROXY_HOPS) });
}

/** TRUSTED_PROXY_HOPS: a whole number from 1 (the default, also for anything else given). */
export function proxyHops(value: string | undefined): number {
  const hops = Number(value ?? '1');
  return Number.isInteger(hops) && hops >= 1 ? hops : 1;
}

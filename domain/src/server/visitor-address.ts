import proxyaddr from 'proxy-addr';

/** Who may speak for the visitor: the proxies whose X-Forwarded-For entries are believed. */
export interface ProxyTrust {
  /**
   * Addresses and subnets of one's own proxies, as `proxy-addr` reads them (`10.0.0.2`,
   * `10.0.0.0/8`, `loopback`, `uniquelocal`); `*` trusts whatever peer is talking to us (only
   * for a peer that proved itself otherwise, such as with a shared secret).
   */
  readonly proxies: readonly string[];
  /**
   * How many hops from us are proxies of one's own even when their addresses are not listed (a
   * load balancer with a changing address in front of a listed peer): 1, the peer alone, unless
   * told otherwise.
   */
  readonly hops?: number;
}

const normalise = (address: string) => address.trim().replace(/^::ffff:/, '');

/**
 * The trust function of `proxy-addr` for `trust`: the peer (hop 0) when listed or `*`; a further
 * hop when listed or within `hops`. Unusable entries (not an address nor a subnet) are left out
 * rather than failing every request.
 */
function trustFunction(trust: ProxyTrust): (address: string, hop: number) => boolean {
  const anyPeer = trust.proxies.includes('*');
  const usable = trust.proxies.filter((entry) => {
    if (entry === '*') return false;
    try {
      proxyaddr.compile(entry);
      return true;
    } catch {
      return false;
    }
  });
  const listed = proxyaddr.compile(usable);
  const hops = Number.isInteger(trust.hops) && (trust.hops ?? 1) >= 1 ? (trust.hops ?? 1) : 1;
  return (address, hop) => listed(address, hop) || (hop === 0 ? anyPeer : hop < hops);
}

/**
 * The visitor's address behind proxies, with the rule of `proxy-addr` (the rule Express's `trust
 * proxy` follows): start from the TCP peer and walk X-Forwarded-For from the right while the hop
 * is a trusted proxy; the first address that is not is the visitor. What a client wrote at the
 * left of the header is reached only through trusted hops, so it cannot name itself.
 *
 * @example
 * visitorAddress('127.0.0.1', '6.6.6.6, 203.0.113.9', { proxies: ['loopback'] }); // '203.0.113.9'
 * visitorAddress('198.51.100.4', '6.6.6.6', { proxies: ['loopback'] }); // '198.51.100.4'
 */
export function visitorAddress(
  peer: string,
  forwardedFor: string | readonly string[] | undefined,
  trust: ProxyTrust,
): string {
  const header = typeof forwardedFor === 'string' ? forwardedFor : forwardedFor?.join(',');
  const request = {
    headers: header === undefined ? {} : { 'x-forwarded-for': header },
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
  };
  return normalise(proxyaddr(request as unknown as Parameters<typeof proxyaddr>[0], trustFunction(trust)));
}

// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { peerAddressHeader, visitorAddress } from './client-address.server';

const request = (peer: string | undefined, forwardedFor?: string) => {
  const headers = new Headers();
  if (peer) headers.set(peerAddressHeader, peer);
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  return new Request('http://localhost/nl/contact/', { headers });
};

describe('the visitor address of a route', () => {
  test.each<[string, string | undefined, string | undefined, readonly string[], string]>([
    ['no proxy: the peer, a spoofed header ignored', '198.51.100.4', '6.6.6.6', [], '198.51.100.4'],
    [
      'behind the proxy on loopback: what it appended',
      '127.0.0.1',
      '6.6.6.6, 203.0.113.9',
      ['127.0.0.1', '::1'],
      '203.0.113.9',
    ],
    [
      'two proxies of one’s own: the address the first one appended',
      '127.0.0.1',
      '6.6.6.6, 203.0.113.9, 10.0.0.2',
      ['127.0.0.1', '10.0.0.2'],
      '203.0.113.9',
    ],
    ['the dev server (no peer header) is loopback', undefined, '203.0.113.9', ['127.0.0.1'], '203.0.113.9'],
    ['`*` trusts no peer of the web', '198.51.100.4', '6.6.6.6', ['*'], '198.51.100.4'],
  ])('%s', (_, peer, forwardedFor, proxies, expected) => {
    expect(visitorAddress(request(peer, forwardedFor), proxies)).toBe(expected);
  });
});

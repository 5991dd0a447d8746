import { describe, expect, test } from 'vitest';
import { visitorAddress, type ProxyTrust } from './visitor-address.js';

const loopback: ProxyTrust = { proxies: ['loopback'] };

describe('visitorAddress (the rule of proxy-addr)', () => {
  test.each<[string, string, string | undefined, ProxyTrust, string]>([
    [
      'no proxy trusted: the peer, whatever the header says',
      '198.51.100.4',
      '1.2.3.4',
      { proxies: [] },
      '198.51.100.4',
    ],
    ['an untrusted peer cannot name a visitor', '198.51.100.4', '1.2.3.4', loopback, '198.51.100.4'],
    ['behind a trusted proxy: the address it appended', '127.0.0.1', '203.0.113.9', loopback, '203.0.113.9'],
    [
      'a spoofed entry before the proxy’s is not believed',
      '127.0.0.1',
      '6.6.6.6, 203.0.113.9',
      loopback,
      '203.0.113.9',
    ],
    ['a trusted proxy without the header: the proxy itself', '127.0.0.1', undefined, loopback, '127.0.0.1'],
    [
      'two proxies of one’s own, both listed: the address the first appended',
      '127.0.0.1',
      '6.6.6.6, 203.0.113.9, 10.0.0.2',
      { proxies: ['loopback', '10.0.0.2'] },
      '203.0.113.9',
    ],
    [
      'two proxies, the second not listed: it is the visitor (the walk stops there)',
      '127.0.0.1',
      '6.6.6.6, 203.0.113.9, 10.0.0.2',
      loopback,
      '10.0.0.2',
    ],
    ['a proxy’s subnet', '10.1.2.3', '6.6.6.6, 203.0.113.9, 10.4.5.6', { proxies: ['10.0.0.0/8'] }, '203.0.113.9'],
    [
      'two hops of one’s own (hops: 2), the second unlisted',
      '127.0.0.1',
      '6.6.6.6, 203.0.113.9, 10.0.0.2',
      { proxies: ['loopback'], hops: 2 },
      '203.0.113.9',
    ],
    [
      'more hops than entries: the first entry',
      '127.0.0.1',
      '203.0.113.9',
      { proxies: ['loopback'], hops: 3 },
      '203.0.113.9',
    ],
    [
      'hops below 1 count as 1',
      '127.0.0.1',
      '6.6.6.6, 203.0.113.9',
      { proxies: ['loopback'], hops: -1 },
      '203.0.113.9',
    ],
    [
      '`*`: any peer is the proxy, only one hop',
      '172.18.0.5',
      '6.6.6.6, 203.0.113.9',
      { proxies: ['*'] },
      '203.0.113.9',
    ],
    ['an IPv4-mapped peer is its IPv4 address', '::ffff:198.51.100.4', undefined, { proxies: [] }, '198.51.100.4'],
    ['an IPv4-mapped loopback peer is trusted', '::ffff:127.0.0.1', '203.0.113.9', loopback, '203.0.113.9'],
    ['IPv6 loopback', '::1', '2001:db8::7', loopback, '2001:db8::7'],
    [
      'an entry that is not an address is ignored in the list',
      '127.0.0.1',
      '203.0.113.9',
      { proxies: ['nonsense', 'loopback'] },
      '203.0.113.9',
    ],
  ])('%s', (_, peer, forwardedFor, trust, expected) => {
    expect(visitorAddress(peer, forwardedFor, trust)).toBe(expected);
  });

  test('a header sent twice reads as one list, in order', () => {
    expect(visitorAddress('127.0.0.1', ['6.6.6.6', '203.0.113.9'], loopback)).toBe('203.0.113.9');
  });
});

import { describe, expect, test } from 'vitest';
import { clientIp } from './client-ip';

const request = (peer: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress: peer }, headers });

describe('clientIp', () => {
  test.each([
    [
      'no trusted proxy: the peer, whatever the header says',
      request('10.0.0.9', { 'x-forwarded-for': '1.2.3.4' }),
      {},
      '10.0.0.9',
    ],
    ['IPv4-mapped peer', request('::ffff:10.0.0.9'), {}, '10.0.0.9'],
    [
      'trusted proxy: the address it appended',
      request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }),
      { TRUSTED_PROXY: 'loopback' },
      '1.2.3.4',
    ],
    ['trusted proxy without a header: the peer', request('127.0.0.1'), { TRUSTED_PROXY: 'loopback' }, '127.0.0.1'],
    [
      'an untrusted peer is not believed',
      request('10.0.0.8', { 'x-forwarded-for': '1.2.3.4' }),
      { TRUSTED_PROXY: '10.0.0.9' },
      '10.0.0.8',
    ],
    [
      'listed proxy with the secret',
      request('10.0.0.9', { 'x-forwarded-for': '1.2.3.4', 'x-vitrine-proxy-secret': 's3cret' }),
      { TRUSTED_PROXY: '10.0.0.9', PROXY_SECRET: 's3cret' },
      '1.2.3.4',
    ],
    [
      'listed proxy with a wrong secret',
      request('10.0.0.9', { 'x-forwarded-for': '1.2.3.4', 'x-vitrine-proxy-secret': 'guess' }),
      { TRUSTED_PROXY: '10.0.0.9', PROXY_SECRET: 's3cret' },
      '10.0.0.9',
    ],
    [
      'listed proxy without the secret',
      request('10.0.0.9', { 'x-forwarded-for': '1.2.3.4' }),
      { TRUSTED_PROXY: '10.0.0.9', PROXY_SECRET: 's3cret' },
      '10.0.0.9',
    ],
    [
      'any peer with the secret under *',
      request('172.18.0.5', { 'x-forwarded-for': '1.2.3.4', 'x-vitrine-proxy-secret': 's3cret' }),
      { TRUSTED_PROXY: '*', PROXY_SECRET: 's3cret' },
      '1.2.3.4',
    ],
    [
      'two hops of ones own (TRUSTED_PROXY_HOPS=2): the entry the first proxy appended',
      request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 1.2.3.4, 10.0.0.2' }),
      { TRUSTED_PROXY: 'loopback', TRUSTED_PROXY_HOPS: '2' },
      '1.2.3.4',
    ],
    [
      'one hop by default: a second proxy that appends names itself',
      request('127.0.0.1', { 'x-forwarded-for': '1.2.3.4, 10.0.0.2' }),
      { TRUSTED_PROXY: 'loopback' },
      '10.0.0.2',
    ],
    [
      'fewer entries than hops: the first one',
      request('127.0.0.1', { 'x-forwarded-for': '1.2.3.4' }),
      { TRUSTED_PROXY: 'loopback', TRUSTED_PROXY_HOPS: '3' },
      '1.2.3.4',
    ],
    [
      'a nonsense hop count is one',
      request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 1.2.3.4' }),
      { TRUSTED_PROXY: 'loopback', TRUSTED_PROXY_HOPS: '-1' },
      '1.2.3.4',
    ],
    [
      'two proxies of ones own, both listed: the address the first appended (a spoofed entry before it ignored)',
      request('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 1.2.3.4, 10.0.0.2' }),
      { TRUSTED_PROXY: 'loopback, 10.0.0.0/8' },
      '1.2.3.4',
    ],
    [
      'a spoofed X-Forwarded-For from a peer that is not a proxy: the peer',
      request('198.51.100.4', { 'x-forwarded-for': '127.0.0.1, 1.2.3.4' }),
      { TRUSTED_PROXY: 'loopback' },
      '198.51.100.4',
    ],
    [
      '* without a secret trusts nobody',
      request('172.18.0.5', { 'x-forwarded-for': '1.2.3.4' }),
      { TRUSTED_PROXY: '*' },
      '172.18.0.5',
    ],
  ])('%s', (_case, req, env, expected) => {
    expect(clientIp(req, env)).toBe(expected);
  });
});

import { describe, expect, test } from 'vitest';
import { viewSource } from './view-source';

const siteHost = 'vitrine.localhost';

describe('the source of a view', () => {
  test.each([
    [null, null, 'direct'],
    ['', null, 'direct'],
    ['not a url', null, 'direct'],
    ['http://vitrine.localhost/nl/te-koop/', null, 'website'],
    ['https://www.google.be/', null, 'search'],
    ['https://www.bing.com/search?q=huis', null, 'search'],
    ['https://duckduckgo.com/', null, 'search'],
    ['https://l.facebook.com/l.php', null, 'facebook'],
    ['https://www.instagram.com/', null, 'social'],
    ['https://t.co/abc', null, 'social'],
    ['https://www.linkedin.com/feed/', null, 'social'],
    ['https://www.immoweb.be/nl/zoeken', null, 'immoweb'],
    ['https://www.zimmo.be/nl/', null, 'zimmo'],
    ['https://immovlan.be/', null, 'immovlan'],
    ['https://blog.example.org/post', null, 'other'],
    [null, 'newsletter', 'newsletter'],
    ['https://mail.google.com/', 'alert', 'alert'],
    [null, 'zoekopdracht', 'alert'],
    [null, 'Immoweb', 'immoweb'],
    [null, 'fb', 'facebook'],
    [null, 'google', 'search'],
    [null, 'some-campaign', 'other'],
  ] as const)('referrer %s, utm_source %s → %s', (referrer, utmSource, expected) => {
    expect(viewSource({ referrer, utmSource, siteHost })).toBe(expected);
  });

  test('a look-alike host is not the portal', () => {
    expect(viewSource({ referrer: 'https://immoweb.be.evil.example/', utmSource: null, siteHost })).toBe('other');
    expect(viewSource({ referrer: 'https://notgoogle.example/', utmSource: null, siteHost })).toBe('other');
  });
});

import { describe, expect, test } from 'vitest';
import { sitePath } from './site-path.js';

describe('sitePath keeps paths of this site', () => {
  test.each([
    ['/', '/'],
    ['/nl/', '/nl/'],
    ['/nl/te-koop/?page=2&sort=price', '/nl/te-koop/?page=2&sort=price'],
    ['/fr/a-vendre/#map', '/fr/a-vendre/#map'],
    ['/nl/te-koop/gent/?q=a%20b', '/nl/te-koop/gent/?q=a%20b'],
    ['/de/zu-verkaufen/k%C3%B6ln/', '/de/zu-verkaufen/k%C3%B6ln/'],
    ['/nl/owner/?next=//evil.example/', '/nl/owner/?next=//evil.example/'],
    ['/nl/./te-koop/../contact/', '/nl/contact/'],
  ])('%s → %s', (value, expected) => {
    expect(sitePath(value, '/fallback/')).toBe(expected);
  });
});

describe('sitePath sends every hostile input to the fallback', () => {
  test.each([
    ['protocol-relative', '//evil.example/x'],
    ['three slashes', '///evil.example/'],
    ['slash backslash', '/\\evil.example/'],
    ['backslash slash', '\\/evil.example/'],
    ['backslash later', '/nl/\\evil'],
    ['encoded slashes', '/%2F%2Fevil.example/'],
    ['encoded slash lower case', '/%2f/evil.example'],
    ['encoded backslash', '/%5Cevil.example/'],
    ['encoded tab', '/%09/evil.example/'],
    ['decoded tab', '/\t/evil.example/'],
    ['tab in the middle', '/nl/\tx'],
    ['new line', '/\n/evil.example/'],
    ['carriage return and header', '/nl/\r\nSet-Cookie: x=1'],
    ['encoded new line', '/nl/%0d%0aSet-Cookie:x'],
    ['space first', ' /nl/'],
    ['space inside', '/nl /'],
    ['NUL', '/nl/\u0000'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with slashes', 'javascript://%0aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['full URL', 'https://evil.example/nl/'],
    ['full URL, this site', 'http://127.0.0.1:3000/nl/'],
    ['scheme-less host', 'evil.example/nl/'],
    ['relative path', 'nl/te-koop/'],
    ['dot relative', './nl/'],
    ['empty', ''],
    ['not a string', null],
    ['an object', { toString: () => '/nl/' }],
    ['a number', 42],
    ['too long', `/${'a'.repeat(3000)}`],
    ['unicode slash lookalike then slash', '/\u2215/evil.example'.replace('\u2215', '/')],
    ['dot segments climbing to //', '/./\\evil.example'],
  ])('%s', (_, value) => {
    expect(sitePath(value, '/fallback/')).toBe('/fallback/');
  });
});

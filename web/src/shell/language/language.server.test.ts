// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { requestLanguage } from './language.server';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${url}`, { headers });

describe('the language of a request: path, lng, remembered, site default (DESIGN.md)', () => {
  test.each([
    ['path first', request('/fr/?lng=de', { cookie: 'lng=en' }), 'fr'],
    ['then lng', request('/?lng=de', { cookie: 'lng=en' }), 'de'],
    ['lng on an original path', request('/contact/?lng=fr'), 'fr'],
    ['then the remembered language', request('/', { cookie: 'theme=dark; lng=en', 'accept-language': 'fr-BE' }), 'en'],
    ['an unknown remembered value is ignored', request('/', { cookie: 'lng=es' }), 'nl'],
    ['a malformed cookie is ignored', request('/', { cookie: 'lng=%E0%A4%A' }), 'nl'],
    ['the browser language is not a rule', request('/', { 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8' }), 'nl'],
    ['then the site default', request('/'), 'nl'],
  ])('%s', (_, req, expected) => {
    expect(requestLanguage(req, 'nl')).toBe(expected);
  });

  test('the site default is configuration', () => {
    expect(requestLanguage(request('/', { 'accept-language': 'nl' }), 'fr')).toBe('fr');
  });
});

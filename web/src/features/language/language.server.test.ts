// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { acceptedLanguage, requestLanguage } from './language.server';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${url}`, { headers });

describe('the language of a request', () => {
  test.each([
    ['path first', request('/fr/?lng=de', { cookie: 'lng=en' }), 'fr'],
    ['then lng', request('/?lng=de', { cookie: 'lng=en' }), 'de'],
    ['then the stored choice', request('/', { cookie: 'lng=en', 'accept-language': 'fr-BE' }), 'en'],
    ['then the browser as a hint', request('/', { 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8' }), 'de'],
    ['then the site default', request('/', { 'accept-language': 'es-ES' }), 'nl'],
  ])('%s', (_, req, expected) => {
    expect(requestLanguage(req, 'nl')).toBe(expected);
  });

  test('reads Accept-Language by quality', () => {
    expect(acceptedLanguage('es;q=1, en;q=0.5, fr;q=0.8')).toBe('fr');
    expect(acceptedLanguage(null)).toBeNull();
  });
});

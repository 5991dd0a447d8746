import { languageCookieMaxAgeMinutes } from '@vitrine/domain';
import { parseSetCookie, serialize } from 'cookie-es';
import { describe, expect, test } from 'vitest';
import { singleCookie } from '~/server/cookies';
import { languageSetCookie } from './language-cookie';

describe('the language cookie', () => {
  test('is written by cookie-es for the whole site, for the lifetime counted in minutes, sent on links from other sites', () => {
    expect(languageSetCookie('de')).toBe(`lng=de; Max-Age=${languageCookieMaxAgeMinutes * 60}; Path=/; SameSite=Lax`);
  });

  test.each(['en', 'nl', 'fr', 'de'] as const)('%s reads back through the site’s one cookie reader', (language) => {
    const written = parseSetCookie(languageSetCookie(language))!;
    expect(written).toMatchObject({ name: 'lng', path: '/', sameSite: 'lax' });
    const header = serialize('consent', 'x') + '; ' + serialize(written.name, written.value);
    expect(singleCookie(header, 'lng')).toEqual({ value: language, repeated: false });
  });
});

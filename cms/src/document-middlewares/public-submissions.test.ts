import { expect, test } from 'vitest';
import { sentBySite } from './public-submissions';

const secret = 'a3f9c2e1b7d4a3f9c2e1b7d4a3f9c2e1';

test.each([
  ['the secret', { 'x-vitrine-proxy-secret': secret }, secret, true],
  ['the secret, first of a repeated header', { 'x-vitrine-proxy-secret': [secret, 'other'] }, secret, true],
  ['no header', {}, secret, false],
  ['an empty header', { 'x-vitrine-proxy-secret': '' }, secret, false],
  ['a wrong secret of the same length', { 'x-vitrine-proxy-secret': secret.replace('a', 'b') }, secret, false],
  ['a prefix of the secret', { 'x-vitrine-proxy-secret': secret.slice(0, -1) }, secret, false],
  ['the secret and more', { 'x-vitrine-proxy-secret': `${secret}x` }, secret, false],
  ['another header carrying it', { 'x-vitrine-views-secret': secret }, secret, false],
  // Without a configured secret nothing matches, an empty header neither: Strapi takes no form.
  ['anything, with no secret configured', { 'x-vitrine-proxy-secret': 'anything' }, '', false],
  ['an empty header, with no secret configured', { 'x-vitrine-proxy-secret': '' }, '', false],
] as const)('%s → %s', (_name, headers, configured, expected) => {
  expect(sentBySite(headers as Record<string, string | string[]>, configured)).toBe(expected);
});

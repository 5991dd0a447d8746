import { describe, expect, test } from 'vitest';
import { consentAllows, consentValue, parseConsentValue, type ConsentState } from './consent';

describe('the consent cookie value', () => {
  test.each([
    ['necessary', ['necessary']],
    ['necessary.marketing', ['necessary', 'marketing']],
    ['marketing.necessary', ['necessary', 'marketing']],
    ['analytical', ['necessary', 'analytical']],
    [
      'necessary.analytical.marketing.social-media.unclassified',
      ['necessary', 'analytical', 'marketing', 'social-media', 'unclassified'],
    ],
  ])('%s grants %j', (value, granted) => {
    expect(parseConsentValue(value)).toEqual(granted);
  });

  test.each([[''], [null], [undefined], ['yes'], ['necessary.tracking'], ['necessary..marketing']])(
    '%j is no choice of this site',
    (value) => {
      expect(parseConsentValue(value)).toBeNull();
    },
  );

  test('is written in a fixed order, strictly necessary always included', () => {
    expect(consentValue([])).toBe('necessary');
    expect(consentValue(['social-media', 'analytical'])).toBe('necessary.analytical.social-media');
    expect(parseConsentValue(consentValue(['marketing']))).toEqual(['necessary', 'marketing']);
  });
});

describe('what consent allows', () => {
  const chosen: ConsentState = { decided: true, granted: ['necessary', 'social-media'], implied: false };
  test('the categories the visitor chose', () => {
    expect(consentAllows(chosen, 'social-media')).toBe(true);
    expect(consentAllows(chosen, 'marketing')).toBe(false);
  });
  test('everything on a preview path', () => {
    expect(consentAllows({ decided: false, granted: ['necessary'], implied: true }, 'social-media')).toBe(true);
  });
});

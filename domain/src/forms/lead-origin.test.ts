import { describe, expect, test } from 'vitest';
import { checkedLeadOrigin, leadOriginOf, maxCampaignValueLength, maxSourcePageLength } from './lead-origin.js';

describe('leadOriginOf, the page a form was posted from', () => {
  test.each([
    ['https://site.test/nl/contact/', { sourcePage: '/nl/contact/' }],
    [
      'https://site.test/fr/a-vendre/gent/maison-VT1/?utm_source=google&utm_medium=cpc&utm_campaign=spring+2026&utm_term=huis&utm_content=ad-2',
      {
        sourcePage: '/fr/a-vendre/gent/maison-VT1/',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'spring 2026',
        utmTerm: 'huis',
        utmContent: 'ad-2',
      },
    ],
    // The first of a repeated parameter; other parameters are not campaign parameters.
    ['https://site.test/nl/?utm_source=a&utm_source=b&gclid=x', { sourcePage: '/nl/', utmSource: 'a' }],
    ['https://site.test/nl/?utm_source=%3Cscript%3E', { sourcePage: '/nl/' }],
    ['https://site.test/nl/?utm_source=%0Aevil', { sourcePage: '/nl/', utmSource: 'evil' }],
    ['https://site.test/nl/?utm_medium=%00', { sourcePage: '/nl/' }],
    [
      `https://site.test/nl/?utm_term=${'a'.repeat(maxCampaignValueLength)}`,
      { sourcePage: '/nl/', utmTerm: 'a'.repeat(maxCampaignValueLength) },
    ],
    [`https://site.test/nl/?utm_term=${'a'.repeat(maxCampaignValueLength + 1)}`, { sourcePage: '/nl/' }],
    [`https://site.test/${'a'.repeat(maxSourcePageLength)}`, {}],
  ])('%s', (url, origin) => {
    expect(leadOriginOf(new URL(url))).toEqual(origin);
  });
});

describe('checkedLeadOrigin, what Strapi keeps of what the site sent', () => {
  test.each([
    [{ sourcePage: '/nl/contact/' }, { sourcePage: '/nl/contact/' }],
    [{ sourcePage: 'https://evil.test/' }, {}],
    [{ sourcePage: '//evil.test/' }, {}],
    [{ sourcePage: '/\\evil.test/' }, {}],
    [{ sourcePage: '/nl/?x=1' }, {}],
    [{ sourcePage: 42, utmSource: ['a'] }, {}],
    [{ utmCampaign: '  spring  ' }, { utmCampaign: 'spring' }],
    [{ utmCampaign: 'a\u0007b' }, {}],
    [{ leadStatus: 'handled', utmSource: 'mail' }, { utmSource: 'mail' }],
  ])('%j', (sent, origin) => {
    expect(checkedLeadOrigin(sent)).toEqual(origin);
  });
});

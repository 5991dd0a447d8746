import { expect, test } from 'vitest';
import { thankYouForms, thankYouOriginalPath, thankYouPath } from './thank-you.js';

test.each([
  [
    'contact-me',
    '/en/thank-you/contact-me/',
    '/nl/bedankt/contact-me/',
    '/fr/merci/contact-me/',
    '/de/danke/contact-me/',
  ],
  [
    'contact-appointment',
    '/en/thank-you/contact-appointment/',
    '/nl/bedankt/contact-appointment/',
    '/fr/merci/contact-appointment/',
    '/de/danke/contact-appointment/',
  ],
  [
    'contact-construction',
    '/en/thank-you/contact-construction/',
    '/nl/bedankt/contact-construction/',
    '/fr/merci/contact-construction/',
    '/de/danke/contact-construction/',
  ],
  [
    'contact-demand',
    '/en/thank-you/contact-demand/',
    '/nl/bedankt/gratis-schatting/',
    '/fr/merci/estimation-gratuite/',
    '/de/danke/kostenlose-bewertung/',
  ],
  [
    'demand-register',
    '/en/thank-you/demand-register/',
    '/nl/bedankt/zoekopdracht/',
    '/fr/merci/demand-register/',
    '/de/danke/suchauftrag/',
  ],
  [
    'send-to-friend',
    '/en/thank-you/send-to-friend/',
    '/nl/bedankt/send-to-friend/',
    '/fr/merci/send-to-friend/',
    '/de/danke/send-to-friend/',
  ],
  ['site-contact', '/en/thank-you/contact/', '/nl/bedankt/contact/', '/fr/merci/contact/', '/de/danke/contact/'],
  [
    'sign-newsletter',
    '/en/thank-you/sign-newsletter/',
    '/nl/bedankt/sign-newsletter/',
    '/fr/merci/newsletter/',
    '/de/danke/newsletter/',
  ],
  [
    'purchase-offer',
    '/en/thank-you/purchase-offer/',
    '/nl/bedankt/bod/',
    '/fr/merci/offre-achat/',
    '/de/danke/kaufangebot/',
  ],
  ['testing', '/en/thank-you/testing/', '/nl/bedankt/testing/', '/fr/merci/testing/', '/de/danke/testing/'],
] as const)('%s → %s %s %s %s', (form, en, nl, fr, de) => {
  expect([
    thankYouPath(form, 'en'),
    thankYouPath(form, 'nl'),
    thankYouPath(form, 'fr'),
    thankYouPath(form, 'de'),
  ]).toEqual([en, nl, fr, de]);
  expect(thankYouOriginalPath(form)).toBe(`/feedback/${form}/`);
});

test('every form is covered', () => {
  expect(thankYouForms).toHaveLength(10);
});

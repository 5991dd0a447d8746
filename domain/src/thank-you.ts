import type { Language } from './languages.js';

/** Forms that land on a thank-you page after sending (spec section 2). */
export const thankYouForms = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'purchase-offer',
  'testing',
] as const;

/** One form with a thank-you page. */
export type ThankYouForm = (typeof thankYouForms)[number];

/** The thank-you segment per language: /en/thank-you/, /nl/bedankt/, /fr/merci/, /de/danke/. */
export const thankYouSegments: Readonly<Record<Language, string>> = {
  en: 'thank-you',
  nl: 'bedankt',
  fr: 'merci',
  de: 'danke',
};

/**
 * Form slugs that differ from the form name. From the spec: contact-demand → gratis-schatting (nl),
 * estimation-gratuite (fr); demand-register → zoekopdracht (nl); site-contact → contact (read as:
 * in every language); sign-newsletter → newsletter (fr). German, not shown in the spec, is
 * decided here: kostenlose-bewertung, suchauftrag, newsletter.
 */
export const thankYouSlugOverrides: Readonly<Record<ThankYouForm, Partial<Record<Language, string>>>> = {
  'contact-me': {},
  'contact-appointment': {},
  'contact-construction': {},
  'contact-demand': { nl: 'gratis-schatting', fr: 'estimation-gratuite', de: 'kostenlose-bewertung' },
  'demand-register': { nl: 'zoekopdracht', de: 'suchauftrag' },
  'send-to-friend': {},
  'site-contact': { en: 'contact', nl: 'contact', fr: 'contact', de: 'contact' },
  'sign-newsletter': { fr: 'newsletter', de: 'newsletter' },
  // Not in the spec (its offer form has no page of its own); decided here.
  'purchase-offer': { nl: 'bod', fr: 'offre-achat', de: 'kaufangebot' },
  testing: {},
};

/**
 * The original (language-less) path of a thank-you page: `/feedback/{form}/`.
 *
 * @example
 * thankYouOriginalPath('site-contact'); // '/feedback/site-contact/'
 */
export function thankYouOriginalPath(form: ThankYouForm): string {
  return `/feedback/${form}/`;
}

/**
 * The thank-you page of a form in a language.
 *
 * @example
 * thankYouPath('contact-demand', 'nl'); // '/nl/bedankt/gratis-schatting/'
 * thankYouPath('site-contact', 'en'); // '/en/thank-you/contact/'
 * thankYouPath('sign-newsletter', 'fr'); // '/fr/merci/newsletter/'
 * thankYouPath('contact-me', 'de'); // '/de/danke/contact-me/'
 */
export function thankYouPath(form: ThankYouForm, lang: Language): string {
  const slug = thankYouSlugOverrides[form]?.[lang] ?? form;
  return `/${lang}/${thankYouSegments[lang]}/${slug}/`;
}

import { consentCategories, requiredConsentCategories, type ConsentCategory } from '@vitrine/domain';
import { consentCategoriesOf, consentCookieName } from '~/server/cookie-values';

/** The cookie that keeps the visitor's choice (lifetime: `cookieMaxAgeDays.consent`). */
export { consentCookieName };

/** The categories a visitor may switch on or off (`necessary` is always on). */
export const optionalConsentCategories = consentCategories.filter(
  (category) => !requiredConsentCategories.includes(category),
);

/** What the server knows of the visitor's consent, sent to the browser by the root loader. */
export interface ConsentState {
  /** The visitor has chosen (the consent cookie is set): no banner. */
  readonly decided: boolean;
  /** Categories granted; `necessary` always. */
  readonly granted: readonly ConsentCategory[];
  /**
   * Consent counted as granted without a choice of the visitor (spec: a path containing
   * `preview`, an agent's draft preview): no banner and embeds load, but nothing tracks.
   */
  readonly implied: boolean;
}

/** A visitor who has not chosen yet: strictly necessary cookies only. */
export const undecidedConsent: ConsentState = { decided: false, granted: requiredConsentCategories, implied: false };

/**
 * The granted categories stored in a consent cookie value (`necessary.marketing`), or `null` when
 * the value is not one this site wrote.
 *
 * @example
 * parseConsentValue('necessary.social-media'); // ['necessary', 'social-media']
 * parseConsentValue('yes please'); // null
 */
export function parseConsentValue(value: string | null | undefined): ConsentCategory[] | null {
  // The one rule, shared with the page cache's key (cache/cookies.ts).
  return consentCategoriesOf(value);
}

/**
 * The cookie value for a set of granted categories, in a fixed order, `necessary` always included.
 *
 * @example
 * consentValue(['marketing']); // 'necessary.marketing'
 */
export function consentValue(granted: Iterable<ConsentCategory>): string {
  const wanted = new Set<ConsentCategory>([...requiredConsentCategories, ...granted]);
  return consentCategories.filter((category) => wanted.has(category)).join('.');
}

/** Whether a category may be used: chosen by the visitor, or implied (preview). */
export function consentAllows(consent: ConsentState, category: ConsentCategory): boolean {
  return consent.implied || consent.granted.includes(category);
}

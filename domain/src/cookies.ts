/** Lifetime of the language cookie, in minutes (spec: counted in minutes): one year, 525,600 minutes. */
export const languageCookieMaxAgeMinutes = 60 * 24 * 365;

/** Lifetimes of the other cookies, in days (spec: counted in days). */
export const cookieMaxAgeDays = {
  /** The visitor's cookie-consent choice: asked again after about six months. */
  consent: 180,
} as const;

/** Cookie-consent categories; `necessary` cannot be disabled. */
export const consentCategories = ['necessary', 'analytical', 'marketing', 'social-media', 'unclassified'] as const;

/** One cookie-consent category. */
export type ConsentCategory = (typeof consentCategories)[number];

/** Categories the visitor cannot switch off. */
export const requiredConsentCategories: readonly ConsentCategory[] = ['necessary'];

/**
 * Whether a path counts as consent granted: spec, "a path containing 'preview' counts as
 * consent-cookie granted" (agents previewing drafts see no banner). Case-insensitive.
 *
 * @example
 * consentGrantedByPath('/api/preview?secret=x'); // true
 * consentGrantedByPath('/nl/contact/'); // false
 */
export function consentGrantedByPath(path: string): boolean {
  return path.toLowerCase().includes('preview');
}

/**
 * The site's cookie names and the one reading of the consent cookie's value, without the Cookie
 * header parser (cookies.ts): the browser's first load needs these, not the parser, which the
 * browser loads only when it reads `document.cookie` (src/shell/language/remembered-language.ts).
 */
import { type ConsentCategory, consentCategories, requiredConsentCategories } from '@vitrine/domain';

/** The cookie that keeps the visitor's consent choice (src/features/consent/consent.ts). */
export const consentCookieName = 'vitrine_consent';
/** The cookie that mirrors the remembered language (src/shell/language/remembered-language.ts). */
export const languageCookieName = 'lng';
/**
 * The signed time a page with a form was served (src/features/forms/fill-time.server.ts): set by
 * `/_forms/started.css`, read only by the forms' actions. No page reads it, so it makes no page
 * personal and is not part of the page cache's key (decision 036).
 */
export const fillTimeCookieName = 'vitrine_started';

const isConsentCategory = (token: string): token is ConsentCategory =>
  (consentCategories as readonly string[]).includes(token);

/**
 * The granted categories a consent cookie value stores (`necessary.marketing`), `necessary`
 * always included, in the domain's order; null when it is not a value this site writes.
 */
export function consentCategoriesOf(value: string | null | undefined): ConsentCategory[] | null {
  if (!value) return null;
  const tokens = value.split('.');
  if (!tokens.every(isConsentCategory)) return null;
  return consentCategories.filter(
    (category) => requiredConsentCategories.includes(category) || tokens.includes(category),
  );
}

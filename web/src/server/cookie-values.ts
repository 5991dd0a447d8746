/**
 * The site's cookie names and the reading of the consent cookie's value (cache/cookie-values.ts),
 * for modules that also run in the browser: they carry no Cookie header parser into the first load
 * (the parser is `~/server/cookies`, which the browser imports only when it reads a cookie).
 */
export { consentCategoriesOf, consentCookieName, languageCookieName } from '../../cache/cookie-values.ts';

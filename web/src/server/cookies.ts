/**
 * The site's one Cookie header reader (cache/cookies.ts, shared with the page cache's key, which
 * runs outside the app's build), for the app's modules through the `~/` alias.
 */
export {
  consentCategoriesOf,
  consentCookieName,
  consentOfCookies,
  fillTimeCookieName,
  languageCookieName,
  languageOfCookies,
  requestCookies,
  singleCookie,
  unreadByPages,
} from '../../cache/cookies.ts';

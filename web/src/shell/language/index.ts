export { AlternateLinks } from './alternate-links';
export { LanguageSwitcher } from './language-switcher';
export { languageMessages } from './messages';
export { routeTablePageLinks, usePageLinks, type Alternates, type PageLinks } from './page-alternates';
export { RememberLanguage } from './remember-language';
export { languageCookieName } from './remembered-language';

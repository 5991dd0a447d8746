export { publicPageHeaders } from './cache-headers';
export { siteMessages } from './messages';
export { PageHead } from './page-head';
export { useSite, siteNameOf, type SiteData, type SiteSettings, type AgencyContact } from './site';
export { SiteFooter } from './site-footer';
export { SiteHeader } from './site-header';
export { TokenLinkPage, type TokenLinkTexts } from './token-link-page';

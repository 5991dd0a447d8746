import { index, route, type RouteConfig } from '@react-router/dev/routes';
import {
  favouritesSlugs,
  languages,
  listingSlugs,
  routes as domainRoutes,
  searchAlertSlugs,
  thankYouSegments,
  type Language,
} from '@vitrine/domain';
import { ownerPortalSegments } from './features/owner/paths';

/**
 * The route table, written out per language: each page type is one module reused under a
 * translated path with its own id (`nl/for-sale`, `fr/for-sale`, …). Segments come from the
 * domain's route table, so links built with `listingPath`/`propertyPath` always match a route.
 * Detail segments (city, `{type}-{reference}`, project slug) are read by the loaders with
 * `parseListingPath`.
 */
function languageRoutes(language: Language) {
  const sale = `${language}/${listingSlugs.sale[language]}`;
  const rent = `${language}/${listingSlugs.rent[language]}`;
  const projects = `${language}/${listingSlugs.projects[language]}`;
  return [
    route(language, 'routes/home.tsx', { id: `${language}/home` }),
    route(sale, 'routes/listing-list.tsx', { id: `${language}/for-sale` }),
    route(`${sale}/:city/:detail`, 'routes/property.tsx', { id: `${language}/for-sale/property` }),
    route(rent, 'routes/listing-list.tsx', { id: `${language}/for-rent` }),
    route(`${rent}/:city/:detail`, 'routes/property.tsx', { id: `${language}/for-rent/property` }),
    route(projects, 'routes/project-list.tsx', { id: `${language}/projects` }),
    route(`${projects}/:project`, 'routes/project.tsx', { id: `${language}/projects/project` }),
    // The embedded map of the results (the list page feeds it by postMessage); never indexed.
    route(`${language}/map-frame`, 'routes/map-frame.tsx', { id: `${language}/map-frame` }),
    // Strapi's preview links: checks the shared secret, then shows the draft on its own page.
    route(`${language}/preview`, 'routes/preview.tsx', { id: `${language}/preview` }),
    // After a form: /en/thank-you/{form}/, /nl/bedankt/{form}/ (slugs: domain thankYouPath).
    route(`${language}/${thankYouSegments[language]}/:form`, 'routes/thank-you.tsx', { id: `${language}/thank-you` }),
    // The newsletter: sign-up (the footer posts here), and the links of its mails (paths set by Strapi's mails).
    route(`${language}/newsletter`, 'routes/newsletter.tsx', { id: `${language}/newsletter` }),
    route(`${language}/newsletter/confirm`, 'routes/newsletter-confirm.tsx', { id: `${language}/newsletter/confirm` }),
    route(`${language}/unsubscribe`, 'routes/unsubscribe.tsx', { id: `${language}/unsubscribe` }),
    // The visitor's shortlist (the hearts post here) and its shared link: /en/favourites/, /nl/favorieten/…
    route(`${language}/${favouritesSlugs[language]}`, 'routes/favourites.tsx', { id: `${language}/favourites` }),
    // The owner login, its password pages and the owner portal (paths: DESIGN.md, features/owner/paths.ts).
    route(`${language}/login`, 'routes/owner-login.tsx', { id: `${language}/login` }),
    route(`${language}/login/password`, 'routes/owner-forgot-password.tsx', { id: `${language}/login/password` }),
    route(`${language}/login/reset`, 'routes/owner-reset-password.tsx', { id: `${language}/login/reset` }),
    route(`${language}/login/link`, 'routes/owner-sign-in-link.tsx', { id: `${language}/login/link` }),
    route(`${language}/${ownerPortalSegments[language]}`, 'routes/owner-portal.tsx', { id: `${language}/owner` }),
    // The demand register (search alert) and the link of its confirmation mail.
    route(`${language}/${searchAlertSlugs[language]}`, 'routes/search-alert.tsx', { id: `${language}/search-alert` }),
    route(`${language}/${searchAlertSlugs[language]}/confirm`, 'routes/search-alert-confirm.tsx', {
      id: `${language}/search-alert/confirm`,
    }),
  ];
}

/** The route-table path of a domain route in a language, as a route pattern (`nl/diensten`). */
function domainPath(id: string, language: Language): string {
  const found = domainRoutes.find((entry) => entry.id === id);
  if (!found) throw new Error(`No route "${id}" in the domain route table`);
  return found.paths[language].slice(1, -1);
}

/** Content pages from Strapi, their paths from the domain route table. */
function contentRoutes(language: Language) {
  const page = (id: string, file: string) => route(domainPath(id, language), file, { id: `${language}/${id}` });
  return [
    page('contact', 'routes/contact.tsx'),
    page('valuation', 'routes/valuation.tsx'),
    page('team', 'routes/team.tsx'),
    page('testimonials', 'routes/testimonials.tsx'),
    page('renovation-calculator', 'routes/renovation-calculator.tsx'),
    ...['privacy', 'cookie-policy', 'disclaimer', 'group'].map((id) => page(id, 'routes/content-page.tsx')),
    ...['services', 'investors', 'information'].flatMap((id) => [
      page(id, 'routes/section.tsx'),
      route(`${domainPath(id, language)}/:article`, 'routes/article.tsx', { id: `${language}/${id}/article` }),
    ]),
  ];
}

export default [
  index('routes/language-redirect.tsx', { id: 'language-redirect' }),
  route('sitemap.xml', 'routes/sitemap.tsx', { id: 'sitemap' }),
  route('sitemaps/:name', 'routes/sitemap-file.tsx', { id: 'sitemap-file' }),
  route('robots.txt', 'routes/robots.tsx', { id: 'robots' }),
  // Cookie consent: every consent form posts here; without JavaScript it is also the preferences page.
  route('consent', 'routes/consent.tsx', { id: 'consent' }),
  // The lead forms' proof of work: a fresh challenge, fetched by the page's script (never cached).
  route('_pow/challenge', 'routes/proof-of-work.tsx', { id: 'proof-of-work' }),
  // The valuation page's count of searchers wanting the described home, as its fields change (issue 22).
  route('_searchers', 'routes/searchers.tsx', { id: 'searchers' }),
  // The forms' fill time: an empty style sheet whose answer sets the signed fill-time cookie (never cached).
  route('_forms/started.css', 'routes/fill-time.tsx', { id: 'fill-time' }),
  ...languages.flatMap(languageRoutes),
  ...languages.flatMap(contentRoutes),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;

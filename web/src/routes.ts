import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { languages, listingSlugs, type Language } from '@vitrine/domain';

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
  ];
}

export default [
  index('routes/language-redirect.tsx', { id: 'language-redirect' }),
  ...languages.flatMap(languageRoutes),
  route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig;

import { listingPath, localizePath, type Language } from '@vitrine/domain';
import type { SitePage } from './site';

/**
 * The domain route table's original path of each fixed page (`localizePath` translates it). Only
 * pages that exist: the free-valuation form and the owner login join when they are built.
 */
const originalPaths: Readonly<Record<Exclude<SitePage, 'home' | 'forSale' | 'forRent' | 'projects'>, string>> = {
  services: '/Services/',
  investors: '/investors/',
  information: '/information/',
  renovationCalculator: '/renovation-calculator/',
  testimonials: '/testimonials/',
  team: '/Team/',
  contact: '/contact/',
  privacy: '/Privacy/',
  cookiePolicy: '/Cookie-policy/',
  disclaimer: '/Disclaimer/',
  group: '/Solanet/',
};

/**
 * The fixed pages' paths in a language, sent with the root data: the browser gets about 600 bytes
 * of paths instead of the domain's route table and path builders (about 2.5 KB gzip on every page).
 *
 * @example
 * sitePathsOf('fr').privacy; // '/fr/vie-privee/'
 */
export function sitePathsOf(language: Language): Readonly<Record<SitePage, string>> {
  return {
    home: `/${language}/`,
    forSale: listingPath(language, 0),
    forRent: listingPath(language, 1),
    projects: listingPath(language, 'projects'),
    ...(Object.fromEntries(
      Object.entries(originalPaths).map(([page, original]) => [page, localizePath(original, language)]),
    ) as Record<keyof typeof originalPaths, string>),
  };
}

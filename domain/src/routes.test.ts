import { describe, expect, test } from 'vitest';
import { languages } from './languages.js';
import {
  alternatesOf,
  breadcrumbOf,
  localizePath,
  originalPathOf,
  parentPathOf,
  resolveRoute,
  routes,
} from './routes.js';

describe('route table', () => {
  test.each([
    ['/', '/en/', '/nl/', '/fr/', '/de/'],
    ['/contact/', '/en/contact/', '/nl/contact/', '/fr/contact/', '/de/kontakt/'],
    [
      '/contact-demand/',
      '/en/free-valuation/',
      '/nl/gratis-schatting/',
      '/fr/estimation-gratuite/',
      '/de/kostenlose-bewertung/',
    ],
    ['/Privacy/', '/en/privacy/', '/nl/privacy/', '/fr/vie-privee/', '/de/datenschutz/'],
    ['/Cookie-policy/', '/en/cookie-policy/', '/nl/cookiebeleid/', '/fr/politique-cookies/', '/de/cookie-richtlinie/'],
    ['/Disclaimer/', '/en/disclaimer/', '/nl/disclaimer/', '/fr/mentions-legales/', '/de/haftungsausschluss/'],
    ['/Team/', '/en/team/', '/nl/team/', '/fr/equipe/', '/de/team/'],
    ['/Services/', '/en/services/', '/nl/diensten/', '/fr/services/', '/de/dienstleistungen/'],
    ['/Solanet/', '/en/solanet/', '/nl/solanet/', '/fr/solanet/', '/de/solanet/'],
    ['/login/', '/en/login/', '/nl/login/', '/fr/login/', '/de/login/'],
    [
      '/services/transactions/',
      '/en/services/transactions/',
      '/nl/diensten/transacties/',
      '/fr/services/transactions/',
      '/de/dienstleistungen/transaktionen/',
    ],
    [
      '/services/recherche--investissement/',
      '/en/services/research-investment/',
      '/nl/diensten/onderzoek-investering/',
      '/fr/services/recherche--investissement/',
      '/de/dienstleistungen/recherche-investition/',
    ],
    [
      '/services/gestion-de-patrimoine/',
      '/en/services/asset-management/',
      '/nl/diensten/vermogensbeheer/',
      '/fr/services/gestion-de-patrimoine/',
      '/de/dienstleistungen/vermoegensverwaltung/',
    ],
    [
      '/services/hotellerie/',
      '/en/services/hotels/',
      '/nl/diensten/hotels/',
      '/fr/services/hotellerie/',
      '/de/dienstleistungen/hotellerie/',
    ],
    ['/investors/', '/en/investors/', '/nl/investeerders/', '/fr/investisseurs/', '/de/investoren/'],
    ['/information/', '/en/information/', '/nl/informatie/', '/fr/information/', '/de/information/'],
    ['/testimonials/', '/en/testimonials/', '/nl/getuigenissen/', '/fr/temoignages/', '/de/erfahrungsberichte/'],
    [
      '/renovation-calculator/',
      '/en/renovation-calculator/',
      '/nl/renovatiecalculator/',
      '/fr/calculateur-renovation/',
      '/de/renovierungsrechner/',
    ],
    ['/for-sale/', '/en/for-sale/', '/nl/te-koop/', '/fr/a-vendre/', '/de/zu-verkaufen/'],
    ['/for-rent/', '/en/for-rent/', '/nl/te-huur/', '/fr/a-louer/', '/de/zu-vermieten/'],
    ['/projects/', '/en/new-builds/', '/nl/nieuwbouw/', '/fr/projets-neufs/', '/de/neubauprojekte/'],
    [
      '/feedback/contact-demand/',
      '/en/thank-you/contact-demand/',
      '/nl/bedankt/gratis-schatting/',
      '/fr/merci/estimation-gratuite/',
      '/de/danke/kostenlose-bewertung/',
    ],
    [
      '/feedback/site-contact/',
      '/en/thank-you/contact/',
      '/nl/bedankt/contact/',
      '/fr/merci/contact/',
      '/de/danke/contact/',
    ],
  ])('%s → %s %s %s %s, and back', (original, en, nl, fr, de) => {
    const expected = { en, nl, fr, de };
    for (const lang of languages) {
      expect(localizePath(original, lang)).toBe(expected[lang]);
      expect(originalPathOf(expected[lang])).toBe(original);
    }
  });

  test('ids, originals and localized paths are unique', () => {
    const ids = routes.map((route) => route.id);
    const originals = routes.map((route) => route.original.toLowerCase());
    const paths = routes.flatMap((route) => languages.map((lang) => route.paths[lang]));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(originals).size).toBe(originals.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('every route has a path per language under its language, with a trailing slash', () => {
    for (const route of routes) {
      for (const lang of languages) expect(route.paths[lang]).toMatch(new RegExp(`^/${lang}/([a-z0-9-]+/)*$`));
    }
  });
});

describe('localizePath', () => {
  test.each([
    ['/privacy/', 'fr', '/fr/vie-privee/'],
    ['/PRIVACY', 'de', '/de/datenschutz/'],
    ['/team', 'fr', '/fr/equipe/'],
    ['/nl/contact/', 'de', '/de/kontakt/'],
    ['/FR/Equipe/', 'en', '/en/team/'],
    ['https://example.be/fr/vie-privee/?x=1#top', 'nl', '/nl/privacy/'],
    ['/for-sale/gent/huis-VT1/', 'de', '/de/zu-verkaufen/gent/huis-VT1/'],
    ['/nl/nieuwbouw/park-lane/', 'fr', '/fr/projets-neufs/park-lane/'],
    ['/unknown/', 'en', '/en/'],
    ['', 'fr', '/fr/'],
  ] as const)('%s in %s → %s', (path, lang, expected) => {
    expect(localizePath(path, lang)).toBe(expected);
  });
});

describe('the original paths under every language, whatever their case', () => {
  test.each([
    ['/fr/Team/', 'fr', 'team', '/fr/equipe/'],
    ['/nl/Services/', 'nl', 'services', '/nl/diensten/'],
    ['/en/Team/', 'en', 'team', '/en/team/'],
    ['/de/TEAM', 'de', 'team', '/de/team/'],
    ['/DE/privacy/', 'de', 'privacy', '/de/datenschutz/'],
    ['/nl/Cookie-policy/', 'nl', 'cookie-policy', '/nl/cookiebeleid/'],
    ['/fr/Disclaimer/', 'fr', 'disclaimer', '/fr/mentions-legales/'],
    ['/fr/Solanet/', 'fr', 'group', '/fr/solanet/'],
    ['/nl/contact-demand/', 'nl', 'valuation', '/nl/gratis-schatting/'],
    ['/fr/services/hotellerie/', 'fr', 'services-hotels', '/fr/services/hotellerie/'],
    ['/nl/Services/Hotellerie/', 'nl', 'services-hotels', '/nl/diensten/hotels/'],
    ['/fr/feedback/site-contact/', 'fr', 'thank-you-site-contact', '/fr/merci/contact/'],
  ] as const)('%s is the %s page %s: %s', (path, lang, id, localized) => {
    const resolved = resolveRoute(path);
    expect(resolved?.route.id).toBe(id);
    expect(resolved?.lang).toBe(lang);
    expect(resolved?.route.paths[lang]).toBe(localized);
  });

  test.each(['/fr/Team/extra/', '/xx/Team/', '/nl/'])('%s is no original path under a language', (path) => {
    const resolved = resolveRoute(path);
    expect(resolved === null || resolved.route.id !== 'team').toBe(true);
  });
});

describe('generic for-sale and for-rent fallback on the last segment', () => {
  test.each([
    ['/residential/for-sale/', '/for-sale/', '/fr/a-vendre/'],
    ['/Woningen/Te-Koop/', '/for-sale/', '/fr/a-vendre/'],
    ['/nl/residentieel/te-huur/', '/for-rent/', '/fr/a-louer/'],
    ['/a/b/a-louer', '/for-rent/', '/fr/a-louer/'],
    ['/zu-vermieten/', '/for-rent/', '/fr/a-louer/'],
    ['/residential/new-builds/', '/', '/fr/'],
    ['/for-sale-old/', '/', '/fr/'],
  ])('%s → original %s, fr %s', (path, original, fr) => {
    expect(originalPathOf(path)).toBe(original);
    expect(localizePath(path, 'fr')).toBe(fr);
  });
});

describe('originalPathOf', () => {
  test.each([
    ['/fr/equipe/', '/Team/'],
    ['/de/datenschutz', '/Privacy/'],
    ['/privacy/', '/Privacy/'],
    ['/nl/bedankt/zoekopdracht/', '/feedback/demand-register/'],
    ['/fr/merci/newsletter/', '/feedback/sign-newsletter/'],
    ['/en/for-sale/ghent/house-VT1/', '/for-sale/ghent/house-VT1/'],
    ['/de/neubauprojekte/sonnenhof/', '/projects/sonnenhof/'],
    ['/nl/', '/'],
    ['/nl/bestaat-niet/', '/'],
    ['/nl/te-koop/gent/', '/'],
    ['/for-sale/gent/', '/'],
  ])('%s → %s', (path, original) => {
    expect(originalPathOf(path)).toBe(original);
  });
});

describe('alternatesOf', () => {
  test.each([
    ['/nl/te-koop/', { en: '/en/for-sale/', nl: '/nl/te-koop/', fr: '/fr/a-vendre/', de: '/de/zu-verkaufen/' }],
    ['/fr/a-louer/?page=2', { en: '/en/for-rent/', nl: '/nl/te-huur/', fr: '/fr/a-louer/', de: '/de/zu-vermieten/' }],
    ['/en/privacy/', { en: '/en/privacy/', nl: '/nl/privacy/', fr: '/fr/vie-privee/', de: '/de/datenschutz/' }],
    [
      '/nl/te-koop/gent/huis-VT1024/',
      {
        en: '/en/for-sale/gent/huis-VT1024/',
        nl: '/nl/te-koop/gent/huis-VT1024/',
        fr: '/fr/a-vendre/gent/huis-VT1024/',
        de: '/de/zu-verkaufen/gent/huis-VT1024/',
      },
    ],
    [
      '/nl/bedankt/gratis-schatting/',
      {
        en: '/en/thank-you/contact-demand/',
        nl: '/nl/bedankt/gratis-schatting/',
        fr: '/fr/merci/estimation-gratuite/',
        de: '/de/danke/kostenlose-bewertung/',
      },
    ],
    ['/nowhere/', { en: '/en/', nl: '/nl/', fr: '/fr/', de: '/de/' }],
  ])('%s', (path, alternates) => {
    expect(alternatesOf(path)).toEqual(alternates);
  });
});

describe('parentPathOf and breadcrumbOf', () => {
  test.each([
    [[{ path: '/nl/te-koop/' }], '/nl/te-koop/'],
    [[{ path: '/Services/' }, { path: '/services/hotellerie/' }], '/Services/'],
    [[{ path: '' }], '/'],
    [[], '/'],
    [null, '/'],
    [undefined, '/'],
  ])('parentPathOf(%j) → %s', (breadcrumb, parent) => {
    expect(parentPathOf(breadcrumb)).toBe(parent);
  });

  test.each([
    ['/nl/te-koop/gent/huis-VT1024/', undefined, [{ path: '/nl/te-koop/' }]],
    ['/nl/te-koop/gent/huis-VT1024/', 'fr', [{ path: '/fr/a-vendre/' }]],
    ['/de/neubauprojekte/sonnenhof/', undefined, [{ path: '/de/neubauprojekte/' }]],
    ['/fr/services/hotellerie/', undefined, [{ path: '/fr/services/' }]],
    ['/services/hotellerie/', undefined, [{ path: '/Services/' }]],
    ['/services/hotellerie/', 'nl', [{ path: '/nl/diensten/' }]],
    ['/nl/contact/', undefined, []],
    ['/nowhere/', undefined, []],
  ] as const)('breadcrumbOf(%s, %s) → %j', (path, lang, breadcrumb) => {
    expect(breadcrumbOf(path, lang)).toEqual(breadcrumb);
  });

  test("a property's parent path is its list", () => {
    expect(parentPathOf(breadcrumbOf('/en/for-rent/brussels/flat-VT1/'))).toBe('/en/for-rent/');
    expect(parentPathOf(breadcrumbOf('/en/contact/'))).toBe('/');
  });

  test('resolveRoute reports the language', () => {
    expect(resolveRoute('/fr/vie-privee/')).toMatchObject({ lang: 'fr', tail: '' });
    expect(resolveRoute('/Privacy/')).toMatchObject({ lang: null });
    expect(resolveRoute('/nowhere/')).toBeNull();
  });
});

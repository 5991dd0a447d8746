import type { Localized } from './locales';

export const agencyIdentity = {
  street: 'Mechelsesteenweg',
  houseNumber: '64',
  zip: '2018',
  phone: '032345678',
  email: 'info@vitrine.localhost',
  vatNumber: 'BE 0712.345.678',
  // The number only: the site writes the register's name before it in each language
  // ("BIV-nummer", "Numéro IPI").
  bivNumber: '512.345',
  // Where a buyer pays the 10 % deposit of a purchase offer (spec): the agency's third-party
  // (escrow) account, which Belgian law keeps apart from the agency's own money.
  thirdPartyAccount: 'BE68 5390 0754 7034',
} as const;

const robots = (lang: string) =>
  [
    'User-agent: *',
    'Allow: /',
    `Disallow: /${lang}/login/`,
    'Disallow: /*preview',
    'Disallow: /api/',
    '',
    'Sitemap: https://www.vitrine.localhost/sitemap.xml',
  ].join('\n');

/** Indicative renovation costs per m² for one step up the energy scale (used by the calculator). */
const renovationSteps: readonly [from: string, to: string, costPerM2: number][] = [
  ['F', 'E', 95],
  ['E', 'D', 110],
  ['D', 'C', 120],
  ['C', 'B', 140],
  ['B', 'A', 185],
  ['A', 'A+', 240],
];
const renovationNote: Localized = {
  nl: 'Richtprijs incl. btw voor isolatie, ramen en verwarming; een energiedeskundige geeft de juiste raming.',
  fr: "Prix indicatif TVAC pour l'isolation, les châssis et le chauffage ; un certificateur PEB vous donnera une estimation précise.",
  en: 'Indicative price incl. VAT for insulation, windows and heating; an energy assessor will give you an exact estimate.',
  de: 'Richtpreis inkl. MwSt. für Dämmung, Fenster und Heizung; ein Energieberater nennt Ihnen den genauen Betrag.',
};

/**
 * The agency's own marker for the results map: a pin in the brand colour with a house, drawn at
 * twice the size it is shown (the site shows it 40 px high, anchored at its tip).
 */
export const mapMarkerSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="80" viewBox="0 0 64 80">
  <path d="M32 77C32 77 5 47 5 30a27 27 0 0 1 54 0c0 17-27 47-27 47z" fill="#0f4c4a" stroke="#ffffff" stroke-width="4"/>
  <path d="M32 15 47 28v16H17V28z" fill="#ffffff"/>
  <rect x="28" y="34" width="8" height="10" rx="1" fill="#0f4c4a"/>
</svg>`;

/**
 * The results map's settings, shared by every language: the agency's marker, and the marquees
 * whose ribbon the map leaves out. A listing still on offer may carry a "sold" or "rented" ribbon
 * (sold subject to conditions): the agency does not advertise those on the map.
 */
export function mapSettings(markerId: number | undefined): Record<string, unknown> {
  return {
    mapMarker: markerId ?? null,
    mapHiddenMarquees: [{ marquee: 'sold' }, { marquee: 'rented' }],
  };
}

/** The site settings single type, one entry per language. */
export function siteSettings(): Localized<Record<string, unknown>> {
  const per = (
    lang: keyof Localized,
    texts: {
      siteName: string;
      tagline: string;
      legalName: string;
      city: string;
      countryName: string;
      bivStatus: string;
      authority: string;
      hours: string;
      consent: string;
    },
  ) => ({
    siteName: texts.siteName,
    tagline: texts.tagline,
    defaultLanguage: 'nl',
    googleVerification: '',
    facebookVerification: '',
    nortonSafeWeb: '',
    robots: robots(lang),
    agency: {
      legalName: texts.legalName,
      ...agencyIdentity,
      thirdPartyAccountHolder: texts.legalName,
      city: texts.city,
      countryName: texts.countryName,
      bivStatus: texts.bivStatus,
      supervisoryAuthority: texts.authority,
      deontologyUrl: 'https://www.biv.be/',
      openingHours: texts.hours,
    },
    renovationCosts: renovationSteps.map(([fromLabel, toLabel, costPerM2]) => ({
      fromLabel,
      toLabel,
      costPerM2,
      note: renovationNote[lang],
    })),
    consentMessage: texts.consent,
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  });
  return {
    nl: per('nl', {
      siteName: 'Vitrine Vastgoed',
      tagline: 'Verkoop, verhuur en nieuwbouw in België en Luxemburg',
      legalName: 'Vitrine Vastgoed BV',
      city: 'Antwerpen',
      countryName: 'België',
      bivStatus: 'Erkend vastgoedmakelaar-bemiddelaar, België',
      authority: 'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel',
      hours: 'Maandag tot vrijdag 9.00–18.00 uur, zaterdag 10.00–13.00 uur en op afspraak.',
      consent:
        'Wij gebruiken cookies om de website te laten werken, het gebruik te meten en je relevante woningen te tonen. Kies welke cookies je toelaat.',
    }),
    fr: per('fr', {
      siteName: 'Vitrine Immobilier',
      tagline: 'Vente, location et projets neufs en Belgique et au Luxembourg',
      legalName: 'Vitrine Immobilier SRL',
      city: 'Anvers',
      countryName: 'Belgique',
      bivStatus: 'Agent immobilier intermédiaire agréé, Belgique',
      authority: 'Institut professionnel des agents immobiliers (IPI), rue de Luxembourg 16B, 1000 Bruxelles',
      hours: 'Du lundi au vendredi de 9 h à 18 h, le samedi de 10 h à 13 h et sur rendez-vous.',
      consent:
        'Nous utilisons des cookies pour faire fonctionner le site, mesurer son utilisation et vous montrer des biens pertinents. Choisissez les cookies que vous acceptez.',
    }),
    en: per('en', {
      siteName: 'Vitrine Real Estate',
      tagline: 'Sales, lettings and new builds in Belgium and Luxembourg',
      legalName: 'Vitrine Vastgoed BV',
      city: 'Antwerp',
      countryName: 'Belgium',
      bivStatus: 'Licensed real-estate agent (intermediary), Belgium',
      authority: 'Professional Institute of Real Estate Agents (BIV/IPI), Rue de Luxembourg 16B, 1000 Brussels',
      hours: 'Monday to Friday 9 am – 6 pm, Saturday 10 am – 1 pm, and by appointment.',
      consent:
        'We use cookies to make the website work, to measure its use and to show you relevant properties. Choose which cookies you allow.',
    }),
    de: per('de', {
      siteName: 'Vitrine Immobilien',
      tagline: 'Verkauf, Vermietung und Neubau in Belgien und Luxemburg',
      legalName: 'Vitrine Vastgoed BV',
      city: 'Antwerpen',
      countryName: 'Belgien',
      bivStatus: 'Zugelassener Immobilienmakler (Vermittler), Belgien',
      authority: 'Berufsinstitut der Immobilienmakler (BIV/IPI), Rue de Luxembourg 16B, 1000 Brüssel',
      hours: 'Montag bis Freitag 9–18 Uhr, Samstag 10–13 Uhr und nach Vereinbarung.',
      consent:
        'Wir verwenden Cookies, damit die Website funktioniert, um die Nutzung zu messen und Ihnen passende Immobilien zu zeigen. Wählen Sie, welche Cookies Sie zulassen.',
    }),
  };
}

import type { Localized } from './locales';

export const agencyIdentity = {
  street: 'Mechelsesteenweg',
  houseNumber: '64',
  zip: '2018',
  phone: '032345678',
  email: 'info@vitrine.localhost',
  vatNumber: 'BE 0712.345.678',
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
      bivNumber: string;
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
      city: texts.city,
      countryName: texts.countryName,
      bivNumber: texts.bivNumber,
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
      bivNumber: 'BIV 512.345',
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
      bivNumber: 'IPI 512.345',
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
      bivNumber: 'BIV 512.345',
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
      bivNumber: 'BIV 512.345',
      bivStatus: 'Zugelassener Immobilienmakler (Vermittler), Belgien',
      authority: 'Berufsinstitut der Immobilienmakler (BIV/IPI), Rue de Luxembourg 16B, 1000 Brüssel',
      hours: 'Montag bis Freitag 9–18 Uhr, Samstag 10–13 Uhr und nach Vereinbarung.',
      consent:
        'Wir verwenden Cookies, damit die Website funktioniert, um die Nutzung zu messen und Ihnen passende Immobilien zu zeigen. Wählen Sie, welche Cookies Sie zulassen.',
    }),
  };
}

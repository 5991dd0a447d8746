import { describe, expect, test } from 'vitest';
import type { Language } from '@vitrine/domain';
import { searchRequestLines, type ClassificationNames } from './search-request';

// The agency's mail of a new standing search lists what was asked in words, in the agent's
// language: the search (for sale, "Huis", every region, 200,000–600,000, 2+ bedrooms).
const lead = {
  goal: 0,
  propertyTypes: [1],
  regions: [1, 2, 3],
  minPrice: 200000,
  maxPrice: 600000,
  minBedrooms: 2,
  delivery: 'instant',
  title: 'ms',
  firstName: 'Els',
  lastName: 'Maes',
  email: 'els@example.be',
  language: 'nl',
};

const names: Record<Language, ClassificationNames> = {
  nl: {
    propertyTypes: new Map([[1, 'Huis']]),
    regions: new Map([
      [1, 'Vlaanderen'],
      [2, 'Wallonië'],
      [3, 'Brussel'],
    ]),
  },
  fr: {
    propertyTypes: new Map([[1, 'Maison']]),
    regions: new Map([
      [1, 'Flandre'],
      [2, 'Wallonie'],
      [3, 'Bruxelles'],
    ]),
  },
  en: {
    propertyTypes: new Map([[1, 'House']]),
    regions: new Map([
      [1, 'Flanders'],
      [2, 'Wallonia'],
      [3, 'Brussels'],
    ]),
  },
  de: {
    propertyTypes: new Map([[1, 'Haus']]),
    regions: new Map([
      [1, 'Flandern'],
      [2, 'Wallonien'],
      [3, 'Brüssel'],
    ]),
  },
};

describe('the agency mail of a new search request', () => {
  test.each<[Language, Record<string, string>]>([
    [
      'nl',
      {
        Aanspreking: 'Mevr.',
        Wil: 'Kopen',
        'Soorten panden': 'Huis',
        'Regio’s': 'Vlaanderen, Wallonië, Brussel',
        Prijs: '€ 200.000 tot € 600.000',
        Slaapkamers: 'minstens 2',
        Meldingen: 'meteen',
        Taal: 'Nederlands',
      },
    ],
    [
      'fr',
      {
        Souhaite: 'Acheter',
        'Types de biens': 'Maison',
        Régions: 'Flandre, Wallonie, Bruxelles',
        Prix: 'de € 200.000 à € 600.000',
        Chambres: 'au moins 2',
        Alertes: 'immédiatement',
        Langue: 'néerlandais',
      },
    ],
    [
      'en',
      {
        'Looking to': 'Buy',
        'Property types': 'House',
        Regions: 'Flanders, Wallonia, Brussels',
        Price: '€ 200.000 to € 600.000',
        Bedrooms: 'at least 2',
        Alerts: 'at once',
        Language: 'Dutch',
      },
    ],
    [
      'de',
      {
        Möchte: 'Kaufen',
        Immobilienarten: 'Haus',
        Regionen: 'Flandern, Wallonien, Brüssel',
        Preis: '€ 200.000 bis € 600.000',
        Schlafzimmer: 'mindestens 2',
        Benachrichtigungen: 'sofort',
        Sprache: 'Niederländisch',
      },
    ],
  ])('in %s: names, prices as on the site, rooms; no stored code', (language, expected) => {
    const lines = searchRequestLines(lead, language, names[language]);
    expect(Object.fromEntries(lines)).toMatchObject(expected);
    const text = lines.map(([label, value]) => `${label}: ${value}`).join('\n');
    expect(text).not.toMatch(/200000|600000|\b0\b|instant|\bnl\b/);
  });

  test.each<[string, Record<string, unknown>, Record<string, string>, string[]]>([
    ['a lower price bound only', { maxPrice: undefined }, { Prijs: 'minstens € 200.000' }, []],
    ['an upper price bound only', { minPrice: undefined }, { Prijs: 'hoogstens € 600.000' }, []],
    ['no price bounds', { minPrice: null, maxPrice: null }, {}, ['Prijs']],
    ['bedrooms between', { maxBedrooms: 4 }, { Slaapkamers: '2 tot 4' }, []],
    [
      'a budget and counts',
      { budget: 1250000, garages: 1, parkings: 2, bathrooms: 1 },
      { Budget: '€ 1.250.000', Garages: 'minstens 1', Parkeerplaatsen: 'minstens 2', Badkamers: 'minstens 1' },
      [],
    ],
    ['for rent, daily', { goal: 1, delivery: 'daily' }, { Wil: 'Huren', Meldingen: 'één dagelijks overzicht' }, []],
    ['an id without a name shows as itself', { propertyTypes: [1, 77] }, { 'Soorten panden': 'Huis, 77' }, []],
  ])('nl: %s', (_name, changes, expected, absent) => {
    const lines = Object.fromEntries(searchRequestLines({ ...lead, ...changes }, 'nl', names.nl));
    expect(lines).toMatchObject(expected);
    for (const label of absent) expect(lines).not.toHaveProperty(label);
  });
});

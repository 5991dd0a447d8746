import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { columnLabels, fieldHelp, fieldLabels } from '../bootstrap/admin-labels';
import { mentionLabels, type LegalMention } from '@vitrine/domain';
import { adminLocales, mentionLabel, translatedHint, translatedLabel, translatedMention } from './admin-language';
import {
  adminMessages,
  codeTranslations,
  columnTranslations,
  helpTranslations,
  labelTranslations,
  mentionTranslations,
  valueTranslations,
} from './admin-translations';
import { publishWarning } from './publish-warning';
import { codedIntegers, codedIntegerType, codedOptions, enumerationLabel, readableEditLayout } from './readable-values';

// Issue 19, item 8: an admin an agent can read, in Dutch, French or English, without codes.

type Attribute = { type: string; description?: string; enum?: string[] };
type Schema = { info?: { description?: string; displayName?: string }; attributes: Record<string, Attribute> };

/** Every content type and component schema of the project. */
function schemas(): [string, Schema][] {
  const found: [string, Schema][] = [];
  const api = join(__dirname, '..', 'api');
  for (const name of readdirSync(api)) {
    const types = join(api, name, 'content-types');
    let entries: string[];
    try {
      entries = readdirSync(types);
    } catch {
      continue;
    }
    for (const type of entries) {
      found.push([`api::${name}.${type}`, JSON.parse(readFileSync(join(types, type, 'schema.json'), 'utf8'))]);
    }
  }
  const components = join(__dirname, '..', 'components');
  for (const category of readdirSync(components)) {
    for (const file of readdirSync(join(components, category)).filter((file) => file.endsWith('.json'))) {
      found.push([`${category}.${file}`, JSON.parse(readFileSync(join(components, category, file), 'utf8'))]);
    }
  }
  return found;
}

/** A label or help text that names stored codes ("0 sale, 1 rent", "7 = starting from", "10 Belgium"). */
const codeList = /\b\d+\s*=|\(\d+ \w+|\b\d+ (for )?(sale|rent|belgium|luxembourg|starting)\b/i;

/** Integer fields that hold a number (a count, an amount, a year, an id), not a code with a meaning. */
const quantities = new Set([
  'retentionRequestsDays',
  'retentionFriendMailsDays',
  'retentionAppointmentsDays',
  'retentionOffersDays',
  'retentionSubscriptionsGraceDays',
  'mailAttempts',
  'rating',
  'capacity',
  'booked',
  'minimumIncome',
  'maximumPersons',
  'classificationId',
  'parentId',
  'webId',
  'order',
  'matchedAt',
  'priceFrom',
  'priceTo',
  'price',
  'rentalMinimumIncome',
  'rentalMaximumPersons',
  'offerFloor',
  'bedrooms',
  'bathrooms',
  'showerRooms',
  'toilets',
  'garages',
  'parkings',
  'externalParkings',
  'floors',
  'facades',
  'constructionYear',
  'renovationYear',
  'livingArea',
  'plotArea',
  'energyValue',
  'amount',
  'visits',
  'pageViews',
  'communications',
  'attempts',
  'nextAttemptAt',
  'leaseUntil',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'maxBedrooms',
  'budget',
  'zipFrom',
  'zipTo',
  'persons',
  'monthlyIncome',
  'floor',
  'distanceMeters',
  'epcTotal',
  'eLevel',
  'homeType',
  'askingPriceMin',
  'askingPriceMax',
  'searchers',
]);

describe('the admin', () => {
  test('is offered in Dutch and French besides English', () => {
    expect(adminLocales).toEqual(expect.arrayContaining(['nl', 'fr']));
    const app = readFileSync(join(__dirname, 'app.tsx'), 'utf8');
    expect(app).toContain('locales: adminLocales');
    expect(app).toContain('translations: adminMessages');
    expect(app).toContain('tutorials: false');
    expect(app).toContain('notifications: { releases: false }');
  });

  test.each(['nl', 'fr'] as const)('has every label, list column and help text of the project in %s', (language) => {
    for (const field of Object.keys(fieldLabels)) expect(labelTranslations[language][field], field).toBeTruthy();
    for (const field of Object.keys(columnLabels)) expect(columnTranslations[language][field], field).toBeTruthy();
    for (const field of Object.keys(fieldHelp)) expect(helpTranslations[language][field], field).toBeTruthy();
    for (const [field, options] of Object.entries(codedIntegers)) {
      for (const option of options)
        expect(codeTranslations[language][field]?.[option.value], `${field} ${option.value}`).toBeTruthy();
    }
  });

  test('shows no stored code in a label, a help text, a column or a content type description', () => {
    const texts: [string, string][] = [
      ...Object.entries(fieldLabels),
      ...Object.entries(columnLabels),
      ...Object.entries(fieldHelp),
      ...(['nl', 'fr'] as const).flatMap((language) => [
        ...Object.entries(labelTranslations[language]),
        ...Object.entries(columnTranslations[language]),
        ...Object.entries(helpTranslations[language]),
      ]),
    ];
    for (const [uid, schema] of schemas()) {
      texts.push([uid, schema.info?.description ?? ''], [uid, schema.info?.displayName ?? '']);
      for (const [field, attribute] of Object.entries(schema.attributes))
        texts.push([`${uid}.${field}`, attribute.description ?? '']);
    }
    expect(texts.filter(([, text]) => codeList.test(text))).toEqual([]);
  });

  test('makes every coded integer field of every content type a dropdown of words', () => {
    const unknown: string[] = [];
    for (const [uid, schema] of schemas()) {
      for (const [field, attribute] of Object.entries(schema.attributes)) {
        if (!['integer', 'biginteger'].includes(attribute.type)) continue;
        if (!(field in codedIntegers) && !quantities.has(field)) unknown.push(`${uid}.${field}`);
      }
    }
    // A new integer field is either a quantity or a code with words (readable-values.ts).
    expect(unknown).toEqual([]);
    expect(codedOptions('countryId', 50, 'nl')).toContainEqual({ value: 50, label: 'Luxemburg' });
    expect(codedOptions('goal', 1, 'fr')).toContainEqual({ value: 1, label: 'À louer' });

    const layout = readableEditLayout(
      {
        layout: [
          [
            [
              {
                name: 'countryId',
                type: 'integer',
                label: 'Country',
                hint: fieldHelp.countryId,
                attribute: { type: 'integer', min: 10, max: 50 },
              },
              { name: 'bedrooms', type: 'integer', label: 'Bedrooms' },
              { name: 'zip', type: 'string', label: 'Postcode van het pand' },
            ],
          ],
        ],
        components: {},
      },
      'nl',
    );
    expect(layout.layout[0][0]).toEqual([
      {
        name: 'countryId',
        type: codedIntegerType,
        label: 'Land',
        hint: 'België of Luxemburg: het gewest en de wettelijke vermeldingen volgen eruit.',
        // Its bounds would show "min. 10 / max. 50" under the dropdown.
        attribute: { type: 'integer', min: undefined, max: undefined },
      },
      { name: 'bedrooms', type: 'integer', label: 'Slaapkamers' },
      // A label an agent wrote in "Configure the view" stays theirs.
      { name: 'zip', type: 'string', label: 'Postcode van het pand' },
    ]);
  });

  test.each(['nl', 'fr'] as const)('shows every value of every enumeration in words in %s', (language) => {
    const missing: string[] = [];
    for (const [uid, schema] of schemas()) {
      for (const [field, attribute] of Object.entries(schema.attributes)) {
        for (const value of attribute.enum ?? []) {
          if (!valueTranslations[language][`${field}.${value}`] && !valueTranslations[language][value]) {
            missing.push(`${uid}.${field}.${value}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(enumerationLabel('listingStatus', 'under_option', language)).toBe(
      language === 'nl' ? 'In optie' : 'Sous option',
    );
    expect(enumerationLabel('marquee', 'none', 'en')).toBe('None');
  });

  test('keeps English labels in English and translates list columns by their own words', () => {
    expect(translatedLabel('goal', 'Sale / rent', 'nl')).toBe('Koop / huur');
    expect(translatedLabel('goal', 'For sale or for rent', 'fr')).toBe('À vendre ou à louer');
    expect(translatedLabel('goal', 'For sale or for rent', 'en')).toBe('For sale or for rent');
    expect(translatedHint('zip', fieldHelp.zip, 'fr')).toBe('Quatre chiffres. La région en découle.');
  });

  test.each(['nl', 'fr'] as const)('names every content type in %s in the menu and above its list', (language) => {
    // Strapi's content manager shows a content type's name as formatMessage({ id: displayName }).
    const leftMenu = readFileSync(strapiAdminFile('content-manager/dist/admin/components/LeftMenu.mjs'), 'utf8');
    expect(leftMenu).toMatch(/formatMessage\(\{\s*id: link\.title,/);
    const untranslated = schemas()
      .filter(([uid]) => uid.startsWith('api::'))
      .map(([, schema]) => schema.info?.displayName ?? '')
      .filter((name) => !adminMessages[language][name]);
    expect(untranslated).toEqual([]);
    expect(adminMessages[language].Property).toBe(language === 'nl' ? 'Pand' : 'Bien');
  });

  test.each(['nl', 'fr'] as const)(
    'gives Strapi the words its %s catalogues lack for the list and the menu',
    (language) => {
      for (const [file, key] of [
        ['i18n/dist/admin/translations', 'i18n.list-view.table.header.label'],
        ['admin/dist/admin/admin/src/translations', 'search.placeholder'],
      ] as const) {
        const own = readFileSync(strapiAdminFile(`${file}/${language}.json.mjs`), 'utf8');
        const id = key.replace(/^i18n\./, '');
        expect(own.includes(`"${id}":`) || Boolean(adminMessages[language][key]), key).toBe(true);
      }
    },
  );

  test.each(['nl', 'fr'] as const)(
    'names every legal mention in %s in the panel, the publish dialog and the start page',
    (language) => {
      const mentions = Object.keys(mentionLabels) as LegalMention[];
      const untranslated = mentions.filter((mention) => !mentionTranslations[language][mention]);
      expect(untranslated).toEqual([]);
      for (const mention of mentions) {
        expect(mentionLabel(mention, language), mention).not.toBe(mentionLabels[mention]);
        expect(translatedMention(mentionLabels[mention], language)).toBe(mentionLabel(mention, language));
      }
      const warning = publishWarning(
        { region: 'flanders', goal: 1, energyValue: 150, energyLabel: 'B', price: 900 },
        false,
        language,
      );
      expect(warning?.missing).toEqual(
        ['epcCertificate', 'floodScores', 'rentAndCharges'].map(
          (mention) => mentionTranslations[language][mention as LegalMention],
        ),
      );
      expect(warning?.title).not.toBe(publishWarning({ region: 'flanders', goal: 1 }, false)?.title);
      expect(mentionLabel('rentAndCharges', 'en')).toBe('Rent and charges');
    },
  );

  test("hides Strapi's Media Library banner the way Strapi stores it dismissed", () => {
    const banner = readFileSync(
      strapiAdminFile('admin/dist/admin/admin/src/components/MediaLibraryBanner.mjs'),
      'utf8',
    );
    expect(banner).toContain(
      'useScopedPersistentState(`STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${isLegacyMediaLibrary}`',
    );
    const app = readFileSync(join(__dirname, 'app.tsx'), 'utf8');
    expect(app).toContain('STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:${String(uuid)}');
    expect(app).toContain('dismissMediaLibraryBanner();');
  });
});

/** A file of an installed Strapi package (its admin code, its catalogues). */
function strapiAdminFile(path: string): string {
  return join(__dirname, '..', '..', 'node_modules', '@strapi', path);
}

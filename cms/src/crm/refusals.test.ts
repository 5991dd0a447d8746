import { errors } from '@strapi/utils';
import { describe, expect, test } from 'vitest';
import { RefusedRecord, refusalOf, refusalText, refusedEntry, type RefusalCause } from './refusals';

describe('a refusal said in the admin languages', () => {
  test.each<[RefusalCause, string, string, string]>([
    [
      { code: 'unknownValue', field: 'status', value: '12' },
      'unknown status 12',
      'onbekende status 12',
      'statut inconnu 12',
    ],
    [{ code: 'noTitle', locale: 'fr' }, 'no title in fr', 'geen titel in het fr', 'pas de titre en fr'],
    [
      { code: 'fileType', url: 'https://crm.example/1.txt', type: 'text/plain', kind: 'photo' },
      'https://crm.example/1.txt is text/plain, not a photo',
      'https://crm.example/1.txt is text/plain, geen foto',
      'https://crm.example/1.txt est text/plain, pas une photo',
    ],
    [
      { code: 'missingMentions', mentions: ['epcScore'] },
      'misses legal mentions (strict compliance is on): EPC score (kWh/m² per year)',
      'wettelijke vermeldingen ontbreken (strikte controle staat aan): epcScore',
      'mentions légales manquantes (contrôle strict activé) : epcScore',
    ],
    [{ code: 'invalid', fields: [], detail: '' }, 'invalid values', 'ongeldige waarden', 'valeurs non valables'],
    [
      { code: 'invalid', fields: ['price'], detail: 'must be a number' },
      'invalid values: price (must be a number)',
      'ongeldige waarden: price (must be a number)',
      'valeurs non valables : price (must be a number)',
    ],
  ])('%o', (cause, en, nl, fr) => {
    const names = { mention: (mention: string) => mention, field: (field: string) => field };
    expect(refusalText(cause, 'en')).toBe(en);
    expect(refusalText(cause, 'nl', names)).toBe(nl);
    expect(refusalText(cause, 'fr', names)).toBe(fr);
  });

  test("the names inside are the admin's (a field's label, a mention's name)", () => {
    const names = { mention: () => 'EPC-score', field: (field: string) => `«${field}»` };
    expect(refusalText({ code: 'invalid', fields: ['price', 'zip'], detail: '' }, 'nl', names)).toBe(
      'ongeldige waarden: «price», «zip»',
    );
    expect(refusalText({ code: 'missingMentions', mentions: ['epcScore'] }, 'fr', names)).toMatch(/EPC-score$/);
  });

  test('the report keeps the English reason beside the cause', () => {
    const cause: RefusalCause = { code: 'referenceTaken', reference: 'AP1' };
    expect(refusedEntry('7', 'listing', cause)).toEqual({
      crmId: '7',
      kind: 'listing',
      reason: "reference AP1 is another listing's",
      cause,
    });
  });
});

describe('the cause of a refused write', () => {
  test('a refusal thrown by the mapping or the importer', () => {
    expect(refusalOf(new RefusedRecord('7', { code: 'noSiteLanguage' }))).toEqual({ code: 'noSiteLanguage' });
  });

  test("Strapi's validation errors: the compliance check, a missing type, invalid fields", () => {
    expect(refusalOf(new errors.ValidationError('misses', { missingMentions: ['epcLabel'] }))).toEqual({
      code: 'missingMentions',
      mentions: ['epcLabel'],
    });
    expect(refusalOf(new errors.ValidationError('no type', { missing: ['propertyType'] }))).toEqual({
      code: 'noPropertyType',
    });
    const invalid = new errors.ValidationError('2 errors occurred', {
      errors: [
        { path: ['price'], message: 'must be a number' },
        { path: ['price'], message: 'must be positive' },
        { path: ['address', 'zip'], message: 'too long' },
      ],
    });
    expect(refusalOf(invalid)).toEqual({
      code: 'invalid',
      fields: ['price', 'address.zip'],
      detail: 'must be a number; must be positive; too long',
    });
    // Without a field list: Strapi's message says why.
    expect(refusalOf(new errors.ValidationError('This attribute must be unique'))).toEqual({
      code: 'invalid',
      fields: [],
      detail: 'This attribute must be unique',
    });
  });

  test('any other error is no refusal: it stops the run', () => {
    expect(refusalOf(new Error('database is locked'))).toBeNull();
    expect(refusalOf(null)).toBeNull();
  });
});

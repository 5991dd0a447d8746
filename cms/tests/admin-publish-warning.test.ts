import { afterAll, describe, expect, test } from 'vitest';
import { publishWarning } from '../src/admin/publish-warning';
import {
  codedIntegers,
  codedIntegerType,
  codedOptions,
  enumerationLabel,
  labelledEnumerationType,
  readableEditLayout,
} from '../src/admin/readable-values';
import { contentManager } from './admin-calls';
import { listingsToDelete } from './created-listings';
import { adminToken, rest } from './http';

const PROPERTY = 'api::property.property';
const admin = contentManager;

const flemishSaleWithoutPlanning = {
  region: 'flanders',
  goal: 0,
  zip: '9000',
  countryId: 10,
  constructionYear: 2015,
  energyValue: 150,
  energyLabel: 'B',
  energy: { certificateNumber: '20240101-0001234-RES-1' },
  flood: { pScore: 'A', gScore: 'A' },
};

describe('the question before publishing a listing that misses legal mentions', () => {
  test('lists what is missing and says the publication goes ahead incomplete', () => {
    const warning = publishWarning(flemishSaleWithoutPlanning, false);
    expect(warning).toMatchObject({
      title: 'This listing misses 5 legal mentions',
      missing: [
        'Urban planning: building permit',
        'Urban planning: zoning destination',
        'Urban planning: summons',
        'Urban planning: preemption right',
        'Urban planning: allotment permit',
      ],
      confirmLabel: 'Publish anyway',
      refused: false,
    });
    expect(warning!.explanation).toContain('not legally complete');
  });

  test('says the publication will be refused when strict compliance is on', () => {
    const warning = publishWarning({ ...flemishSaleWithoutPlanning, energy: null }, true);
    expect(warning?.title).toBe('This listing misses 6 legal mentions');
    expect(warning?.missing[0]).toBe('EPC certificate code');
    expect(warning?.refused).toBe(true);
    expect(warning?.explanation).toContain('refused');
  });

  test('asks nothing of a complete listing, or of one whose region is not known yet', () => {
    const planning = {
      buildingPermit: false,
      destination: 'residential_area',
      summons: false,
      preemptionRight: false,
      allotmentPermit: false,
    };
    expect(publishWarning({ ...flemishSaleWithoutPlanning, planning }, true)).toBeNull();
    expect(publishWarning({ goal: 0, energyValue: 150 }, true)).toBeNull();
  });

  describe('names what the cms refuses', () => {
    const siteSetting = '/single-types/api::site-setting.site-setting';
    const setStrict = async (strictCompliance: boolean) =>
      expect((await admin('PUT', `${siteSetting}?locale=nl`, { strictCompliance })).status).toBe(200);
    const created = listingsToDelete();
    afterAll(() => setStrict(false));

    test('the dialog lists exactly the mentions of the refusal, read from the same draft', async () => {
      const { region: _region, energyLabel: _label, ...entered } = flemishSaleWithoutPlanning;
      // With a type: a listing without one is refused for that first (listing-publication.test.ts).
      const types = await rest('GET', '/property-types?locale=nl&pagination[pageSize]=1', undefined, adminToken());
      const saved = await admin('POST', `/collection-types/${PROPERTY}?locale=nl`, {
        ...entered,
        propertyType: { connect: [{ documentId: types.body.data[0].documentId, locale: 'nl' }] },
        reference: 'ADMDIALOG',
        title: 'Huis ADMDIALOG',
        slug: 'huis-admdialog',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      const documentId = saved.body.data.documentId as string;
      created.push(documentId);
      // What the edit view's form holds once the draft is saved (region and label derived by the cms).
      const draft = (await admin('GET', `/collection-types/${PROPERTY}/${documentId}?locale=nl`)).body.data;
      const warning = publishWarning(draft, true);
      expect(warning?.missing).toHaveLength(5);

      await setStrict(true);
      const refused = await admin('POST', `/collection-types/${PROPERTY}/${documentId}/actions/publish?locale=nl`, {});
      expect(refused.status).toBe(400);
      const refusal = refused.body.error.message as string;
      const listed = refusal.slice(refusal.indexOf(': ') + 2, refusal.indexOf('. Strict')).split(', ');
      expect(listed).toEqual(warning!.missing);
    });
  });
});

describe('readable values in the edit view', () => {
  test('an enumeration value reads as its label, or as words', () => {
    expect(enumerationLabel('listingStatus', 'under_option')).toBe('Under option');
    expect(enumerationLabel('region', 'flanders')).toBe('Flanders');
    expect(enumerationLabel('destination', 'residential_area')).toBe('Residential area');
  });

  test("a coded integer offers its codes by meaning, and keeps an imported listing's other code", () => {
    expect(codedOptions('goal', 0)).toEqual([
      { value: 0, label: 'For sale' },
      { value: 1, label: 'For rent' },
    ]);
    expect(codedOptions('priceUnit', null).map((option) => option.value)).toEqual([7]);
    expect(codedOptions('priceUnit', '7').map((option) => option.value)).toEqual([7]);
    expect(codedOptions('priceUnit', 3)).toContainEqual({ value: 3, label: 'Code 3' });
  });

  test('the layout hook gives enumerations and coded integers, also in components, the labelled inputs', () => {
    const field = (name: string, type: string) => ({ name, type, size: 6 });
    const layout = readableEditLayout({
      layout: [[[field('goal', 'integer'), field('bedrooms', 'integer')], [field('listingStatus', 'enumeration')]]],
      components: { 'property.installations': { layout: [[field('kitchen', 'enumeration')]], settings: {} } },
    });
    expect(layout.layout[0]!.flat().map((item) => item.type)).toEqual([
      codedIntegerType,
      'integer',
      labelledEnumerationType,
    ]);
    expect(layout.components['property.installations']!.layout[0]![0]!.type).toBe(labelledEnumerationType);
  });

  test('every coded integer of the content model is an integer whose allowed range is exactly its codes', async () => {
    const types = (
      await admin<{
        data: { uid: string; attributes: Record<string, { type: string; min?: number; max?: number }> }[];
      }>('GET', '/content-types')
    ).body.data.filter((type) => type.uid.startsWith('api::'));
    const seen: string[] = [];
    for (const type of types) {
      for (const [name, attribute] of Object.entries(type.attributes)) {
        if (!(name in codedIntegers)) continue;
        seen.push(`${type.uid}.${name}`);
        expect(attribute.type, `${type.uid}.${name}`).toBe('integer');
        if (attribute.max !== undefined) {
          const codes = codedIntegers[name]!.map((option) => option.value);
          expect(codes, `${type.uid}.${name}`).toEqual(
            Array.from({ length: attribute.max - (attribute.min ?? 0) + 1 }, (_, i) => (attribute.min ?? 0) + i),
          );
        }
      }
    }
    expect(seen).toContain(`${PROPERTY}.goal`);
    expect(seen).toContain(`${PROPERTY}.priceUnit`);
  });
});

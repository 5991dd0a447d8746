import { describe, expect, test } from 'vitest';
import type { OmnicasaProject, OmnicasaProperty } from './feed';
import { mapListing, mapProject } from './mapping';
import { RefusedRecord } from '../refusals';

const listing = (overrides: Partial<OmnicasaProperty> = {}): OmnicasaProperty => ({
  ID: 7001,
  Ident: 'OC7001',
  LanguageId: 1,
  Goal: 0,
  Status: 1,
  SubTypeID: 201,
  RegionID: 3,
  ProjectID: null,
  PublishPrice: 1,
  Price: 325000,
  PriceUnit: 1,
  PriceUnitText: null,
  Marquee: 0,
  MarqueeName: null,
  PublishAddress: 1,
  Street: 'Kerkstraat',
  HouseNumber: '12',
  BoxNr: '3',
  Zip: '9000',
  City: 'Gent',
  CountryID: 10,
  CountryName: 'België',
  GoogleX: 3.7174,
  GoogleY: 51.0543,
  EnergyPerformance: 180.4,
  EPCLabelText: 'B',
  NumberOfBedRooms: 2,
  SurfaceLiving: 95,
  TitleA: 'Appartement te koop Gent',
  DescriptionA: 'Lichtrijk appartement.',
  DescriptionB: 'Kort.',
  XLargePictureItems: [
    { ID: 1, Url: 'https://crm.example/p/1.jpg' },
    { ID: 2, Url: 'ftp://crm.example/p/2.jpg' },
  ],
  Documents: [{ ID: 9, Url: 'https://crm.example/d/epc.pdf', Name: 'EPC' }],
  ManagerID: 11,
  ManagerFirstName: 'Sofie',
  ManagerName: 'Claes',
  ManagerEmail: 'Sofie.Claes@Agency.example',
  ManagerPhone: '+32 9 123 45 67',
  CreatedDate: '2026-11-01T10:00:00',
  LastChangedDate: '2026-11-03T10:00:00',
  ...overrides,
});

const mapped = (overrides: Partial<OmnicasaProperty> = {}) => mapListing([listing(overrides)]);

describe('an Omnicasa listing, field by field', () => {
  test.each<[string, Partial<OmnicasaProperty>, (m: ReturnType<typeof mapListing>) => unknown, unknown]>([
    ['ID → crmId', {}, (m) => m.crmId, '7001'],
    ['Ident → reference', {}, (m) => m.reference, 'OC7001'],
    ['Goal 0 → for sale', { Goal: 0 }, (m) => m.shared.goal, 0],
    ['Goal 1 → for rent', { Goal: 1 }, (m) => m.shared.goal, 1],
    ['Goal 2 → for rent (any non-zero)', { Goal: 2 }, (m) => m.shared.goal, 1],
    ['Status 1 → available', { Status: 1 }, (m) => m.shared.listingStatus, 'available'],
    ['Status 2 → under option', { Status: 2 }, (m) => m.shared.listingStatus, 'under_option'],
    ['Status 3 → sold', { Status: 3 }, (m) => m.shared.listingStatus, 'sold'],
    ['Status 4 → rented', { Status: 4 }, (m) => m.shared.listingStatus, 'rented'],
    ['Price → price', {}, (m) => m.shared.price, 325000],
    ['PublishPrice 0 → price hidden', { PublishPrice: 0 }, (m) => m.shared.publishPrice, false],
    ['PublishPrice true → price shown', { PublishPrice: true }, (m) => m.shared.publishPrice, true],
    ['PriceUnit 7 ("vanaf") → priceUnit 7', { PriceUnit: 7 }, (m) => m.shared.priceUnit, 7],
    [
      'PriceUnitText → priceUnitText (per language)',
      { PriceUnitText: 'vanaf' },
      (m) => m.localized.nl?.priceUnitText,
      'vanaf',
    ],
    ['Marquee 5 → price_reduced', { Marquee: 5 }, (m) => m.shared.marquee, 'price_reduced'],
    ['MarqueeName → marqueeName', { MarqueeName: 'Nieuw' }, (m) => m.localized.nl?.marqueeName, 'Nieuw'],
    ['PublishAddress 0 → address hidden', { PublishAddress: 0 }, (m) => m.shared.publishAddress, false],
    ['Street → street', {}, (m) => m.shared.street, 'Kerkstraat'],
    ['BoxNr → boxNumber', {}, (m) => m.shared.boxNumber, '3'],
    ['Zip → zip (the region follows from it)', {}, (m) => m.shared.zip, '9000'],
    ['CountryID → countryId', { CountryID: 50 }, (m) => m.shared.countryId, 50],
    ['CountryName → countryName', {}, (m) => m.localized.nl?.countryName, 'België'],
    ['City → city (per language)', {}, (m) => m.localized.nl?.city, 'Gent'],
    ['City → citySlug, the path part', { City: 'Liège' }, (m) => m.localized.nl?.citySlug, 'liege'],
    ['GoogleY → latitude', {}, (m) => m.shared.latitude, 51.0543],
    ['GoogleX → longitude', {}, (m) => m.shared.longitude, 3.7174],
    ['EnergyPerformance → energyValue, rounded', {}, (m) => m.shared.energyValue, 180],
    ['EPCLabelText ignored in Belgium (the label follows from the value)', {}, (m) => 'energyLabel' in m.shared, false],
    ['EPCLabelText → energyLabel in Luxembourg', { CountryID: 50 }, (m) => m.shared.energyLabel, 'B'],
    ['NumberOfBedRooms → bedrooms', {}, (m) => m.shared.bedrooms, 2],
    ['a negative count is no count', { NumberOfBedRooms: -1 }, (m) => m.shared.bedrooms, null],
    [
      'SurfaceLiving → livingArea and surfaces.living',
      {},
      (m) => [m.shared.livingArea, (m.shared.surfaces as { living: number }).living],
      [95, 95],
    ],
    ['SubTypeID → the property type by classification ID', {}, (m) => m.propertyTypeId, 201],
    ['ProjectID → the project by its CRM id', { ProjectID: 9100 }, (m) => m.projectCrmId, '9100'],
    ['no ProjectID → no project', {}, (m) => m.projectCrmId, null],
    ['TitleA → title', {}, (m) => m.localized.nl?.title, 'Appartement te koop Gent'],
    ['DescriptionA → description', {}, (m) => m.localized.nl?.description, 'Lichtrijk appartement.'],
    ['DescriptionB → summary', {}, (m) => m.localized.nl?.summary, 'Kort.'],
    [
      'XLargePictureItems → photos, http(s) only',
      {},
      (m) => m.photos.map((p) => p.url),
      ['https://crm.example/p/1.jpg'],
    ],
    ['Documents → documents', {}, (m) => m.documents, [{ url: 'https://crm.example/d/epc.pdf', name: 'EPC' }]],
    ['Manager → agent, by lower-case e-mail', {}, (m) => m.agent?.email, 'sofie.claes@agency.example'],
    ['no ManagerEmail → no agent', { ManagerEmail: '' }, (m) => m.agent, null],
    [
      'a title longer than the schema allows is cut',
      { TitleA: 'x'.repeat(300) },
      (m) => (m.localized.nl?.title as string).length,
      200,
    ],
  ])('%s', (_, overrides, read, expected) => {
    expect(read(mapped(overrides))).toEqual(expected);
  });

  test('each language the CRM sent becomes that language; LanguageId nl 1, fr 2, en 3, de 4', () => {
    const result = mapListing([
      listing({ LanguageId: 2, TitleA: 'Appartement à vendre Gand', City: 'Gand' }),
      listing(),
      listing({ LanguageId: 3, TitleA: 'Flat for sale Ghent', City: 'Ghent' }),
      listing({ LanguageId: 4, TitleA: 'Wohnung zu verkaufen Gent' }),
    ]);
    expect(Object.keys(result.localized).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    expect(result.localized.fr?.city).toBe('Gand');
    expect(result.localized.en?.title).toBe('Flat for sale Ghent');
  });

  test.each<[string, Partial<OmnicasaProperty>, RegExp]>([
    ['an unknown status', { Status: 99 }, /unknown status 99/],
    ['an unknown marquee', { Marquee: 42 }, /unknown marquee 42/],
    ['a reference with a hyphen (the URL separates type and reference by one)', { Ident: 'OC-1' }, /reference/],
    ['no title', { TitleA: ' ' }, /no title in nl/],
  ])('refuses %s, saying why', (_, overrides, reason) => {
    expect(() => mapped(overrides)).toThrow(RefusedRecord);
    expect(() => mapped(overrides)).toThrow(reason);
  });
});

const project = (overrides: Partial<OmnicasaProject> = {}): OmnicasaProject => ({
  ID: 9100,
  Ident: 'NB9100',
  LanguageId: 1,
  Name: 'Residentie Leie',
  Description: 'Nieuwbouw aan de Leie.',
  PublishInternet: 1,
  Status: 2,
  PublicAddress: 1,
  Zip: '9000',
  City: 'Gent',
  CountryID: 10,
  DeliveryDate: '2028-03-01T00:00:00',
  Units: [
    { ID: 1, Ident: 'U1', Floor: 0, Status: 1, Price: 200000, PublishPrice: 1 },
    { ID: 2, Ident: 'U2', Floor: 1, Status: 3, Price: 150000, PublishPrice: 1 },
    { ID: 3, Ident: 'U3', Floor: 2, Status: 2, Price: 260000, PublishPrice: 0 },
    { ID: 4, Ident: 'U4', Floor: 3, Status: 1, Price: 310000, PublishPrice: true },
  ],
  Documents: [{ ID: 5, Url: 'https://crm.example/d/prices.pdf', Name: 'Prijslijst', IsPriceList: true }],
  ManagerID: 11,
  ManagerFirstName: 'Sofie',
  ManagerName: 'Claes',
  ManagerEmail: 'sofie.claes@agency.example',
  LastChangedDate: '2026-11-02T10:00:00',
  ...overrides,
});

describe('an Omnicasa project and its units', () => {
  test.each<[string, Partial<OmnicasaProject>, (m: ReturnType<typeof mapProject>) => unknown, unknown]>([
    ['Ident → reference', {}, (m) => m.reference, 'NB9100'],
    ['Name → title', {}, (m) => m.localized.nl?.title, 'Residentie Leie'],
    ['Status 1 → upcoming', { Status: 1 }, (m) => m.shared.projectStatus, 'upcoming'],
    ['Status 3 → sold out', { Status: 3 }, (m) => m.shared.projectStatus, 'sold_out'],
    ['PublishInternet 0 → off the website', { PublishInternet: 0 }, (m) => m.onWebsite, false],
    ['DeliveryDate → deliveryDate (a day)', {}, (m) => m.shared.deliveryDate, '2028-03-01'],
    [
      'units: Status 1/2/3 → available/option/sold',
      {},
      (m) => (m.shared.units as { unitStatus: string }[]).map((u) => u.unitStatus),
      ['available', 'sold', 'option', 'available'],
    ],
    [
      'a unit without a published price is "price on request"',
      {},
      (m) => (m.shared.units as { priceOnRequest: boolean; price: number | null }[])[2],
      expect.objectContaining({ priceOnRequest: true, price: null }),
    ],
    ['priceFrom: the lowest published price of a unit not sold', {}, (m) => m.shared.priceFrom, 200000],
    ['priceTo: the highest', {}, (m) => m.shared.priceTo, 310000],
    ['the document marked IsPriceList → priceList', {}, (m) => m.priceList?.url, 'https://crm.example/d/prices.pdf'],
  ])('%s', (_, overrides, read, expected) => {
    expect(read(mapProject([project(overrides)]))).toEqual(expected);
  });

  test('refuses an unknown unit status', () => {
    expect(() => mapProject([project({ Units: [{ ID: 1, Ident: 'U1', Status: 8, PublishPrice: 0 }] })])).toThrow(
      /unknown unit status 8/,
    );
  });
});

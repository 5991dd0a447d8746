import { slugify } from '@vitrine/domain';
import { omnicasaLanguages, type OmnicasaManager, type OmnicasaProject, type OmnicasaProperty } from './feed';
import type { SiteLocale } from '../../bootstrap/locales';
import { RefusedRecord } from '../refusals';

/** The listing statuses of the content model, by Omnicasa's status id. */
export const statusOfOmnicasa: Readonly<Record<number, 'available' | 'under_option' | 'sold' | 'rented'>> = {
  1: 'available',
  2: 'under_option',
  3: 'sold',
  4: 'rented',
};

/** The marquee (the ribbon on a listing's card), by Omnicasa's `Marquee` id. */
export const marqueeOfOmnicasa: Readonly<Record<number, string>> = {
  0: 'none',
  1: 'new',
  2: 'under_option',
  3: 'sold',
  4: 'rented',
  5: 'price_reduced',
  6: 'open_house',
};

export const projectStatusOfOmnicasa: Readonly<Record<number, 'upcoming' | 'selling' | 'sold_out'>> = {
  1: 'upcoming',
  2: 'selling',
  3: 'sold_out',
};

export const unitStatusOfOmnicasa: Readonly<Record<number, 'available' | 'option' | 'sold'>> = {
  1: 'available',
  2: 'option',
  3: 'sold',
};

/** The site's language of each Omnicasa language id. */
export const localeOfOmnicasa = Object.fromEntries(
  Object.entries(omnicasaLanguages).map(([locale, id]) => [id, locale]),
) as Record<number, SiteLocale>;

/** A file the CRM serves (a photo or a document), downloaded once by its URL. */
export interface CrmFile {
  url: string;
  name: string;
}

/** The agent a record names; matched to an agent of the site by e-mail address. */
export interface CrmAgent {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** What the CRM says of one listing, in the content model's terms. */
export interface MappedListing {
  crmId: string;
  /** Used when the listing is first created; a listing's reference never changes afterwards. */
  reference: string;
  changedAt: string;
  /** Non-localized attributes of `api::property.property`. */
  shared: Record<string, unknown>;
  /** Per-language attributes, for each language the CRM sent. */
  localized: Partial<Record<SiteLocale, Record<string, unknown>>>;
  /** The property type's `classificationId` (the CRM's classification item ID). */
  propertyTypeId: number;
  projectCrmId: string | null;
  agent: CrmAgent | null;
  photos: CrmFile[];
  documents: CrmFile[];
}

export interface MappedProject {
  crmId: string;
  reference: string;
  changedAt: string;
  /** Omnicasa's `PublishInternet`: a project without it is taken off the site. */
  onWebsite: boolean;
  shared: Record<string, unknown>;
  localized: Partial<Record<SiteLocale, Record<string, unknown>>>;
  agent: CrmAgent | null;
  photos: CrmFile[];
  documents: CrmFile[];
  priceList: CrmFile | null;
}

const flag = (value: boolean | 0 | 1 | null | undefined) => value === true || value === 1;
const text = (value: string | null | undefined, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};
const count = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
/** A city's part of a listing's path, as the site's own listings have it (lower-case letters, digits, hyphens). */
const citySlugOf = (city: string | null) =>
  city
    ? slugify(city)
        .replace(/[^a-z0-9-]/g, '')
        .replace(/-+/g, '-')
        .replace(/^-|-$/g, '')
        .slice(0, 120)
    : null;
const isoDay = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

function oneOf<T>(
  table: Readonly<Record<number, T>>,
  id: number,
  field: 'status' | 'marquee' | 'unitStatus' | 'projectStatus',
  crmId: string,
): T {
  const value = table[id];
  if (value === undefined) throw new RefusedRecord(crmId, { code: 'unknownValue', field, value: String(id) });
  return value;
}

function agentOf(record: OmnicasaManager): CrmAgent | null {
  const email = text(record.ManagerEmail, 254)?.toLowerCase();
  if (!email) return null;
  return {
    email,
    firstName: text(record.ManagerFirstName, 100) ?? email.split('@')[0]!,
    lastName: text(record.ManagerName, 100) ?? '-',
    phone: text(record.ManagerPhone, 30),
  };
}

/** Only http(s) addresses are ever fetched; anything else in a picture or document list is left out. */
const files = (items: readonly { Url: string; Name?: string; ID: number }[] | null | undefined, prefix: string) =>
  (items ?? [])
    .filter((item) => /^https?:\/\//.test(item.Url))
    .slice(0, 60)
    .map((item) => ({ url: item.Url, name: text(item.Name, 120) ?? `${prefix}-${item.ID}` }));

/** The records of one object in several languages, grouped; the first one gives the shared fields. */
function byLanguage<T extends { ID: number; LanguageId: number }>(records: readonly T[]) {
  const first = records[0];
  if (!first) throw new Error('no record to map');
  const crmId = String(first.ID);
  if (records.some((record) => record.ID !== first.ID)) throw new RefusedRecord(crmId, { code: 'mixedRecords' });
  const locales = new Map<SiteLocale, T>();
  for (const record of records) {
    const locale = localeOfOmnicasa[record.LanguageId];
    if (locale) locales.set(locale, record);
  }
  if (locales.size === 0) throw new RefusedRecord(crmId, { code: 'noSiteLanguage' });
  // Shared fields come from the Dutch record when there is one: the default language writes them.
  const shared = locales.get('nl') ?? [...locales.values()][0]!;
  return { crmId, shared, locales };
}

/**
 * Maps the records of one Omnicasa listing (one per language) to the content model.
 * Throws `RefusedRecord` for a record the site cannot take (unknown status, no title, a bad reference).
 *
 * @example
 * mapListing([nlRecord, frRecord]).localized.fr?.title; // the French TitleA
 */
export function mapListing(records: readonly OmnicasaProperty[]): MappedListing {
  const { crmId, shared: record, locales } = byLanguage(records);
  const reference = record.Ident?.trim() ?? '';
  if (!/^[^-]{1,32}$/.test(reference)) throw new RefusedRecord(crmId, { code: 'badReference', reference });
  const publishPrice = flag(record.PublishPrice);
  const countryId = count(record.CountryID) ?? 10;
  const localized: MappedListing['localized'] = {};
  for (const [locale, one] of locales) {
    const title = text(one.TitleA, 200);
    if (!title) throw new RefusedRecord(crmId, { code: 'noTitle', locale });
    localized[locale] = {
      title,
      city: text(one.City, 100),
      citySlug: citySlugOf(text(one.City, 100)),
      countryName: text(one.CountryName, 60),
      priceUnitText: text(one.PriceUnitText, 60),
      marqueeName: text(one.MarqueeName, 60),
      summary: text(one.DescriptionB, 1000),
      description: text(one.DescriptionA, 20_000),
    };
  }
  const tour = text(record.VirtualTour, 500);
  return {
    crmId,
    reference,
    changedAt: record.LastChangedDate,
    shared: {
      goal: record.Goal === 0 ? 0 : 1,
      listingStatus: oneOf(statusOfOmnicasa, record.Status, 'status', crmId),
      price: count(record.Price),
      publishPrice,
      priceUnit: count(record.PriceUnit),
      marquee: oneOf(marqueeOfOmnicasa, record.Marquee ?? 0, 'marquee', crmId),
      publishAddress: flag(record.PublishAddress),
      street: text(record.Street, 120),
      houseNumber: text(record.HouseNumber, 16),
      boxNumber: text(record.BoxNr, 16),
      zip: text(record.Zip, 10),
      countryId,
      latitude: record.GoogleY ?? null,
      longitude: record.GoogleX ?? null,
      bedrooms: count(record.NumberOfBedRooms),
      bathrooms: count(record.NumberOfBathRooms),
      toilets: count(record.NumberOfToilets),
      garages: count(record.NumberOfGarages),
      parkings: count(record.NumberOfParkings),
      facades: count(record.NumberOfFacades),
      constructionYear: count(record.ConstructionYear),
      renovationYear: count(record.RenovationYear),
      livingArea: count(record.SurfaceLiving),
      plotArea: count(record.SurfaceGround),
      availableFrom: isoDay(record.AvailableFrom),
      energyValue: typeof record.EnergyPerformance === 'number' ? Math.round(record.EnergyPerformance) : null,
      // Belgian labels follow from the value (decision 007); Luxembourg keeps the CRM's label text.
      ...(countryId === 50 ? { energyLabel: text(record.EPCLabelText, 8) } : {}),
      virtualTourUrl: tour && /^https?:\/\//.test(tour) ? tour : null,
      surfaces: {
        total: count(record.SurfaceTotal),
        ground: count(record.SurfaceGround),
        living: count(record.SurfaceLiving),
        terrace: count(record.SurfaceTerrace),
        garden: count(record.SurfaceGarden),
      },
    },
    localized,
    propertyTypeId: record.SubTypeID,
    projectCrmId: record.ProjectID ? String(record.ProjectID) : null,
    agent: agentOf(record),
    photos: files(record.XLargePictureItems, `photo-${crmId}`),
    documents: files(record.Documents, `document-${crmId}`),
  };
}

/**
 * Maps the records of one Omnicasa project (one per language), its units included.
 *
 * @example
 * mapProject([nlProject]).shared.priceFrom; // the lowest published unit price
 */
export function mapProject(records: readonly OmnicasaProject[]): MappedProject {
  const { crmId, shared: record, locales } = byLanguage(records);
  const reference = record.Ident?.trim() ?? '';
  if (!/^[^-]{1,32}$/.test(reference)) throw new RefusedRecord(crmId, { code: 'badReference', reference });
  const units = (record.Units ?? []).slice(0, 500).map((unit) => {
    const published = flag(unit.PublishPrice) && count(unit.Price) !== null;
    return {
      reference: text(unit.Ident, 32),
      name: text(unit.Name, 100),
      floor: typeof unit.Floor === 'number' && Number.isInteger(unit.Floor) ? unit.Floor : null,
      bedrooms: count(unit.NumberOfBedRooms),
      livingArea: unit.SurfaceLiving ?? null,
      terraceArea: unit.SurfaceTerrace ?? null,
      unitStatus: oneOf(unitStatusOfOmnicasa, unit.Status, 'unitStatus', crmId),
      price: published ? unit.Price : null,
      priceOnRequest: !published,
    };
  });
  const prices = units.filter((unit) => unit.unitStatus !== 'sold' && unit.price !== null).map((unit) => unit.price!);
  const localized: MappedProject['localized'] = {};
  for (const [locale, one] of locales) {
    const title = text(one.Name, 200);
    if (!title) throw new RefusedRecord(crmId, { code: 'noTitle', locale });
    localized[locale] = {
      title,
      description: text(one.Description, 20_000),
      delivery: text(one.Delivery, 60),
      technical: text(one.Technical, 20_000),
      situation: text(one.Situation, 20_000),
      city: text(one.City, 100),
      citySlug: citySlugOf(text(one.City, 100)),
      countryName: text(one.CountryName, 60),
    };
  }
  const link = text(record.ExternalLink, 500);
  const documents = files(record.Documents, `document-${crmId}`);
  const priceList = (record.Documents ?? []).find((item) => item.IsPriceList && /^https?:\/\//.test(item.Url));
  return {
    crmId,
    reference,
    changedAt: record.LastChangedDate,
    onWebsite: flag(record.PublishInternet),
    shared: {
      projectStatus: oneOf(projectStatusOfOmnicasa, record.Status, 'projectStatus', crmId),
      deliveryDate: isoDay(record.DeliveryDate),
      publicAddress: flag(record.PublicAddress),
      street: text(record.Street, 120),
      houseNumber: text(record.HouseNumber, 16),
      boxNumber: text(record.BoxNr, 16),
      zip: text(record.Zip, 10),
      countryId: count(record.CountryID) ?? 10,
      latitude: record.GoogleY ?? null,
      longitude: record.GoogleX ?? null,
      externalUrl: link && /^https?:\/\//.test(link) ? link : null,
      priceFrom: prices.length ? Math.min(...prices) : null,
      priceTo: prices.length ? Math.max(...prices) : null,
      units,
    },
    localized,
    agent: agentOf(record),
    photos: files(record.XLargePictureItems, `photo-${crmId}`),
    documents,
    priceList: priceList ? { url: priceList.Url, name: text(priceList.Name, 120) ?? `price-list-${crmId}` } : null,
  };
}

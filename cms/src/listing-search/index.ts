import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { listedStatuses, slugify } from '@vitrine/domain';
import type { Knex } from 'knex';
import { areaCondition, areaArgument } from '../search-area';
import { graphqlExtension } from '../strapi-patches/graphql-extension';
import { tableOf } from '../strapi-patches/tables';

/**
 * `listingSearch(locale, search, page, pageSize)`: one page of a list's search results as the
 * site's cards show them, and their total (issue 23, item 3; decision 051).
 *
 * `properties_connection` answers the same search through Strapi's Document Service, its
 * sanitizers and a resolver per relation of each row: about 30 ms for a page of 24 at 10,000
 * listings, of which the database's part is about 1.4 ms (bench/graphql-search.mjs). This
 * resolver runs the search's own three statements (the page with its property type, the total,
 * the page's photos) and returns plain values, so a search costs little more than its SQL.
 *
 * Only what a visitor's search may ask is a parameter: published listings in one language, the
 * listed statuses (available, under option; sold and rented listings answer only on their own
 * page), with a property type (a listing without one has no page). The filters are the site's
 * (web `listingFilters`), each bound: a visitor's values are never SQL.
 */

const propertyUid = 'api::property.property';
const typeUid = 'api::property-type.property-type';
const fileUid = 'plugin::upload.file';

/** Bounds of the arguments: what the site's form can send, with room. */
const limits = { pageSize: 100, page: 10_000, typeIds: 200, text: 100 };

export type ListingSearchSort = 'NEWEST' | 'PRICE_ASC' | 'PRICE_DESC';

export interface ListingSearchInput {
  goal: number;
  typeIds?: number[] | null;
  region?: string | null;
  place?: string | null;
  area?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  minBedrooms?: number | null;
  maxBedrooms?: number | null;
  minBathrooms?: number | null;
  minGarages?: number | null;
  minParkings?: number | null;
  sort?: ListingSearchSort | null;
}

export interface ListingSearchArgs {
  locale: string;
  search: ListingSearchInput;
  page?: number | null;
  pageSize?: number | null;
}

type Row = Record<string, unknown>;

/** The card's fields (GraphQL name → attribute of the listing; the same names). */
const cardAttributes = [
  'documentId',
  'reference',
  'goal',
  'listingStatus',
  'price',
  'publishPrice',
  'priceUnit',
  'priceUnitText',
  'marquee',
  'marqueeName',
  'priceLoweredAt',
  'title',
  'city',
  'citySlug',
  'zip',
  'bedrooms',
  'livingArea',
] as const;

const invalid = (message: string) => new errors.ValidationError(`listingSearch: ${message}`);

function wholeNumber(name: string, value: number | null | undefined, min: number, max: number): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < min || value > max)
    throw invalid(`${name} must be a whole number ${min}–${max}`);
  return value;
}

function shortText(name: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  if (value.length > limits.text) throw invalid(`${name} is longer than ${limits.text} characters`);
  return value.trim();
}

/** `%`, `_` and the escape character itself taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Converts a column's value as the database gives it to what GraphQL serves. */
const asBoolean = (value: unknown) => (value === null || value === undefined ? null : Boolean(value));
function asDateTime(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  // A Date on PostgreSQL; milliseconds (or a date's text) on SQLite.
  const date =
    value instanceof Date ? value : typeof value === 'number' || typeof value === 'string' ? new Date(value) : null;
  return date === null || Number.isNaN(date.getTime()) ? null : date.toISOString();
}
const asJson = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : (value ?? null));
const asNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export async function listingSearch(strapi: Core.Strapi, args: ListingSearchArgs) {
  const { search } = args;
  const locale = shortText('locale', args.locale);
  if (!locale) throw invalid('locale is required');
  const goal = wholeNumber('goal', search.goal, 0, 1)!;
  const pageSize = wholeNumber('pageSize', args.pageSize ?? 24, 1, limits.pageSize)!;
  const page = wholeNumber('page', args.page ?? 1, 1, limits.page)!;
  const typeIds = search.typeIds ?? null;
  if (typeIds && (typeIds.length > limits.typeIds || typeIds.some((id) => !Number.isInteger(id)))) {
    throw invalid(`typeIds must be at most ${limits.typeIds} whole numbers`);
  }
  const region = shortText('region', search.region);
  const place = shortText('place', search.place);
  const area = areaArgument(search.area);
  const range = (name: string, value: number | null | undefined) => wholeNumber(name, value, 0, 1_000_000_000);

  const property = tableOf(strapi, propertyUid);
  const type = tableOf(strapi, typeUid);
  const typeLink = property.joinTable('propertyType');
  const p = (attribute: string) => `p.${property.column(attribute)}`;
  const t = (attribute: string) => `t.${type.column(attribute)}`;
  const knex = strapi.db.connection;

  // The rows the search finds: the same conditions for the page and its total.
  const found = knex(`${property.name} as p`)
    .join(`${typeLink.name} as l`, `l.${typeLink.ownColumn}`, p('id'))
    .join(`${type.name} as t`, t('id'), `l.${typeLink.relatedColumn}`)
    .where(p('locale'), locale)
    .whereNotNull(p('publishedAt'))
    .where(p('goal'), goal)
    .whereIn(p('listingStatus'), [...listedStatuses])
    .whereNotNull(t('slug'));
  if (typeIds && typeIds.length > 0) found.whereIn(t('classificationId'), typeIds);
  if (region) found.where(p('region'), region);
  if (place) {
    if (/^\d{4}$/.test(place)) found.where(p('zip'), place);
    else {
      // The place's name (part of it, any case) or slug in any of the listing's languages.
      const names = knex(`${property.name} as n`)
        .select(`n.${property.column('documentId')}`)
        .whereNotNull(`n.${property.column('publishedAt')}`)
        .where((either) => {
          either
            .whereRaw(`lower(n.${property.column('city')}) like ? escape '\\'`, [
              `%${likeLiteral(place.toLowerCase())}%`,
            ])
            .orWhere(`n.${property.column('citySlug')}`, slugify(place));
        });
      found.whereIn(p('documentId'), names);
    }
  }
  if (area) {
    const { sql, values } = areaCondition(area, { lat: p('latitude'), lng: p('longitude') });
    found.whereRaw(sql, values);
  }
  const minPrice = range('minPrice', search.minPrice);
  const maxPrice = range('maxPrice', search.maxPrice);
  if (minPrice !== null) found.where(p('price'), '>=', minPrice);
  if (maxPrice !== null) found.where(p('price'), '<=', maxPrice);
  const minBedrooms = range('minBedrooms', search.minBedrooms);
  const maxBedrooms = range('maxBedrooms', search.maxBedrooms);
  if (minBedrooms !== null) found.where(p('bedrooms'), '>=', minBedrooms);
  if (maxBedrooms !== null) found.where(p('bedrooms'), '<=', maxBedrooms);
  const minBathrooms = range('minBathrooms', search.minBathrooms);
  if (minBathrooms !== null) found.where(p('bathrooms'), '>=', minBathrooms);
  const minGarages = range('minGarages', search.minGarages);
  if (minGarages !== null) found.where(p('garages'), '>=', minGarages);
  const minParkings = range('minParkings', search.minParkings);
  if (minParkings !== null) {
    // Indoor or outdoor places, either kind alone.
    found.where((either) => {
      either.where(p('parkings'), '>=', minParkings).orWhere(p('externalParkings'), '>=', minParkings);
    });
  }

  const order = orderOf(search.sort ?? 'NEWEST', p);
  // The page's ids from the indexes alone, then their rows: sorting every match's whole row to keep
  // 24 took 17 ms at 10,000 listings on SQLite, the ids 0.2 ms (bench/graphql-search.mjs).
  const pageIds = found
    .clone()
    .select(p('id'))
    .orderBy(order)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [rows, [{ total }]] = await Promise.all([
    knex(`${property.name} as p`)
      .join(`${typeLink.name} as l`, `l.${typeLink.ownColumn}`, p('id'))
      .join(`${type.name} as t`, t('id'), `l.${typeLink.relatedColumn}`)
      .whereIn(p('id'), pageIds)
      .select(
        `${p('id')} as id`,
        ...cardAttributes.map((attribute) => `${p(attribute)} as ${attribute}`),
        `${t('classificationId')} as typeClassificationId`,
        `${t('name')} as typeName`,
        `${t('slug')} as typeSlug`,
        `${t('webId')} as typeWebId`,
      )
      .orderBy(order) as Promise<Row[]>,
    found.clone().count({ total: '*' }) as Promise<{ total: number | string }[]>,
  ]);
  const photos = await firstPhotos(
    strapi,
    knex,
    rows.map((row) => Number(row.id)),
  );
  const totalCount = Number(total);
  return {
    nodes: rows.map((row) => {
      const id = Number(row.id);
      return {
        documentId: row.documentId,
        reference: row.reference,
        goal: Number(row.goal),
        listingStatus: row.listingStatus,
        price: asNumber(row.price),
        publishPrice: asBoolean(row.publishPrice),
        priceUnit: asNumber(row.priceUnit),
        priceUnitText: row.priceUnitText ?? null,
        marquee: row.marquee ?? null,
        marqueeName: row.marqueeName ?? null,
        priceLoweredAt: asDateTime(row.priceLoweredAt),
        title: row.title,
        city: row.city ?? null,
        citySlug: row.citySlug ?? null,
        zip: row.zip ?? null,
        bedrooms: asNumber(row.bedrooms),
        livingArea: asNumber(row.livingArea),
        propertyType: {
          classificationId: Number(row.typeClassificationId),
          name: row.typeName,
          slug: row.typeSlug,
          webId: asNumber(row.typeWebId),
        },
        photos: photos.has(id) ? [photos.get(id)] : [],
      };
    }),
    pageInfo: { total: totalCount, page, pageSize, pageCount: Math.ceil(totalCount / pageSize) },
  };
}

/** The order of a sort; the id last, so pages of equal prices never share or skip a listing. */
function orderOf(sort: ListingSearchSort, p: (attribute: string) => string) {
  const newest = { column: p('publishedAt'), order: 'desc' as const };
  const last = { column: p('id'), order: 'desc' as const };
  if (sort === 'PRICE_ASC') return [{ column: p('price'), order: 'asc' as const }, newest, last];
  if (sort === 'PRICE_DESC') return [{ column: p('price'), order: 'desc' as const }, newest, last];
  return [newest, last];
}

type MorphMeta = {
  joinTable: {
    name: string;
    joinColumn: { name: string };
    morphColumn: { idColumn: { name: string }; typeColumn: { name: string } };
  };
};

/** The first photo of each listing (by its order in the listing's gallery), by listing id. */
async function firstPhotos(strapi: Core.Strapi, knex: Knex, ids: number[]) {
  const byListing = new Map<number, Row>();
  if (ids.length === 0) return byListing;
  const file = tableOf(strapi, fileUid);
  const { joinTable } = (strapi.db.metadata.get(fileUid) as unknown as { attributes: { related: MorphMeta } })
    .attributes.related;
  const relatedId = `m.${joinTable.morphColumn.idColumn.name}`;
  const rows = (await knex(`${joinTable.name} as m`)
    .join(`${file.name} as f`, `f.${file.column('id')}`, `m.${joinTable.joinColumn.name}`)
    .where(`m.${joinTable.morphColumn.typeColumn.name}`, propertyUid)
    .where('m.field', 'photos')
    .whereIn(relatedId, ids)
    .orderBy([relatedId, 'm.order'])
    .select(
      `${relatedId} as listingId`,
      `f.${file.column('url')} as url`,
      `f.${file.column('width')} as width`,
      `f.${file.column('height')} as height`,
      `f.${file.column('alternativeText')} as alternativeText`,
      `f.${file.column('formats')} as formats`,
    )) as Row[];
  for (const row of rows) {
    const listing = Number(row.listingId);
    if (byListing.has(listing)) continue;
    byListing.set(listing, {
      url: row.url,
      width: asNumber(row.width),
      height: asNumber(row.height),
      alternativeText: row.alternativeText ?? null,
      formats: asJson(row.formats),
    });
  }
  return byListing;
}

export function registerListingSearchGraphql(strapi: Core.Strapi): void {
  const extension = graphqlExtension(strapi);
  extension.use(() => ({
    typeDefs: `
      enum ListingSearchSort { NEWEST PRICE_ASC PRICE_DESC }

      "A visitor's search in a list: every filter optional but the list (goal: 0 sale, 1 rent)."
      input ListingSearchInput {
        goal: Int!
        "Classification ids of the property types to find (a type and its children); any type when empty."
        typeIds: [Int!]
        region: ENUM_PROPERTY_REGION
        "A postal code (4 digits), or (part of) a city's name or its slug in any of the four languages."
        place: String
        "A drawn polygon or a circle within N km (the site's URL form, as properties_connection's area)."
        area: String
        minPrice: Int
        maxPrice: Int
        minBedrooms: Int
        maxBedrooms: Int
        minBathrooms: Int
        minGarages: Int
        "Indoor or outdoor places, either kind alone."
        minParkings: Int
        sort: ListingSearchSort = NEWEST
      }

      type ListingCardPhoto { url: String! width: Int height: Int alternativeText: String formats: JSON }
      type ListingCardType { classificationId: Int! name: String! slug: String webId: Int }

      "A listing as a result card shows it."
      type ListingCard {
        documentId: ID!
        reference: String!
        goal: Int!
        listingStatus: ENUM_PROPERTY_LISTINGSTATUS!
        price: Int
        publishPrice: Boolean
        priceUnit: Int
        priceUnitText: String
        marquee: ENUM_PROPERTY_MARQUEE
        marqueeName: String
        priceLoweredAt: DateTime
        title: String!
        city: String
        citySlug: String
        zip: String
        bedrooms: Int
        livingArea: Int
        propertyType: ListingCardType!
        "The first photo of the gallery (none when it has none)."
        photos: [ListingCardPhoto!]!
      }

      type ListingSearchResult { nodes: [ListingCard!]! pageInfo: Pagination! }

      extend type Query {
        "One page of a list's published listings on offer (available, under option) in a language, with the total."
        listingSearch(locale: I18NLocaleCode!, search: ListingSearchInput!, page: Int = 1, pageSize: Int = 24): ListingSearchResult!
      }
    `,
    resolvers: {
      Query: {
        listingSearch: (_parent: unknown, args: ListingSearchArgs) => listingSearch(strapi, args),
      },
    },
    resolversConfig: { 'Query.listingSearch': { auth: false } },
  }));
}

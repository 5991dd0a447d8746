import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  buildClassificationTree,
  circleArea,
  encodeSearchArea,
  paging,
  priceParts,
  propertyPath,
  propertyTypeIcon,
  searchAreaProblem,
  slugify,
  type ClassificationNode,
  type Language,
  type LatLng,
  type SearchAreaProblem,
} from '@vitrine/domain';
import { rows } from '~/graphql/strapi-lists.server';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { sharedRead } from '~/graphql/shared-read.server';
import type {
  ListingCardFragment,
  ListingHighlightsQuery,
  ListingHighlightsQueryVariables,
  ListingSearchInput,
  ListingSearchQuery,
  ListingSearchQueryVariables,
  ListingSearchSort,
  PlacePointsQuery,
  PlacePointsQueryVariables,
  PropertyTypesQuery,
  PropertyTypesQueryVariables,
} from '~/graphql/strapi-operations.generated';
import { strapiMediaFragment, toImage } from '~/graphql/strapi-media.server';
import { listingRibbon } from '~/features/price-history';
import type { ListingPrice, ListingResults, ListingSummary, PropertyTypeOption } from './listing';
import { drawnArea, listingPageSize, searchProblems, type ListingSearch } from './listing-search';
import { largestSearchAmount, listedStatuses, placeFilter, strapiFiltersOf } from './listing-search-input.server';
import { typesInUse } from './types-in-use.server';

/** The fields a listing card needs. Strapi 5 returns `documentId`, never `id`. */
export const listingCardFragment = gql`
  fragment ListingCard on Property {
    documentId
    reference
    goal
    listingStatus
    price
    publishPrice
    priceUnit
    priceUnitText
    marquee
    marqueeName
    priceLoweredAt
    title
    city
    citySlug
    zip
    bedrooms
    livingArea
    propertyType {
      classificationId
      name
      slug
      webId
    }
    photos(pagination: { limit: 1 }) {
      ...StrapiMedia
    }
  }
  ${strapiMediaFragment}
`;

/** A property as the card query returns it. */
export type ListingCardNode = ListingCardFragment;

/** The path of a property in a language, or `null` when its data cannot make one. */
export function propertyPathOf(
  language: Language,
  node: Pick<ListingCardNode, 'goal' | 'citySlug' | 'city' | 'reference'> & {
    propertyType: { slug: string | null } | null;
  },
): string | null {
  try {
    return propertyPath({
      lang: language,
      goal: node.goal,
      citySlug: node.citySlug || slugify(node.city ?? ''),
      typeSlug: node.propertyType?.slug ?? '',
      reference: node.reference,
    });
  } catch {
    return null;
  }
}

/**
 * Card data from a property node; `null` when it has no valid path (never link to a 404). `now`
 * decides whether a price drop is still news (a cached page keeps the answer at most its lifetime).
 */
export function toListingSummary(
  language: Language,
  node: ListingCardNode,
  now: Date = new Date(),
): ListingSummary | null {
  const path = propertyPathOf(language, node);
  if (!path) {
    console.warn(`Listing ${node.reference} left out: it has no valid path (city, type or reference missing).`);
    return null;
  }
  const title =
    node.title?.trim() || [node.propertyType?.name, node.city].filter(Boolean).join(' — ') || node.reference;
  const photo = node.photos?.[0];
  return {
    documentId: node.documentId,
    reference: node.reference,
    path,
    title,
    goal: node.goal,
    city: node.city,
    zip: node.zip,
    typeName: node.propertyType?.name ?? null,
    typeIcon: propertyTypeIcon(node.propertyType?.webId ?? 0),
    price: listingPriceOf(node),
    bedrooms: node.bedrooms,
    livingArea: node.livingArea,
    ...listingRibbon(node, now),
    photo: photo ? toImage(photo, title) : null,
  };
}

export function toListingSummaries(language: Language, nodes: readonly ListingCardNode[]): ListingSummary[] {
  return nodes.map((node) => toListingSummary(language, node)).filter((listing) => listing !== null);
}

const sortOf: Readonly<Record<ListingSearch['sort'], ListingSearchSort>> = {
  newest: 'NEWEST',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
};

type SearchBound =
  'minPrice' | 'maxPrice' | 'minBedrooms' | 'maxBedrooms' | 'minBathrooms' | 'minGarages' | 'minParkings';

/** An upper bound a visitor typed: above the largest amount, none (it leaves nothing out). */
const upperBound = (value: number | null) => (value === null || value > largestSearchAmount ? null : value);
/** A lower bound a visitor typed: at most the largest amount (above it, nothing is found either way). */
const lowerBound = (value: number | null) => (value === null ? null : Math.min(value, largestSearchAmount));

/**
 * `listingSearch`'s input for a search in a list (0 sale, 1 rent). `typeIds` are the
 * classification ids the chosen type stands for (a parent type and its children:
 * `classificationBranchIds`); without them the chosen id alone. A range given the wrong way round
 * is left out (`searchProblems`); "within N km of" the place is its circle (`searchAreaOf`, the
 * `area`), which reaches past the place's own listings.
 */
export function listingSearchInput(
  goal: number,
  search: ListingSearch,
  typeIds: readonly number[] | null = search.type === null ? null : [search.type],
  area: string | null = null,
): ListingSearchInput {
  const input: ListingSearchInput = { goal, sort: sortOf[search.sort] };
  if (typeIds !== null && typeIds.length > 0) input.typeIds = [...typeIds];
  if (search.region) input.region = search.region;
  if (search.place && !aroundPlace(search)) input.place = search.place;
  if (area) input.area = area;
  const problems = searchProblems(search);
  const bound = (name: SearchBound, value: number | null) => {
    if (value !== null) input[name] = value;
  };
  if (!problems.includes('priceRange')) {
    bound('minPrice', lowerBound(search.minPrice));
    bound('maxPrice', upperBound(search.maxPrice));
  }
  if (!problems.includes('bedroomsRange')) {
    bound('minBedrooms', lowerBound(search.bedrooms));
    bound('maxBedrooms', upperBound(search.maxBedrooms));
  }
  bound('minBathrooms', lowerBound(search.bathrooms));
  bound('minGarages', lowerBound(search.garages));
  bound('minParkings', lowerBound(search.parkings));
  return input;
}

/** The same search as Strapi's filters, for `properties_connection` (the map's markers). */
export function listingFilters(
  goal: number,
  search: ListingSearch,
  typeIds: readonly number[] | null = search.type === null ? null : [search.type],
): Record<string, unknown> {
  return strapiFiltersOf(listingSearchInput(goal, search, typeIds));
}

/** Whether a search asks for the listings within N km of its place (and has drawn no area). */
export const aroundPlace = (search: Pick<ListingSearch, 'place' | 'km' | 'area'>) =>
  search.place !== '' && search.km !== null && search.area === '';

const PLACE_POINTS: TypedDocumentNode<PlacePointsQuery, PlacePointsQueryVariables> = gql`
  query PlacePoints($locale: I18NLocaleCode, $filters: PropertyFiltersInput) {
    properties(locale: $locale, filters: $filters, pagination: { limit: 100 }) {
      latitude
      longitude
    }
  }
`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The centre of a place a visitor typed: the median of its listings' coordinates (of any list and
 * status), read once a minute at most; `null` when no listing there has coordinates.
 */
export async function placeCenter(client: GraphqlClient, language: Language, place: string): Promise<LatLng | null> {
  return sharedRead(client, `place-center|${language}|${place.toLowerCase()}`, async () => {
    const { data } = await client.query({
      query: PLACE_POINTS,
      variables: {
        locale: language,
        filters: { and: [placeFilter(place), { latitude: { notNull: true } }, { longitude: { notNull: true } }] },
      },
    });
    const points = rows(data?.properties).filter((row) => row.latitude !== null && row.longitude !== null);
    if (points.length === 0) return null;
    return { lat: median(points.map((row) => row.latitude!)), lng: median(points.map((row) => row.longitude!)) };
  });
}

/** Why a search's area is not applied: a drawn one refused, or a place without a centre to measure from. */
export type AreaProblem = SearchAreaProblem | 'place';

/**
 * The area a search narrows to, in the URL's form Strapi takes (`properties_connection(area:)`):
 * the drawn one, or the circle of N km around the place. An area that cannot be used is left out
 * (the results stay as without it) and named, so the form can say why.
 */
export async function searchAreaOf(
  client: GraphqlClient,
  language: Language,
  search: ListingSearch,
): Promise<{ area: string | null; problem: AreaProblem | null }> {
  const drawn = drawnArea(search);
  if (drawn) return drawn.area ? { area: encodeSearchArea(drawn.area), problem: null } : drawn;
  if (!aroundPlace(search)) return { area: null, problem: null };
  const center = await placeCenter(client, language, search.place);
  if (!center) return { area: null, problem: 'place' };
  const circle = circleArea(center, search.km!);
  return searchAreaProblem(circle)
    ? { area: null, problem: 'place' }
    : { area: encodeSearchArea(circle), problem: null };
}

/**
 * A listing as a result card shows it, from the list's search (cms/src/listing-search): the
 * fields of {@link listingCardFragment}, with the gallery's first photo.
 */
const listingSearchCardFragment = gql`
  fragment ListingSearchCard on ListingCard {
    documentId
    reference
    goal
    listingStatus
    price
    publishPrice
    priceUnit
    priceUnitText
    marquee
    marqueeName
    priceLoweredAt
    title
    city
    citySlug
    zip
    bedrooms
    livingArea
    propertyType {
      classificationId
      name
      slug
      webId
    }
    photos {
      url
      width
      height
      alternativeText
      formats
    }
  }
`;

const LISTING_SEARCH: TypedDocumentNode<ListingSearchQuery, ListingSearchQueryVariables> = gql`
  query ListingSearch($locale: I18NLocaleCode!, $search: ListingSearchInput!, $page: Int!, $pageSize: Int!) {
    listingSearch(locale: $locale, search: $search, page: $page, pageSize: $pageSize) {
      nodes {
        ...ListingSearchCard
      }
      pageInfo {
        total
        page
        pageSize
        pageCount
      }
    }
  }
  ${listingSearchCardFragment}
`;

/**
 * One page of a list's search results, server-side (`typeIds`: see {@link listingSearchInput};
 * `area`: {@link searchAreaOf}).
 */
export async function searchListings(
  client: GraphqlClient,
  language: Language,
  goal: number,
  search: ListingSearch,
  typeIds?: readonly number[] | null,
  area: string | null = null,
): Promise<ListingResults> {
  const { data } = await client.query({
    query: LISTING_SEARCH,
    variables: {
      locale: language,
      search: listingSearchInput(goal, search, typeIds, area),
      page: search.page,
      pageSize: listingPageSize,
    },
  });
  const found = data?.listingSearch;
  const figures = paging(found?.pageInfo.total ?? 0, search.page, listingPageSize);
  return {
    listings: toListingSummaries(language, found?.nodes ?? []),
    page: figures.page,
    pageCount: figures.pageCount,
    total: figures.total,
  };
}

const LISTING_HIGHLIGHTS: TypedDocumentNode<ListingHighlightsQuery, ListingHighlightsQueryVariables> = gql`
  query ListingHighlights($locale: I18NLocaleCode, $filters: PropertyFiltersInput, $sort: [String], $limit: Int) {
    properties(locale: $locale, filters: $filters, sort: $sort, pagination: { limit: $limit }) {
      ...ListingCard
    }
  }
  ${listingCardFragment}
`;

/** Featured listings of a list first, topped up with the newest (home page). */
export async function featuredListings(
  client: GraphqlClient,
  language: Language,
  goal: number,
  limit = 3,
): Promise<ListingSummary[]> {
  const { data } = await client.query({
    query: LISTING_HIGHLIGHTS,
    variables: {
      locale: language,
      filters: { and: [{ goal: { eq: goal } }, { listingStatus: { in: [...listedStatuses] } }] },
      sort: ['featured:desc', 'publishedAt:desc'],
      limit,
    },
  });
  return toListingSummaries(language, rows(data?.properties));
}

/** Listings like a given one (same list and type, then same city), for the sold/rented page. */
export async function similarListings(
  client: GraphqlClient,
  language: Language,
  like: { goal: number; reference: string; typeId: number | null; city: string | null },
  limit = 3,
): Promise<ListingSummary[]> {
  const base = [
    { goal: { eq: like.goal } },
    { listingStatus: { in: [...listedStatuses] } },
    { reference: { ne: like.reference } },
  ];
  const similar: Record<string, unknown>[] = [];
  if (like.typeId !== null) similar.push({ propertyType: { classificationId: { eq: like.typeId } } });
  if (like.city) similar.push({ city: { eqi: like.city } });
  const { data } = await client.query({
    query: LISTING_HIGHLIGHTS,
    variables: {
      locale: language,
      filters: { and: similar.length > 0 ? [...base, { or: similar }] : base },
      sort: ['publishedAt:desc'],
      limit,
    },
  });
  return toListingSummaries(language, rows(data?.properties));
}

const PROPERTY_TYPES: TypedDocumentNode<PropertyTypesQuery, PropertyTypesQueryVariables> = gql`
  query PropertyTypes($locale: I18NLocaleCode) {
    propertyTypes(locale: $locale, sort: ["name:asc"], pagination: { limit: 100 }) {
      classificationId
      parentId
      name
      webId
    }
  }
`;

/** A property type as the classification tree holds it (spec: ID, ParentID, Name, WebID). */
export interface PropertyTypeItem {
  readonly ID: number;
  readonly ParentID: number | null;
  readonly Name: string;
  readonly WebID: number | null;
}

async function readPropertyTypeTree(client: GraphqlClient, language: Language) {
  const { data } = await client.query({ query: PROPERTY_TYPES, variables: { locale: language } });
  const items = rows(data?.propertyTypes).flatMap((type): PropertyTypeItem[] =>
    type.classificationId !== null && type.name
      ? [{ ID: type.classificationId, ParentID: type.parentId, Name: type.name, WebID: type.webId ?? null }]
      : [],
  );
  return buildClassificationTree(items, { locale: `${language}-BE` });
}

/**
 * The property-type classification as the spec's two-level tree, sorted by label in the page's
 * language; read once a minute at most (`sharedRead`), so callers must not change it. An
 * unavailable tree is empty: the search form then leaves the type filter out, and a type in the
 * query string filters on that id alone — the page still answers.
 */
export async function propertyTypeTree(
  client: GraphqlClient,
  language: Language,
): Promise<readonly ClassificationNode<PropertyTypeItem>[]> {
  try {
    return await sharedRead(client, `property-types|${language}`, () => readPropertyTypeTree(client, language));
  } catch (error) {
    console.warn(`Property types unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

/**
 * The tree as the search form's select shows it (plain data for the page): only the types in
 * `inUse` (all when it is `null`), and a main type when it or one of its subtypes is. The
 * `chosen` type stays whatever happens, so the select always shows the search it answers.
 */
export function toPropertyTypeOptions(
  tree: readonly ClassificationNode[],
  inUse: ReadonlySet<number> | null = null,
  chosen: number | null = null,
): PropertyTypeOption[] {
  const offered = (id: number) => inUse === null || inUse.has(id) || id === chosen;
  return tree.flatMap((node) => {
    const children = node.children
      .filter((child) => offered(child.id))
      .map((child) => ({ value: child.id, label: child.label, children: [] }));
    return offered(node.id) || children.length > 0 ? [{ value: node.id, label: node.label, children }] : [];
  });
}

/** Every id of a tree, main types and subtypes. */
const treeIds = (tree: readonly ClassificationNode[]) =>
  tree.flatMap((node) => [node.id, ...node.children.map((child) => child.id)]);

/**
 * The property types a list's search form offers: the two-level tree, without the types that
 * have no listing on offer in that list (`goal`), or in either list (home, where the visitor
 * chooses buy or rent in the form). Unknown availability offers them all.
 */
export async function offeredPropertyTypes(
  client: GraphqlClient,
  language: Language,
  tree: readonly ClassificationNode[],
  goals: readonly number[],
  chosen: number | null = null,
): Promise<PropertyTypeOption[]> {
  const ids = treeIds(tree);
  const found = await Promise.all(goals.map((goal) => typesInUse(client, language, goal, ids, listedStatuses)));
  const inUse = found.some((set) => set === null)
    ? null
    : new Set(found.flatMap((set) => [...(set as ReadonlySet<number>)]));
  return toPropertyTypeOptions(tree, inUse, chosen);
}

/** Property types for the home search form (buy or rent): the tree, without types no list has. */
export async function propertyTypeOptions(client: GraphqlClient, language: Language): Promise<PropertyTypeOption[]> {
  return offeredPropertyTypes(client, language, await propertyTypeTree(client, language), [0, 1]);
}

/**
 * A listing's price as cards, maps and the detail page show it: none when the agent keeps it
 * unpublished ("price on request"); for price unit 7 the translated "starting from" is the
 * page's, so the agent's own unit text is not repeated after the amount.
 */
export function listingPriceOf(node: {
  price: number | null;
  publishPrice?: boolean | null;
  priceUnit?: number | null;
  priceUnitText?: string | null;
}): ListingPrice | null {
  if (node.publishPrice === false || node.price === null) return null;
  const price = priceParts(node.price, { priceUnit: node.priceUnit ?? undefined });
  return { ...price, unitText: price.startingFrom ? null : node.priceUnitText?.trim() || null };
}

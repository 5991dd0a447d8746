import { gql, type TypedDocumentNode } from '@apollo/client';
import { languages, type Language } from '@vitrine/domain';
import { data } from 'react-router';
import type { Alternates, PageLinks } from '~/shell/language';
import type { ListingSearch, Marquee } from '~/features/listings';
import { listingFilters, listingPriceOf, propertyPathOf } from '~/features/listings/index.server';
import { listingRibbon } from '~/features/price-history';
import { env } from '~/env.server';
import { rows } from '~/graphql/strapi-lists.server';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { strapiMediaFragment, toImage } from '~/graphql/strapi-media.server';
import type { ListingMapQuery, ListingMapQueryVariables } from '~/graphql/strapi-operations.generated';
import { pageMessages } from '~/i18n/messages.server';
import type { MapSettings } from '~/shell/site/site.server';
import type { TileLayerConfig } from './leaflet-map';
import type { CustomMarker, MapProperty } from './map-message';
import { mapMessages } from './messages';

/** At most this many markers: a search wider than that is better narrowed than drawn. */
export const mapMarkerLimit = 500;

const LISTING_MAP: TypedDocumentNode<ListingMapQuery, ListingMapQueryVariables> = gql`
  query ListingMap(
    $locale: I18NLocaleCode
    $filters: PropertyFiltersInput
    $page: Int!
    $pageSize: Int!
    $area: String
  ) {
    properties_connection(
      locale: $locale
      filters: $filters
      area: $area
      sort: ["publishedAt:desc", "reference:asc"]
      pagination: { page: $page, pageSize: $pageSize }
    ) {
      nodes {
        reference
        goal
        listingStatus
        title
        city
        citySlug
        zip
        price
        publishPrice
        priceUnit
        priceUnitText
        marquee
        marqueeName
        priceLoweredAt
        publishAddress
        latitude
        longitude
        propertyType {
          name
          slug
        }
        photos(pagination: { limit: 1 }) {
          ...StrapiMedia
        }
      }
      pageInfo {
        pageCount
      }
    }
  }
  ${strapiMediaFragment}
`;

type MapNode = NonNullable<NonNullable<ListingMapQuery['properties_connection']>['nodes'][number]>;

/** The ribbons an agent may hide from the map (site settings). */
const marquees: readonly string[] = ['new', 'under_option', 'sold', 'rented', 'price_reduced', 'open_house'];

/** A marker from a listing, or `null` when it has no location it may show. */
export function toMapProperty(language: Language, node: MapNode): MapProperty | null {
  // An agent who hides the address hides the exact location too.
  if (node.publishAddress === false || typeof node.latitude !== 'number' || typeof node.longitude !== 'number')
    return null;
  const path = propertyPathOf(language, node);
  if (!path) return null;
  const title =
    node.title?.trim() || [node.propertyType?.name, node.city].filter(Boolean).join(' — ') || node.reference;
  // "Price reduced" from the published facts, as on the cards (decision 045).
  const { marquee, marqueeName } = listingRibbon(node, new Date());
  const photo = node.photos?.[0] ? toImage(node.photos[0], title) : null;
  return {
    reference: node.reference,
    title,
    path,
    latitude: node.latitude,
    longitude: node.longitude,
    price: listingPriceOf(node),
    marquee,
    marqueeName,
    place: [node.zip, node.city].filter(Boolean).join(' ') || null,
    photo: photo ? { src: photo.src, alt: '' } : null,
  };
}

/** Strapi answers at most this many rows a page (`maxLimit`, cms/config/plugins.ts): the map reads page by page. */
export const mapPageSize = 100;

/**
 * Every result of a search that has a location (up to {@link mapMarkerLimit}), in its area if it
 * has one (`searchAreaOf`), for the map: read
 * page by page, as Strapi caps a page at {@link mapPageSize}, the first page telling how many follow.
 */
export async function mapProperties(
  client: GraphqlClient,
  language: Language,
  goal: number,
  search: ListingSearch,
  typeIds?: readonly number[] | null,
  area: string | null = null,
): Promise<MapProperty[]> {
  // Only located listings: the pages then hold markers, not rows the map drops.
  const located = [{ latitude: { notNull: true } }, { longitude: { notNull: true } }];
  const filters = { and: [listingFilters(goal, search, typeIds), ...located] };
  const nodes = await mapPages(
    async (number) =>
      (
        await client.query({
          query: LISTING_MAP,
          variables: { locale: language, filters, page: number, pageSize: mapPageSize, ...(area ? { area } : {}) },
        })
      ).data?.properties_connection,
  );
  return nodes.map((node) => toMapProperty(language, node)).filter((marker) => marker !== null);
}

/** A page of a `…_connection` query, as the map reads it. */
interface MapPage<Node> {
  readonly nodes: readonly (Node | null)[];
  readonly pageInfo: { readonly pageCount: number };
}

/**
 * The rows of a map search, read {@link mapPageSize} at a time up to {@link mapMarkerLimit}: the
 * first page tells how many follow, which are then read together. For the listings' and the
 * projects' maps alike.
 */
export async function mapPages<Node>(
  page: (number: number) => Promise<MapPage<Node> | null | undefined>,
): Promise<Node[]> {
  const first = await page(1);
  const pages = Math.min(first?.pageInfo.pageCount ?? 1, Math.ceil(mapMarkerLimit / mapPageSize));
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => page(index + 2)));
  return [first, ...rest].flatMap((result) => rows(result?.nodes));
}

/** The height a custom marker is shown at, in CSS pixels (its width follows the image). */
export const markerHeight = 40;

/**
 * What the map message carries from the agent's map settings: the marker image, shown
 * {@link markerHeight} px high at the image's proportions and anchored at its bottom centre (the
 * tip of a pin), and the marquees to leave out — only those the site knows.
 */
export function mapDisplayOf(settings: MapSettings): {
  customMarker: CustomMarker | null;
  marqueeIgnoreList: Marquee[];
} {
  const { marker } = settings;
  let customMarker: CustomMarker | null = null;
  if (marker) {
    const ratio = marker.width && marker.height ? marker.width / marker.height : 0.8;
    const width = Math.min(64, Math.max(16, Math.round(markerHeight * ratio)));
    customMarker = {
      iconUrl: marker.url,
      iconSize: [width, markerHeight],
      iconAnchor: [Math.round(width / 2), markerHeight],
    };
  }
  const marqueeIgnoreList = [...new Set(settings.hiddenMarquees)].filter((marquee): marquee is Marquee =>
    marquees.includes(marquee),
  );
  return { customMarker, marqueeIgnoreList };
}

/** The path of the map frame in a language. */
export const mapFramePath = (language: Language) => `/${language}/map-frame/`;

/** The map frame's messages (its title, its loading text), beside the root's. */
const mapFrameMessages = [mapMessages];

/** The map frame's loader: the tile server, and a page that is never indexed. */
export function loadMapFrame({ url }: { url: URL }) {
  const language = url.pathname.split('/')[1] as Language;
  if (!(languages as readonly string[]).includes(language)) throw data(null, { status: 404 });
  const alternates = Object.fromEntries(languages.map((lang) => [lang, mapFramePath(lang)])) as Alternates;
  const pageLinks: PageLinks = { alternates, canonical: mapFramePath(language), noindex: true };
  const tiles: TileLayerConfig = { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION };
  return { language, tiles, pageLinks, messages: pageMessages(language, mapFrameMessages) };
}

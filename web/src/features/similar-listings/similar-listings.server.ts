import { gql, type TypedDocumentNode } from '@apollo/client';
import { similarListingsLimit, similarPriceBand, type Language } from '@vitrine/domain';
import type { ListingSummary } from '~/features/listings';
import {
  listedStatuses,
  listingCardFragment,
  toListingSummary,
  type ListingCardNode,
} from '~/features/listings/index.server';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { rows } from '~/graphql/strapi-lists.server';

const SIMILAR_LISTINGS: TypedDocumentNode<
  { properties: (ListingCardNode | null)[] },
  { locale: string; filters: Record<string, unknown>; limit: number }
> = gql`
  query SimilarListings($locale: I18NLocaleCode, $filters: PropertyFiltersInput, $limit: Int) {
    properties(locale: $locale, filters: $filters, sort: ["publishedAt:desc"], pagination: { limit: $limit }) {
      ...ListingCard
    }
  }
  ${listingCardFragment}
`;

/** What makes listings alike on a listing's own page: its list, type, region and price. */
export interface ListingLikeness {
  readonly goal: number;
  readonly reference: string;
  readonly typeId: number | null;
  readonly region: string | null;
  readonly price: number | null;
}

/**
 * The listings that close a listing's page: same list, type and region, a price within the band
 * of domain `similarPriceBand` (±20 %), on the market, the listing itself left out; newest first,
 * at most `similarListingsLimit` (4). Without a type or a region it has nothing to compare: none.
 */
export async function listingsAlike(
  client: GraphqlClient,
  language: Language,
  like: ListingLikeness,
): Promise<ListingSummary[]> {
  if (like.typeId === null || !like.region) return [];
  const band = similarPriceBand(like.price);
  const and: Record<string, unknown>[] = [
    { goal: { eq: like.goal } },
    { listingStatus: { in: [...listedStatuses] } },
    { reference: { ne: like.reference } },
    { region: { eq: like.region } },
    { propertyType: { classificationId: { eq: like.typeId }, slug: { notNull: true } } },
  ];
  if (band) and.push({ price: { gte: band.min, lte: band.max } }, { publishPrice: { eq: true } });
  const { data } = await client.query({
    query: SIMILAR_LISTINGS,
    variables: { locale: language, filters: { and }, limit: similarListingsLimit },
  });
  return rows(data?.properties)
    .map((node) => toListingSummary(language, node))
    .filter((listing) => listing !== null);
}

import { gql, type TypedDocumentNode } from '@apollo/client';
import { formatPrice, paging, projectPath, type Language } from '@vitrine/domain';
import { placeFilter } from '~/features/listings/index.server';
import type { MapProperty } from '~/features/map';
import { mapPageSize, mapPages } from '~/features/map/index.server';
import { rows } from '~/graphql/strapi-lists.server';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { strapiMediaFragment, toImage } from '~/graphql/strapi-media.server';
import type {
  ProjectListQuery,
  ProjectListQueryVariables,
  ProjectMapQuery,
  ProjectMapQueryVariables,
} from '~/graphql/strapi-operations.generated';
import { intlFor } from '~/i18n/intl.server';
import { projectCardMessages } from './card-messages';
import type { ProjectSummary } from './project';
import { parseProjectSearch, projectSearchProblems, type ProjectSearch, type ProjectSortOrder } from './project-search';
import { projectCardFragment, toProjectSummary, type ProjectCardNode } from './projects.server';

/** Projects per page. */
export const projectPageSize = 12;

/**
 * The Strapi filter of a projects search. A project's prices run from `priceFrom` to `priceTo`
 * (or are `priceFrom` alone): it matches a price range that this span meets. A range given the
 * wrong way round is left out, as in the property lists.
 */
export function projectFilters(search: ProjectSearch): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (search.region) and.push({ region: { eq: search.region } });
  if (search.place) and.push(placeFilter(search.place));
  if (!projectSearchProblems(search).includes('priceRange')) {
    if (search.maxPrice !== null) and.push({ priceFrom: { lte: search.maxPrice } });
    if (search.minPrice !== null) {
      and.push({
        or: [
          { priceTo: { gte: search.minPrice } },
          { and: [{ priceTo: { null: true } }, { priceFrom: { gte: search.minPrice } }] },
        ],
      });
    }
  }
  return { and };
}

/** The field each order sorts on; `newest` on the publication date, which every project has. */
const sortFields: Readonly<Record<ProjectSortOrder, { field: string; direction: 'asc' | 'desc' } | null>> = {
  newest: null,
  'price-asc': { field: 'priceFrom', direction: 'asc' },
  'price-desc': { field: 'priceFrom', direction: 'desc' },
  delivery: { field: 'deliveryDate', direction: 'asc' },
};

const PROJECT_LIST: TypedDocumentNode<ProjectListQuery, ProjectListQueryVariables> = gql`
  query ProjectList(
    $locale: I18NLocaleCode
    $filters: ProjectFiltersInput
    $pagination: PaginationArg
    $sort: [String]
  ) {
    projects_connection(locale: $locale, filters: $filters, pagination: $pagination, sort: $sort) {
      nodes {
        ...ProjectCard
      }
      pageInfo {
        total
      }
    }
  }
  ${projectCardFragment}
`;

/** One slice of a projects search: `start` and `limit` in results, with the search's total. */
async function projectSlice(
  client: GraphqlClient,
  language: Language,
  filters: Record<string, unknown>,
  sort: string[],
  start: number,
  limit: number,
): Promise<{ nodes: ProjectCardNode[]; total: number }> {
  const { data: result } = await client.query({
    query: PROJECT_LIST,
    variables: { locale: language, filters, sort, pagination: { start, limit } },
  });
  return {
    nodes: rows(result?.projects_connection?.nodes),
    total: result?.projects_connection?.pageInfo.total ?? 0,
  };
}

/**
 * One page of a projects search. Sorted on a price or a delivery date, the projects without one
 * (sold out, price on request) come after the others on every database — SQLite sorts empty
 * values first, PostgreSQL last — so the page is read from those with a value, then the rest.
 */
export async function searchProjects(
  client: GraphqlClient,
  language: Language,
  search: ProjectSearch,
  pageSize = projectPageSize,
): Promise<{ projects: ProjectSummary[]; page: number; pageCount: number; total: number }> {
  const filters = projectFilters(search);
  const start = (search.page - 1) * pageSize;
  const order = sortFields[search.sort];
  let nodes: ProjectCardNode[];
  let total: number;
  if (order === null) {
    ({ nodes, total } = await projectSlice(client, language, filters, ['publishedAt:desc'], start, pageSize));
  } else {
    const only = (condition: Record<string, unknown>) => ({ and: [filters, { [order.field]: condition }] });
    const valued = await projectSlice(
      client,
      language,
      only({ notNull: true }),
      [`${order.field}:${order.direction}`, 'publishedAt:desc'],
      start,
      pageSize,
    );
    const missing = pageSize - valued.nodes.length;
    const rest = await projectSlice(
      client,
      language,
      only({ null: true }),
      ['publishedAt:desc'],
      Math.max(0, start - valued.total),
      Math.max(1, missing),
    );
    nodes = [...valued.nodes, ...(missing > 0 ? rest.nodes.slice(0, missing) : [])];
    total = valued.total + rest.total;
  }
  const figures = paging(total, search.page, pageSize);
  return {
    projects: nodes.map((node) => toProjectSummary(language, node)).filter((project) => project !== null),
    page: figures.page,
    pageCount: figures.pageCount,
    total: figures.total,
  };
}

/** The newest projects (home page). */
export async function listProjects(
  client: GraphqlClient,
  language: Language,
  page: number,
  pageSize = projectPageSize,
) {
  return searchProjects(client, language, { ...parseProjectSearch(new URLSearchParams()), page }, pageSize);
}

const PROJECT_MAP: TypedDocumentNode<ProjectMapQuery, ProjectMapQueryVariables> = gql`
  query ProjectMap($locale: I18NLocaleCode, $filters: ProjectFiltersInput, $page: Int!, $pageSize: Int!) {
    projects_connection(
      locale: $locale
      filters: $filters
      sort: ["publishedAt:desc", "reference:asc"]
      pagination: { page: $page, pageSize: $pageSize }
    ) {
      nodes {
        reference
        slug
        title
        city
        zip
        priceFrom
        projectStatus
        publicAddress
        latitude
        longitude
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

type ProjectMapNode = NonNullable<NonNullable<ProjectMapQuery['projects_connection']>['nodes'][number]>;

/**
 * A project as a map marker: its lowest price as "starting from", and its status as the ribbon
 * when it is not simply on sale ("Coming soon", "Sold out"). `null` when it has no location it
 * may show (a project whose address is not public keeps its location to itself too).
 */
export function toProjectMapProperty(language: Language, node: ProjectMapNode): MapProperty | null {
  if (node.publicAddress === false || typeof node.latitude !== 'number' || typeof node.longitude !== 'number')
    return null;
  if (!node.slug) return null;
  let path: string;
  try {
    path = projectPath(language, node.slug);
  } catch {
    return null;
  }
  const title = node.title?.trim() || node.slug;
  const intl = intlFor(language);
  const ribbon =
    node.projectStatus === 'upcoming'
      ? intl.formatMessage(projectCardMessages.statusUpcoming)
      : node.projectStatus === 'sold_out'
        ? intl.formatMessage(projectCardMessages.statusSoldOut)
        : null;
  const photo = node.photos?.[0] ? toImage(node.photos[0], title) : null;
  return {
    reference: node.reference?.trim() || node.slug,
    title,
    path,
    latitude: node.latitude,
    longitude: node.longitude,
    price: node.priceFrom ? { text: formatPrice(node.priceFrom), startingFrom: true, unitText: null } : null,
    marquee: null,
    marqueeName: ribbon,
    place: [node.zip, node.city].filter(Boolean).join(' ') || null,
    photo: photo ? { src: photo.src, alt: '' } : null,
  };
}

/**
 * Every project of a search that has a location (up to the map's limit), for the map: read page by
 * page as the listings' map is, since Strapi answers at most 100 rows a page.
 */
export async function projectMapProperties(
  client: GraphqlClient,
  language: Language,
  search: ProjectSearch,
): Promise<MapProperty[]> {
  // Only located projects: the pages then hold markers, not rows the map drops.
  const filters = { and: [projectFilters(search), { latitude: { notNull: true } }, { longitude: { notNull: true } }] };
  const nodes = await mapPages(
    async (page) =>
      (
        await client.query({
          query: PROJECT_MAP,
          variables: { locale: language, filters, page, pageSize: mapPageSize },
        })
      ).data?.projects_connection,
  );
  return nodes.map((node) => toProjectMapProperty(language, node)).filter((marker) => marker !== null);
}

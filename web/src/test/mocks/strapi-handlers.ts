import { HttpResponse } from 'msw';
import {
  graphql,
  type GraphQLQuery,
  type GraphQLResponseBody,
  type GraphQLResponseResolver,
  type GraphQLVariables,
} from 'msw/graphql';
import { agents, articles, pages, testimonials } from './content-fixtures.ts';
import { executeOnFixtures } from './strapi-schema.ts';
import { projects, properties, propertyTypes, siteSettings } from './strapi-fixtures.ts';
import { visitSlotsOf } from './visit-slot-fixtures.ts';
import { strapiFiltersOf, strapiSortOf } from '~/features/listings/listing-search-input.server';
import type { ListingSearchInput } from '~/graphql/strapi-operations.generated';

type Locale = 'en' | 'nl' | 'fr' | 'de';
export type Row = Record<string, unknown>;
type Filter = Record<string, unknown>;

function localeOf(value: unknown): Locale {
  return value === 'nl' || value === 'fr' || value === 'de' ? value : 'en';
}

/** Strapi's `maxLimit` (cms/config/plugins.ts): no page holds more rows. */
export const strapiMaxLimit = 100;

/** The rows of the same listing or project in the other languages. */
function otherLanguages(row: Row): Row[] {
  return (['en', 'nl', 'fr', 'de'] as const).flatMap((locale) =>
    [...(properties[locale] as Row[]), ...projects[locale]].filter(
      (other) => other !== row && other.reference === row.reference,
    ),
  );
}

/** Evaluates the subset of Strapi 5 filter operators the site uses. */
export function matches(row: Row, filter: Filter | undefined): boolean {
  if (!filter) return true;
  return Object.entries(filter).every(([key, condition]) => {
    if (key === 'and') return (condition as Filter[]).every((part) => matches(row, part));
    if (key === 'or') return (condition as Filter[]).some((part) => matches(row, part));
    if (key === 'not') return !matches(row, condition as Filter);
    // The same listing or project in the other languages (Strapi joins them by documentId).
    if (key === 'localizations') return otherLanguages(row).some((other) => matches(other, condition as Filter));
    const value = row[key];
    return Object.entries(condition as Filter).every(([operator, expected]) => {
      switch (operator) {
        case 'eq':
          return value === expected;
        case 'ne':
          return value !== expected;
        case 'eqi':
          return String(value ?? '').toLowerCase() === String(expected).toLowerCase();
        case 'in':
          return (expected as unknown[]).includes(value);
        case 'gte':
          return typeof value === typeof expected && (value as number | string) >= (expected as number | string);
        case 'lte':
          return typeof value === typeof expected && (value as number | string) <= (expected as number | string);
        case 'gt':
          return typeof value === typeof expected && (value as number | string) > (expected as number | string);
        case 'lt':
          return typeof value === typeof expected && (value as number | string) < (expected as number | string);
        case 'null':
          return (value === null || value === undefined) === expected;
        case 'notNull':
          return (value !== null && value !== undefined) === expected;
        case 'containsi':
          return String(value ?? '')
            .toLowerCase()
            .includes(String(expected).toLowerCase());
        default:
          // A nested relation filter: { propertyType: { classificationId: { eq: 1 } } }
          return (
            typeof value === 'object' && value !== null && matches(value as Row, { [operator]: expected } as Filter)
          );
      }
    });
  });
}

function sortRows(rows: Row[], sort: unknown): Row[] {
  const keys = (Array.isArray(sort) ? sort : sort ? [sort] : []) as string[];
  return [...rows].sort((a, b) => {
    for (const key of keys) {
      const [field = '', direction] = key.split(':');
      const left = a[field] as number | string | boolean | null;
      const right = b[field] as number | string | boolean | null;
      if (left === right) continue;
      const order = left === null ? 1 : right === null ? -1 : left < right ? -1 : 1;
      return direction === 'desc' ? -order : order;
    }
    return 0;
  });
}

function page(
  rows: Row[],
  pagination: { page?: number; pageSize?: number; start?: number; limit?: number } | undefined,
) {
  if (pagination?.limit !== undefined) {
    const start = pagination.start ?? 0;
    return { nodes: rows.slice(start, start + pagination.limit), page: 1, pageSize: pagination.limit };
  }
  const pageSize = pagination?.pageSize ?? 10;
  const current = pagination?.page ?? 1;
  return { nodes: rows.slice((current - 1) * pageSize, current * pageSize), page: current, pageSize };
}

function connection(rows: Row[], variables: Record<string, unknown>) {
  const filtered = sortRows(
    rows.filter((row) => matches(row, variables.filters as Filter)),
    variables.sort,
  );
  const {
    nodes,
    page: current,
    pageSize,
  } = page(filtered, variables.pagination as { page?: number; pageSize?: number });
  return {
    nodes,
    pageInfo: {
      total: filtered.length,
      page: current,
      pageSize,
      pageCount: Math.max(1, Math.ceil(filtered.length / pageSize)),
    },
  };
}

/** The listings' rows of every language, as `locale: "*"` reads them. */
const listingRowsOfEveryLanguage = (): Row[] =>
  (['en', 'nl', 'fr', 'de'] as const).flatMap((locale) =>
    (properties[locale] as Row[]).map((row) => ({ updatedAt: '2026-11-02T08:30:00.000Z', ...row, locale })),
  );

const byReference = (locale: Locale, reference: unknown) =>
  (properties[locale] as Row[]).filter((row) => row.reference === reference).slice(0, 1);

const link = graphql.link('*/graphql');

/**
 * Executes what a resolver answered through Strapi's schema: the document is validated (a field
 * Strapi lacks gets Strapi's validation error and status 400, so the test that sent it fails; the
 * message goes to stderr) and only the fields it selects come back, typed by the schema. Answers
 * that are errors (a test making Strapi fail) or not JSON pass as they are.
 */
async function throughSchema(
  { query, variables }: { query: string; variables: Record<string, unknown> },
  response: Response,
): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('json')) return response;
  const body = (await response.clone().json()) as { data?: Record<string, unknown> | null; errors?: unknown };
  if (body.errors !== undefined || !body.data) return response;
  const result = executeOnFixtures(query, variables, body.data);
  if (result.errors?.length) {
    console.warn(`Mock Strapi: ${result.errors.map((error) => error.message).join('; ')}\n${query}`);
  }
  const answer: GraphQLResponseBody<GraphQLQuery> = { data: result.data, errors: result.errors };
  return HttpResponse.json(answer, { status: result.data === undefined ? 400 : 200 });
}

type Resolver = GraphQLResponseResolver<GraphQLQuery, GraphQLVariables>;

/**
 * Strapi's GraphQL endpoint, on whatever host the test or the mock server uses. Every handler made
 * with it, the tests' own included, answers through Strapi's schema ({@link throughSchema}).
 */
export const strapi = {
  query: (operation: string, resolver: Resolver) =>
    link.query(operation, async (info) => {
      const response = await resolver(info);
      return response instanceof Response ? throughSchema(info, response) : response;
    }),
  mutation: (operation: string, resolver: Resolver) =>
    link.mutation(operation, async (info) => {
      const response = await resolver(info);
      return response instanceof Response ? throughSchema(info, response) : response;
    }),
};

/**
 * The sitemap's reads of the listings, in every language at once (`locale: "*"`), a page at a
 * time, answered from `listingRows` (a test's own catalogue, else the fixtures).
 */
export function sitemapListingHandlers(listingRows: () => Row[]) {
  return [
    strapi.query('SitemapListingCount', ({ variables }) => {
      const listed = listingRows().filter((row) => matches(row, { listingStatus: { in: variables.statuses } }));
      return HttpResponse.json({
        data: {
          properties_connection: connection(listed, { pagination: { start: 0, limit: 1 } }),
          newest: sortRows(listed, 'updatedAt:desc').slice(0, 1),
        },
      });
    }),
    strapi.query('SitemapListingBounds', ({ variables }) => {
      const listed = sortRows(
        listingRows().filter((row) => matches(row, { listingStatus: { in: variables.statuses } })),
        variables.sort,
      );
      return HttpResponse.json({
        data: {
          first: listed.slice(variables.first as number, (variables.first as number) + 1),
          next: listed.slice(variables.next as number, (variables.next as number) + 1),
        },
      });
    }),
    strapi.query('SitemapListingRows', ({ variables }) =>
      HttpResponse.json({
        data: {
          properties: sortRows(
            listingRows().filter((row) => matches(row, variables.filters as Filter)),
            variables.sort,
          ).slice(0, Math.min(variables.limit as number, strapiMaxLimit)),
        },
      }),
    ),
  ];
}

/** GraphQL handlers for every operation the site sends to Strapi. */
export const strapiHandlers = [
  strapi.query('SiteSettings', ({ variables }) =>
    HttpResponse.json({ data: { siteSetting: siteSettings[localeOf(variables.locale)] } }),
  ),
  // The list's search (cms/src/listing-search): the same listings as Strapi's filters of the search find.
  strapi.query('ListingSearch', ({ variables }) => {
    const search = variables.search as ListingSearchInput;
    const found = connection(properties[localeOf(variables.locale)] as Row[], {
      filters: strapiFiltersOf(search),
      sort: strapiSortOf[search.sort ?? 'NEWEST'],
      pagination: { page: variables.page, pageSize: variables.pageSize },
    });
    const cards = found.nodes.map((row) => ({ ...row, photos: ((row.photos as Row[] | undefined) ?? []).slice(0, 1) }));
    return HttpResponse.json({ data: { listingSearch: { nodes: cards, pageInfo: found.pageInfo } } });
  }),
  strapi.query('ListingHighlights', ({ variables }) => {
    const rows = sortRows(
      (properties[localeOf(variables.locale)] as Row[]).filter((row) => matches(row, variables.filters as Filter)),
      variables.sort,
    );
    return HttpResponse.json({ data: { properties: rows.slice(0, (variables.limit as number) ?? 3) } });
  }),
  // The listings that close a listing's page (features/similar-listings), newest first.
  strapi.query('SimilarListings', ({ variables }) => {
    const rows = sortRows(
      (properties[localeOf(variables.locale)] as Row[]).filter((row) => matches(row, variables.filters as Filter)),
      ['publishedAt:desc'],
    );
    return HttpResponse.json({ data: { properties: rows.slice(0, (variables.limit as number) ?? 4) } });
  }),
  // Pages of at most 100 rows, whatever the page size asked: Strapi's maxLimit (cms/config/plugins.ts).
  strapi.query('ListingMap', ({ variables }) =>
    HttpResponse.json({
      data: {
        properties_connection: connection(properties[localeOf(variables.locale)] as Row[], {
          ...variables,
          sort: ['publishedAt:desc', 'reference:asc'],
          pagination: { page: variables.page, pageSize: Math.min(strapiMaxLimit, variables.pageSize as number) },
        }),
      },
    }),
  ),
  // The types with a listing on offer (cms/src/types-in-use), from the fixtures' listings.
  strapi.query('PropertyTypesInUse', ({ variables }) => {
    const ids = (properties[localeOf(variables.locale)] as Row[])
      .filter((row) => row.goal === variables.goal && (variables.statuses as unknown[]).includes(row.listingStatus))
      .map((row) => (row.propertyType as Row | null)?.classificationId)
      .filter((id): id is number => typeof id === 'number');
    return HttpResponse.json({ data: { propertyTypesInUse: [...new Set(ids)].sort((a, b) => a - b) } });
  }),
  // A listing page's offer form: the listing's price and status, the agency's third-party account.
  strapi.query('OfferTerms', ({ variables }) =>
    HttpResponse.json({
      data: {
        property:
          (properties[localeOf(variables.locale)] as Row[]).find((row) => row.documentId === variables.documentId) ??
          null,
        siteSetting: siteSettings[localeOf(variables.locale)],
      },
    }),
  ),
  // The favourites page: the saved listings among the published ones.
  strapi.query('FavouriteListings', ({ variables }) =>
    HttpResponse.json({
      data: {
        properties: (properties[localeOf(variables.locale)] as Row[]).filter((row) =>
          (variables.ids as unknown[]).includes(row.documentId),
        ),
      },
    }),
  ),
  strapi.query('MapSettings', ({ variables }) =>
    HttpResponse.json({ data: { siteSetting: siteSettings[localeOf(variables.locale)] } }),
  ),
  // The privacy page's retention periods (non-localized site settings), the schema's defaults.
  strapi.query('RetentionSettings', () =>
    HttpResponse.json({
      data: {
        siteSetting: {
          retentionRequestsDays: 1095,
          retentionFriendMailsDays: 90,
          retentionAppointmentsDays: 1095,
          retentionOffersDays: 3650,
          retentionSubscriptionsGraceDays: 30,
        },
      },
    }),
  ),
  strapi.query('PropertyTypes', ({ variables }) =>
    HttpResponse.json({ data: { propertyTypes: propertyTypes[localeOf(variables.locale)] } }),
  ),
  strapi.query('PropertyPage', ({ variables }) =>
    HttpResponse.json({
      data: {
        properties: byReference(localeOf(variables.locale), variables.reference),
        en: byReference('en', variables.reference),
        nl: byReference('nl', variables.reference),
        fr: byReference('fr', variables.reference),
        de: byReference('de', variables.reference),
      },
    }),
  ),
  // What a listing's cost of buying depends on, by its document id (src/features/purchase-costs).
  strapi.query('ListingPurchaseFacts', ({ variables }) =>
    HttpResponse.json({
      data: {
        property:
          (properties[localeOf(variables.locale)] as Row[]).find((row) => row.documentId === variables.documentId) ??
          null,
      },
    }),
  ),
  strapi.query('ListingVisitSlots', ({ variables }) =>
    HttpResponse.json({ data: { visitSlots: visitSlotsOf(variables) } }),
  ),
  // The type and city an unknown listing's path names (slugs), for its similar listings.
  strapi.query('SimilarHints', ({ variables }) => {
    const rows = properties[localeOf(variables.locale)] as Row[];
    const type = rows.map((row) => row.propertyType as Row | null).find((type) => type?.slug === variables.typeSlug);
    return HttpResponse.json({
      data: {
        propertyTypes: type ? [{ classificationId: type.classificationId }] : [],
        properties: rows
          .filter((row) => row.citySlug === variables.citySlug)
          .slice(0, 1)
          .map((row) => ({ city: row.city })),
      },
    });
  }),
  strapi.query('ProjectList', ({ variables }) =>
    HttpResponse.json({
      data: {
        projects_connection: connection(projects[localeOf(variables.locale)] as Row[], variables),
      },
    }),
  ),
  strapi.query('ProjectPage', ({ variables }) =>
    HttpResponse.json({
      data: {
        projects: (projects[localeOf(variables.locale)] as Row[])
          .filter((row) => row.slug === variables.slug)
          .slice(0, 1),
      },
    }),
  ),
  strapi.query('ProjectTexts', ({ variables }) =>
    HttpResponse.json({
      data: {
        projects: (projects[localeOf(variables.locale)] as Row[])
          .filter((row) => row.reference === variables.reference)
          .slice(0, 1),
      },
    }),
  ),
  strapi.query('ProjectMap', ({ variables }) =>
    HttpResponse.json({
      data: {
        projects_connection: connection(projects[localeOf(variables.locale)] as Row[], {
          ...variables,
          sort: ['publishedAt:desc', 'reference:asc'],
          pagination: { page: variables.page, pageSize: Math.min(strapiMaxLimit, variables.pageSize as number) },
        }),
      },
    }),
  ),
  strapi.query('ProjectAlternates', ({ variables }) => {
    const slugs = (locale: Locale) =>
      (projects[locale] as Row[])
        .filter((row) => row.reference === variables.reference)
        .map((row) => ({ slug: row.slug }));
    return HttpResponse.json({ data: { en: slugs('en'), nl: slugs('nl'), fr: slugs('fr'), de: slugs('de') } });
  }),
  // Content pages, articles, agents and testimonials (content-fixtures.ts).
  strapi.query('ContentPage', ({ variables }) =>
    HttpResponse.json({
      data: {
        pages: pages[localeOf(variables.locale)].filter((row) => row.key === variables.key).slice(0, 1),
      },
    }),
  ),
  strapi.query('Articles', ({ variables }) =>
    HttpResponse.json({
      data: {
        articles: sortRows(
          articles[localeOf(variables.locale)].filter((row) => matches(row, variables.filters as Filter)),
          'order:asc',
        ),
      },
    }),
  ),
  strapi.query('ArticleSlugs', ({ variables }) => {
    const slugs = (locale: Locale) =>
      articles[locale].filter((row) => row.key === variables.key).map((row) => ({ slug: row.slug }));
    return HttpResponse.json({ data: { en: slugs('en'), nl: slugs('nl'), fr: slugs('fr'), de: slugs('de') } });
  }),
  strapi.query('Agents', ({ variables }) =>
    HttpResponse.json({ data: { agents: agents[localeOf(variables.locale)] } }),
  ),
  strapi.query('Testimonials', ({ variables }) =>
    HttpResponse.json({ data: { testimonials_connection: connection(testimonials, variables) } }),
  ),
  strapi.query('RenovationCosts', ({ variables }) =>
    HttpResponse.json({ data: { siteSetting: siteSettings[localeOf(variables.locale)] } }),
  ),
  // No locale: Strapi answers the default locale's row; the default language is not localized.
  strapi.query('SiteDefaultLanguage', () => HttpResponse.json({ data: { siteSetting: siteSettings.nl } })),
  strapi.query('Robots', ({ variables }) =>
    HttpResponse.json({ data: { siteSetting: siteSettings[localeOf(variables.locale)] } }),
  ),
  ...sitemapListingHandlers(listingRowsOfEveryLanguage),
  strapi.query('SitemapProjects', ({ variables }) =>
    HttpResponse.json({
      data: {
        projects_connection: connection(
          (projects[localeOf(variables.locale)] as Row[]).map((row) => ({
            updatedAt: '2026-11-01T10:00:00.000Z',
            ...row,
          })),
          {
            sort: 'reference:asc',
            pagination: { page: variables.page, pageSize: variables.pageSize },
          },
        ),
      },
    }),
  ),
  strapi.query('SitemapContent', ({ variables }) => {
    const locale = localeOf(variables.locale);
    return HttpResponse.json({
      data: {
        pages: pages[locale].map((row) => ({ key: row.key, updatedAt: '2026-10-05T12:00:00.000Z' })),
        articles: articles[locale].map((row) => ({
          key: row.key,
          category: row.category,
          slug: row.slug,
          updatedAt: '2026-10-12T12:00:00.000Z',
        })),
      },
    });
  }),
];

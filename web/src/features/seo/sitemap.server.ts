import { gql, type TypedDocumentNode } from '@apollo/client';
import { languages, projectPath, propertyPath, routes, slugify, type Language } from '@vitrine/domain';
import type { RouterContextProvider } from 'react-router';
import { articlePath, type ArticleNode } from '~/features/content/index.server';
import { env } from '~/env.server';
import { rows } from '~/graphql/strapi-lists.server';
import type {
  SitemapContentQuery,
  SitemapContentQueryVariables,
  SitemapListingBoundsQuery,
  SitemapListingBoundsQueryVariables,
  SitemapListingCountQuery,
  SitemapListingCountQueryVariables,
  SitemapListingRowsQuery,
  SitemapListingRowsQueryVariables,
  SitemapProjectsQuery,
  SitemapProjectsQueryVariables,
} from '~/graphql/strapi-operations.generated';
import { graphqlClient, type GraphqlClient } from '~/graphql/apollo.server';
import { siteDefaultLanguage } from '~/shell/site/default-language.server';
import {
  defaultUrlsPerFile,
  sitemapIndexXml,
  streamOf,
  urlsetEnd,
  urlsetStart,
  urlXml,
  xDefaultOf,
  type SitemapPaths,
  type SitemapUrl,
} from './sitemap-xml.server';

/** Strapi's largest page (`maxLimit`): lists are read 100 rows at a time. */
const pageSize = 100;
/** Listings that have a page; sold and rented ones answer 410 and are left out. */
const listedStatuses = ['available', 'under_option'];

/**
 * Listings are read in every language at once (`locale: "*"`), in the order of their reference
 * (then language), so the rows of one listing come together and a file is one run of references.
 */
const listingOrder = ['reference:asc', 'locale:asc'];

const SITEMAP_LISTING_COUNT: TypedDocumentNode<SitemapListingCountQuery, SitemapListingCountQueryVariables> = gql`
  query SitemapListingCount($statuses: [String]) {
    properties_connection(
      locale: "*"
      filters: { listingStatus: { in: $statuses } }
      pagination: { start: 0, limit: 1 }
    ) {
      pageInfo {
        total
      }
    }
    newest: properties(
      locale: "*"
      filters: { listingStatus: { in: $statuses } }
      sort: ["updatedAt:desc"]
      pagination: { limit: 1 }
    ) {
      updatedAt
    }
  }
`;

const SITEMAP_LISTING_BOUNDS: TypedDocumentNode<SitemapListingBoundsQuery, SitemapListingBoundsQueryVariables> = gql`
  query SitemapListingBounds($statuses: [String], $sort: [String]!, $first: Int!, $next: Int!) {
    first: properties(
      locale: "*"
      filters: { listingStatus: { in: $statuses } }
      sort: $sort
      pagination: { start: $first, limit: 1 }
    ) {
      reference
    }
    next: properties(
      locale: "*"
      filters: { listingStatus: { in: $statuses } }
      sort: $sort
      pagination: { start: $next, limit: 1 }
    ) {
      reference
    }
  }
`;

const SITEMAP_LISTING_ROWS: TypedDocumentNode<SitemapListingRowsQuery, SitemapListingRowsQueryVariables> = gql`
  query SitemapListingRows($filters: PropertyFiltersInput!, $sort: [String]!, $limit: Int!) {
    properties(locale: "*", filters: $filters, sort: $sort, pagination: { limit: $limit }) {
      reference
      locale
      updatedAt
      goal
      city
      citySlug
      propertyType {
        slug
      }
    }
  }
`;

const SITEMAP_PROJECTS: TypedDocumentNode<SitemapProjectsQuery, SitemapProjectsQueryVariables> = gql`
  query SitemapProjects($locale: I18NLocaleCode, $page: Int!, $pageSize: Int!) {
    projects_connection(locale: $locale, sort: ["reference:asc"], pagination: { page: $page, pageSize: $pageSize }) {
      nodes {
        reference
        slug
        updatedAt
      }
      pageInfo {
        pageCount
      }
    }
  }
`;

const SITEMAP_CONTENT: TypedDocumentNode<SitemapContentQuery, SitemapContentQueryVariables> = gql`
  query SitemapContent($locale: I18NLocaleCode) {
    pages(locale: $locale, pagination: { limit: 100 }) {
      key
      updatedAt
    }
    articles(locale: $locale, pagination: { limit: 100 }) {
      key
      category
      slug
      updatedAt
    }
  }
`;

/** One page of the site: its path in every language and when it last changed. */
export interface SitemapEntry {
  paths: SitemapPaths;
  lastmod: string | null;
}

type ListingRow = NonNullable<SitemapListingRowsQuery['properties'][number]>;

/** The later of two ISO date-times (either may be missing). */
const later = (a: string | null | undefined, b: string | null | undefined): string | null =>
  !a ? (b ?? null) : !b ? a : a > b ? a : b;

/** Groups per-locale rows by a shared key into entries, taking a missing language from another one. */
function entriesByKey<T extends { updatedAt: string | null }>(
  perLocale: Readonly<Record<Language, readonly T[]>>,
  keyOf: (row: T) => string,
  pathOf: (language: Language, row: T) => string | null,
): SitemapEntry[] {
  const byKey = new Map<string, Partial<Record<Language, T>>>();
  for (const language of languages) {
    for (const row of perLocale[language]) {
      const group = byKey.get(keyOf(row)) ?? {};
      group[language] = row;
      byKey.set(keyOf(row), group);
    }
  }
  const entries: SitemapEntry[] = [];
  for (const group of byKey.values()) {
    const any = group.en ?? group.nl ?? group.fr ?? group.de;
    if (!any) continue;
    const paths = languages.map((language) => pathOf(language, group[language] ?? any));
    if (paths.every((path): path is string => path !== null)) {
      entries.push({
        paths: Object.fromEntries(languages.map((language, index) => [language, paths[index]])) as SitemapPaths,
        lastmod: Object.values(group).reduce<string | null>((last, row) => later(last, row.updatedAt), null),
      });
    }
  }
  return entries;
}

function propertyPathOf(language: Language, node: ListingRow): string | null {
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

async function projectEntries(client: GraphqlClient): Promise<SitemapEntry[]> {
  type ProjectNode = NonNullable<NonNullable<SitemapProjectsQuery['projects_connection']>['nodes'][number]>;
  // A few dozen projects: read whole, a page after another.
  const perLocale = await Promise.all(
    languages.map(async (locale) => {
      const nodes: ProjectNode[] = [];
      for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
        const { data } = await client.query({ query: SITEMAP_PROJECTS, variables: { locale, page, pageSize } });
        nodes.push(...rows(data?.projects_connection?.nodes));
        pageCount = data?.projects_connection?.pageInfo.pageCount ?? 1;
      }
      return nodes;
    }),
  );
  return entriesByKey(
    Object.fromEntries(languages.map((language, index) => [language, perLocale[index] ?? []])) as Record<
      Language,
      ProjectNode[]
    >,
    (node) => node.reference,
    (language, node) => {
      try {
        return node.slug ? projectPath(language, node.slug) : null;
      } catch {
        return null;
      }
    },
  );
}

/** Route-table pages always present (home and the lists): they change with the listings. */
const alwaysListed = ['home', 'for-sale', 'for-rent', 'projects', 'renovation-calculator', 'testimonials'];
/** Route-table pages listed when Strapi has their page (its key is the route id). */
const pageRoutes = ['contact', 'team', 'privacy', 'cookie-policy', 'disclaimer', 'group'];
/** Sections, listed when Strapi has their page or an article of their category. */
const sectionCategories: Readonly<Record<string, ArticleNode['category']>> = {
  services: 'services',
  investors: 'investor',
  information: 'information',
};

async function contentEntries(client: GraphqlClient, listingsChanged: string | null): Promise<SitemapEntry[]> {
  const perLocale = await Promise.all(
    languages.map(async (locale) => {
      const { data } = await client.query({ query: SITEMAP_CONTENT, variables: { locale } });
      return { pages: rows(data?.pages), articles: rows(data?.articles) };
    }),
  );
  const pageChanged = new Map<string, string | null>();
  for (const page of perLocale.flatMap((result) => result.pages)) {
    pageChanged.set(page.key, later(pageChanged.get(page.key), page.updatedAt));
  }
  const articles = Object.fromEntries(
    languages.map((language, index) => [language, perLocale[index]?.articles ?? []]),
  ) as Record<Language, (Pick<ArticleNode, 'key' | 'category' | 'slug'> & { updatedAt: string | null })[]>;
  const categoryChanged = new Map<string, string | null>();
  for (const article of perLocale.flatMap((result) => result.articles)) {
    categoryChanged.set(article.category, later(categoryChanged.get(article.category), article.updatedAt));
  }
  const lastmodOf = new Map<string, string | null>([
    ...alwaysListed.map((id) => [id, listingsChanged] as const),
    ...pageRoutes.filter((id) => pageChanged.has(id)).map((id) => [id, pageChanged.get(id) ?? null] as const),
    ...Object.entries(sectionCategories)
      .filter(([id, category]) => pageChanged.has(id) || categoryChanged.has(category))
      .map(([id, category]) => [id, later(pageChanged.get(id), categoryChanged.get(category))] as const),
  ]);
  const fixed = routes
    .filter((route) => lastmodOf.has(route.id))
    .map((route): SitemapEntry => ({ paths: route.paths, lastmod: lastmodOf.get(route.id) ?? null }));
  return [...fixed, ...entriesByKey(articles, (article) => article.key, articlePath)];
}

/** The `<url>`s of an entry: one per distinct path, each listing them all. */
function urlsOfEntry(entry: SitemapEntry, defaultLanguage: Language): SitemapUrl[] {
  const xDefault = xDefaultOf(entry.paths, defaultLanguage);
  return [...new Set(languages.map((language) => entry.paths[language]))].map((path) => ({
    path,
    alternates: entry.paths,
    xDefault,
    lastmod: entry.lastmod,
  }));
}

/**
 * The `<url>`s of one listing from its rows (one per language it is written in): one per row, its
 * lastmod that row's. A language without a row links, as the page heads do, the path that serves
 * the listing in that language with another language's text; that path is not a page of its own.
 */
export function listingUrls(group: readonly ListingRow[], defaultLanguage: Language): SitemapUrl[] {
  const byLanguage = new Map(group.map((row) => [row.locale, row]));
  const any = byLanguage.get('en') ?? byLanguage.get('nl') ?? byLanguage.get('fr') ?? byLanguage.get('de');
  if (!any) return [];
  const paths = languages.map((language) => propertyPathOf(language, byLanguage.get(language) ?? any));
  if (!paths.every((path): path is string => path !== null)) return [];
  const alternates = Object.fromEntries(languages.map((language, index) => [language, paths[index]])) as SitemapPaths;
  const xDefault = xDefaultOf(alternates, defaultLanguage);
  return languages.flatMap((language) => {
    const row = byLanguage.get(language);
    return row ? [{ path: alternates[language], alternates, xDefault, lastmod: row.updatedAt }] : [];
  });
}

/** How the listings split into files: each file one run of references, its rows counted by position. */
export interface ListingFiles {
  /** Published listing rows (one per listing and language), each one `<url>`. */
  rows: number;
  /** Rows a file starts from: a file holds at most this many plus a listing's other languages. */
  rowsPerFile: number;
  files: number;
  /** The newest change of a listing (the home page's and the lists' lastmod). */
  newest: string | null;
}

/**
 * Rows per file for at most `urlsPerFile` URLs: a file runs from the listing of its first row to
 * the listing of the next file's first row, so it may also take up to three more rows of the
 * listing it starts with.
 */
const rowsPerFileOf = (urlsPerFile: number) => Math.max(1, urlsPerFile - (languages.length - 1));

export async function listingFiles(client: GraphqlClient, urlsPerFile = defaultUrlsPerFile): Promise<ListingFiles> {
  const { data } = await client.query({ query: SITEMAP_LISTING_COUNT, variables: { statuses: listedStatuses } });
  const total = data?.properties_connection?.pageInfo.total ?? 0;
  const rowsPerFile = rowsPerFileOf(urlsPerFile);
  return {
    rows: total,
    rowsPerFile,
    files: Math.ceil(total / rowsPerFile),
    newest: rows(data?.newest)[0]?.updatedAt ?? null,
  };
}

/**
 * The `<url>`s of the listings of file `file` (1-based), written as Strapi's pages arrive: a
 * page of 100 rows at a time in reference order, from the reference of the file's first row up
 * to (not including) the reference of the next file's first row. Rows of the last listing of a
 * full page may continue on the next page: that listing waits for it.
 */
export async function* listingFileUrls(
  client: GraphqlClient,
  file: number,
  defaultLanguage: Language,
  urlsPerFile = defaultUrlsPerFile,
): AsyncGenerator<SitemapUrl[]> {
  const rowsPerFile = rowsPerFileOf(urlsPerFile);
  const { data: bounds } = await client.query({
    query: SITEMAP_LISTING_BOUNDS,
    variables: {
      statuses: listedStatuses,
      sort: listingOrder,
      first: (file - 1) * rowsPerFile,
      next: file * rowsPerFile,
    },
  });
  const first = rows(bounds?.first)[0]?.reference;
  const next = rows(bounds?.next)[0]?.reference;
  if (first === undefined) return;
  let after: string | null = null;
  for (;;) {
    const reference = {
      ...(after === null ? { gte: first } : { gt: after }),
      ...(next === undefined ? {} : { lt: next }),
    };
    const { data } = await client.query({
      query: SITEMAP_LISTING_ROWS,
      variables: {
        filters: { listingStatus: { in: listedStatuses }, reference },
        sort: listingOrder,
        limit: pageSize,
      },
    });
    const page = rows(data?.properties);
    const groups: ListingRow[][] = [];
    for (const row of page) {
      const last = groups[groups.length - 1];
      if (last?.[0]?.reference === row.reference) last.push(row);
      else groups.push([row]);
    }
    const full = page.length === pageSize;
    // A full page's last listing may have more rows on the next page (never all 100 of them).
    if (full && groups.length > 1) groups.pop();
    yield groups.flatMap((group) => listingUrls(group, defaultLanguage));
    if (!full) return;
    after = groups[groups.length - 1]?.[0]?.reference ?? null;
    if (after === null) return;
  }
}

/** Paths of the sitemap files. */
export const sitemapFilePaths = {
  pages: '/sitemaps/pages.xml',
  listings: (file: number) => `/sitemaps/listings-${file}.xml`,
};

/** Which sitemap file a `/sitemaps/<name>` path names, or null. */
export function sitemapFileOf(name: string): { kind: 'pages' } | { kind: 'listings'; file: number } | null {
  if (name === 'pages.xml') return { kind: 'pages' };
  const match = /^listings-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: 'listings', file: Number(match[1]) } : null;
}

const xmlHeaders = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600, s-maxage=3600',
};

/** Options the tests set: a small file to see a catalogue split. */
export interface SitemapOptions {
  urlsPerFile?: number;
}

/** `/sitemap.xml`: the index of the sitemap files (the site's pages, then the listings by runs). */
export async function loadSitemapIndex({
  context,
  urlsPerFile = defaultUrlsPerFile,
}: { context: Readonly<RouterContextProvider> } & SitemapOptions): Promise<Response> {
  const { files } = await listingFiles(graphqlClient(context), urlsPerFile);
  const paths = [
    sitemapFilePaths.pages,
    ...Array.from({ length: files }, (_, index) => sitemapFilePaths.listings(index + 1)),
  ];
  return new Response(sitemapIndexXml(paths, env.PUBLIC_SITE_URL), { headers: xmlHeaders });
}

/**
 * `/sitemaps/<name>`: the site's pages and projects, or one run of listings, streamed. Strapi is
 * asked for the file's first page before the answer starts, so Strapi being down is still a 503;
 * a failure later breaks the answer off (a crawler tries again; the page cache keeps nothing).
 */
export async function loadSitemapFile({
  context,
  name,
  urlsPerFile = defaultUrlsPerFile,
}: { context: Readonly<RouterContextProvider>; name: string } & SitemapOptions): Promise<Response> {
  const file = sitemapFileOf(name);
  if (!file)
    return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const client = graphqlClient(context);
  const defaultLanguage = await siteDefaultLanguage(client);
  const siteUrl = env.PUBLIC_SITE_URL;
  if (file.kind === 'pages') {
    const { newest } = await listingFiles(client, urlsPerFile);
    const [content, projects] = await Promise.all([contentEntries(client, newest), projectEntries(client)]);
    const urls = [...content, ...projects].flatMap((entry) => urlsOfEntry(entry, defaultLanguage));
    return new Response(`${urlsetStart}${urls.map((url) => urlXml(url, siteUrl)).join('')}${urlsetEnd}`, {
      headers: xmlHeaders,
    });
  }
  const pages = listingFileUrls(client, file.file, defaultLanguage, urlsPerFile);
  const firstPage = await pages.next();
  if (firstPage.done) {
    return new Response('Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  async function* parts() {
    yield urlsetStart;
    yield firstPage.done ? '' : firstPage.value.map((url) => urlXml(url, siteUrl)).join('');
    for await (const urls of pages) yield urls.map((url) => urlXml(url, siteUrl)).join('');
    yield urlsetEnd;
  }
  return new Response(streamOf(parts()), { headers: xmlHeaders });
}

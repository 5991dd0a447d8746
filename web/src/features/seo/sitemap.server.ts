import { gql, type TypedDocumentNode } from '@apollo/client';
import { languages, projectPath, propertyPath, routes, slugify, type Language } from '@vitrine/domain';
import type { RouterContextProvider } from 'react-router';
import { articlePath, type ArticleNode } from '~/features/content/index.server';
import { env } from '~/env.server';
import { rows } from '~/graphql/strapi-lists.server';
import type {
  SitemapContentQuery,
  SitemapContentQueryVariables,
  SitemapProjectsQuery,
  SitemapProjectsQueryVariables,
  SitemapPropertiesQuery,
  SitemapPropertiesQueryVariables,
} from '~/graphql/strapi-operations.generated';
import { graphqlClient, type GraphqlClient } from '~/graphql/apollo.server';
import { siteDefaultLanguage } from '~/shell/site/default-language.server';

/** Strapi's largest page (`maxLimit`): lists are read 100 at a time. */
const pageSize = 100;
/** Listings that have a page; sold and rented ones answer 410 and are left out. */
const listedStatuses = ['available', 'under_option'];

const SITEMAP_PROPERTIES: TypedDocumentNode<SitemapPropertiesQuery, SitemapPropertiesQueryVariables> = gql`
  query SitemapProperties($locale: I18NLocaleCode, $page: Int!, $pageSize: Int!, $statuses: [String]) {
    properties_connection(
      locale: $locale
      filters: { listingStatus: { in: $statuses } }
      sort: ["reference:asc"]
      pagination: { page: $page, pageSize: $pageSize }
    ) {
      nodes {
        reference
        goal
        city
        citySlug
        propertyType {
          slug
        }
      }
      pageInfo {
        pageCount
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
    }
    articles(locale: $locale, pagination: { limit: 100 }) {
      key
      category
      slug
    }
  }
`;

/** One page of the site: its path in every language (a missing language links the fallback). */
export type SitemapEntry = Readonly<Record<Language, string>>;

type PropertyNode = NonNullable<NonNullable<SitemapPropertiesQuery['properties_connection']>['nodes'][number]>;

/** Pages of a list read at once: a big catalogue must not flood Strapi with a hundred requests. */
const concurrentPages = 4;

async function readAll<T>(read: (page: number) => Promise<{ nodes: T[]; pageCount: number }>): Promise<T[]> {
  const first = await read(1);
  const nodes = [...first.nodes];
  for (let start = 2; start <= first.pageCount; start += concurrentPages) {
    const batch = Array.from({ length: Math.min(concurrentPages, first.pageCount - start + 1) }, (_, i) => start + i);
    for (const page of await Promise.all(batch.map(read))) nodes.push(...page.nodes);
  }
  return nodes;
}

/** Groups per-locale rows by a shared key into entries, taking a missing language from another one. */
function entriesByKey<T>(
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
      entries.push(Object.fromEntries(languages.map((language, index) => [language, paths[index]])) as SitemapEntry);
    }
  }
  return entries;
}

function propertyPathOf(language: Language, node: PropertyNode): string | null {
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

async function propertyEntries(client: GraphqlClient): Promise<SitemapEntry[]> {
  const perLocale = await Promise.all(
    languages.map((locale) =>
      readAll<PropertyNode>(async (page) => {
        const { data } = await client.query({
          query: SITEMAP_PROPERTIES,
          variables: { locale, page, pageSize, statuses: listedStatuses },
        });
        return {
          nodes: rows(data?.properties_connection?.nodes),
          pageCount: data?.properties_connection?.pageInfo.pageCount ?? 1,
        };
      }),
    ),
  );
  return entriesByKey(
    Object.fromEntries(languages.map((language, index) => [language, perLocale[index] ?? []])) as Record<
      Language,
      PropertyNode[]
    >,
    (node) => node.reference,
    propertyPathOf,
  );
}

async function projectEntries(client: GraphqlClient): Promise<SitemapEntry[]> {
  type ProjectNode = NonNullable<NonNullable<SitemapProjectsQuery['projects_connection']>['nodes'][number]>;
  const perLocale = await Promise.all(
    languages.map((locale) =>
      readAll<ProjectNode>(async (page) => {
        const { data } = await client.query({ query: SITEMAP_PROJECTS, variables: { locale, page, pageSize } });
        return {
          nodes: rows(data?.projects_connection?.nodes),
          pageCount: data?.projects_connection?.pageInfo.pageCount ?? 1,
        };
      }),
    ),
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

/** Route-table pages always present (home and the lists). */
const alwaysListed = ['home', 'for-sale', 'for-rent', 'projects', 'renovation-calculator', 'testimonials'];
/** Route-table pages listed when Strapi has their page (its key is the route id). */
const pageRoutes = ['contact', 'team', 'privacy', 'cookie-policy', 'disclaimer', 'group'];
/** Sections, listed when Strapi has their page or an article of their category. */
const sectionCategories: Readonly<Record<string, ArticleNode['category']>> = {
  services: 'services',
  investors: 'investor',
  information: 'information',
};

async function contentEntries(client: GraphqlClient): Promise<SitemapEntry[]> {
  const perLocale = await Promise.all(
    languages.map(async (locale) => {
      const { data } = await client.query({ query: SITEMAP_CONTENT, variables: { locale } });
      return { pages: rows(data?.pages), articles: rows(data?.articles) };
    }),
  );
  const pageKeys = new Set(perLocale.flatMap((result) => result.pages.map((page) => page.key)));
  const articles = Object.fromEntries(
    languages.map((language, index) => [language, perLocale[index]?.articles ?? []]),
  ) as Record<Language, Pick<ArticleNode, 'key' | 'category' | 'slug'>[]>;
  const categories = new Set(perLocale.flatMap((result) => result.articles.map((article) => article.category)));
  const routeIds = [
    ...alwaysListed,
    ...pageRoutes.filter((id) => pageKeys.has(id)),
    ...Object.entries(sectionCategories)
      .filter(([id, category]) => pageKeys.has(id) || categories.has(category))
      .map(([id]) => id),
  ];
  const fixed = routes.filter((route) => routeIds.includes(route.id)).map((route): SitemapEntry => route.paths);
  return [...fixed, ...entriesByKey(articles, (article) => article.key, articlePath)];
}

/** Every indexable page of the site, each with its path in every language. */
export async function sitemapEntries(client: GraphqlClient): Promise<SitemapEntry[]> {
  const [content, properties, projects] = await Promise.all([
    contentEntries(client),
    propertyEntries(client),
    projectEntries(client),
  ]);
  return [...content, ...properties, ...projects];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/**
 * The sitemap XML: one `<url>` per page and language, each listing the page in every language
 * plus `x-default` (the language-choosing root for home, the site default language elsewhere),
 * as the page heads do.
 */
export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string, defaultLanguage: Language): string {
  const urls = entries.flatMap((entry) => {
    const isHome = languages.every((language) => entry[language] === `/${language}/`);
    const links = [
      ...languages.map((language) => [language, entry[language]] as const),
      ['x-default', isHome ? '/' : entry[defaultLanguage]] as const,
    ]
      .map(
        ([hreflang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${siteUrl}${path}`)}"/>`,
      )
      .join('\n');
    const distinct = [...new Set(languages.map((language) => entry[language]))];
    return distinct.map((path) => `  <url>\n    <loc>${escapeXml(`${siteUrl}${path}`)}</loc>\n${links}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The `sitemap.xml` resource route. */
export async function loadSitemap({ context }: { context: Readonly<RouterContextProvider> }): Promise<Response> {
  const client = graphqlClient(context);
  const [entries, defaultLanguage] = await Promise.all([sitemapEntries(client), siteDefaultLanguage(client)]);
  // x-default: the default language of the site settings, as on every page's alternate links.
  return new Response(sitemapXml(entries, env.PUBLIC_SITE_URL, defaultLanguage), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=3600',
    },
  });
}

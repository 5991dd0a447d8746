import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  cleanDescription,
  contentFallbackLanguage,
  languages,
  resolveRoute,
  routes,
  type Language,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { routeTablePageLinks, type Alternates, type PageLinks } from '~/shell/language';
import { rows } from '~/graphql/strapi-lists.server';
import { graphqlClient, type GraphqlClient } from '~/graphql/apollo.server';
import { shareImageUrl, strapiMediaFragment, toImage, type StrapiMedia } from '~/graphql/strapi-media.server';
import type {
  ArticleCardFragment,
  ArticleSlugsQuery,
  ArticleSlugsQueryVariables,
  ArticlesQuery,
  ArticlesQueryVariables,
  ContentPageQuery,
  ContentPageQueryVariables,
  PageSeoFragment,
} from '~/graphql/strapi-operations.generated';
import { pageMessages } from '~/i18n/messages.server';
import { articleGridMessages } from './grid-messages';
import { contactMessages, contentMessages, teamMessages } from './messages';
import { retentionMessages } from './retention-messages';
import { loadRetentionDays } from './retention.server';
import { listAgents } from './team.server';
import type {
  ArticleCategory,
  ArticleDetail,
  ArticleSummary,
  ContentPage,
  ContentText,
  PageSeo,
  SectionId,
} from './content';

const pageSeoFragment = gql`
  fragment PageSeo on ComponentSharedSeo {
    metaTitle
    metaDescription
    shareImage {
      ...StrapiMedia
    }
  }
  ${strapiMediaFragment}
`;

const PAGE: TypedDocumentNode<ContentPageQuery, ContentPageQueryVariables> = gql`
  query ContentPage($key: String!, $locale: I18NLocaleCode) {
    pages(filters: { key: { eq: $key } }, locale: $locale, pagination: { limit: 1 }) {
      key
      title
      intro
      body
      image {
        ...StrapiMedia
      }
      sections {
        heading
        body
      }
      seo {
        ...PageSeo
      }
    }
  }
  ${pageSeoFragment}
`;

/** The fields an article card needs (section pages, the home page). */
const articleCardFragment = gql`
  fragment ArticleCard on Article {
    key
    category
    subcategory
    order
    title
    slug
    summary
    image {
      ...StrapiMedia
    }
  }
  ${strapiMediaFragment}
`;

const ARTICLES: TypedDocumentNode<ArticlesQuery, ArticlesQueryVariables> = gql`
  query Articles($filters: ArticleFiltersInput, $locale: I18NLocaleCode) {
    articles(filters: $filters, locale: $locale, sort: ["order:asc", "title:asc"], pagination: { limit: 50 }) {
      ...ArticleCard
      body
      seo {
        ...PageSeo
      }
    }
  }
  ${articleCardFragment}
  ${pageSeoFragment}
`;

const ARTICLE_SLUGS: TypedDocumentNode<ArticleSlugsQuery, ArticleSlugsQueryVariables> = gql`
  query ArticleSlugs($key: String!) {
    en: articles(filters: { key: { eq: $key } }, locale: "en") {
      slug
    }
    nl: articles(filters: { key: { eq: $key } }, locale: "nl") {
      slug
    }
    fr: articles(filters: { key: { eq: $key } }, locale: "fr") {
      slug
    }
    de: articles(filters: { key: { eq: $key } }, locale: "de") {
      slug
    }
  }
`;

type SeoNode = PageSeoFragment;

type PageNode = NonNullable<ContentPageQuery['pages'][number]>;

/** An article as a card reads it, and with its body and SEO fields where a page shows it whole. */
export type ArticleNode = ArticleCardFragment & { body?: string | null; seo?: SeoNode | null };

/** The domain route of each article section, and the article category it lists. */
export const sectionCategories: Readonly<Record<SectionId, ArticleCategory>> = {
  services: 'services',
  investors: 'investor',
  information: 'information',
};

const sectionOfCategory = Object.fromEntries(
  Object.entries(sectionCategories).map(([section, category]) => [category, section]),
) as Record<ArticleCategory, SectionId>;

const routeById = new Map(routes.map((route) => [route.id, route]));

/** The domain route of a page key (`privacy`, `team`, …), or throws: a route table mistake. */
function routeOf(id: string) {
  const route = routeById.get(id);
  if (!route) throw new Error(`No route "${id}" in the domain route table`);
  return route;
}

const blank = (text: string | null | undefined): text is null | undefined => !text?.trim();

/**
 * A text of the page's language, else — German being sparse — the fallback language's text,
 * marked with its language so the page can say so with `lang`.
 */
function pick(primary: string | null | undefined, fallback: string | null | undefined, language: Language) {
  if (!blank(primary)) return { text: primary.trim(), lang: language };
  const fallbackLanguage = contentFallbackLanguage[language];
  if (fallbackLanguage && !blank(fallback)) return { text: fallback.trim(), lang: fallbackLanguage };
  return null;
}

function describe(text: string | null | undefined): string | null {
  if (blank(text)) return null;
  const plain = text
    .replace(/[#*_`>[\]]/g, '')
    .replace(/\(([^)]*)\)/g, '')
    .replace(/\s+/g, ' ');
  return cleanDescription(plain, 160, true);
}

function seoOf(
  title: string,
  seo: SeoNode | null | undefined,
  summary: string | null | undefined,
  image: StrapiMedia | null,
): PageSeo {
  return {
    title: seo?.metaTitle?.trim() || title,
    description: seo?.metaDescription?.trim() || describe(summary),
    image: shareImageUrl(seo?.shareImage) ?? shareImageUrl(image),
  };
}

async function readPage(client: GraphqlClient, key: string, locale: Language): Promise<PageNode | null> {
  const { data: result } = await client.query({ query: PAGE, variables: { key, locale } });
  return rows(result?.pages)[0] ?? null;
}

/**
 * A fixed page by its key, in a language. Each text missing in German is taken from English
 * (title, intro, body, sections each on their own); a page found in neither is `null`.
 */
export async function loadPage(client: GraphqlClient, key: string, language: Language): Promise<ContentPage | null> {
  const fallbackLanguage = contentFallbackLanguage[language];
  const [own, fallback] = await Promise.all([
    readPage(client, key, language),
    fallbackLanguage ? readPage(client, key, fallbackLanguage) : Promise.resolve(null),
  ]);
  const title = pick(own?.title, fallback?.title, language);
  if (!title) return null;
  const ownSections = rows(own?.sections).filter((section) => !blank(section.body) || !blank(section.heading));
  const sections =
    ownSections.length > 0 || !fallbackLanguage
      ? ownSections.map((section) => ({ heading: section.heading, body: section.body, lang: language }))
      : rows(fallback?.sections).map((section) => ({
          heading: section.heading,
          body: section.body,
          lang: fallbackLanguage,
        }));
  const media = own?.image ?? fallback?.image ?? null;
  const intro = pick(own?.intro, fallback?.intro, language);
  return {
    key,
    title,
    intro,
    body: pick(own?.body, fallback?.body, language),
    sections,
    image: media ? toImage(media, '') : null,
    seo: seoOf(title.text, own?.seo ?? fallback?.seo, intro?.text, media),
  };
}

/** The path of an article: the domain's when it has one (services), else `{section}{slug}/`. */
export function articlePath(language: Language, node: Pick<ArticleNode, 'key' | 'category' | 'slug'>): string | null {
  const known = routeById.get(`services-${node.key}`);
  if (node.category === 'services' && known) return known.paths[language];
  if (blank(node.slug)) return null;
  return `${routeOf(sectionOfCategory[node.category]).paths[language]}${node.slug.trim()}/`;
}

export function toArticleSummary(language: Language, node: ArticleNode): ArticleSummary | null {
  const path = articlePath(language, node);
  const title = node.title?.trim();
  if (!path || !title) return null;
  return {
    key: node.key,
    path,
    title,
    summary: node.summary?.trim() || null,
    image: node.image ? toImage(node.image, '') : null,
  };
}

async function readArticles(client: GraphqlClient, filters: Record<string, unknown>, locale: Language) {
  const { data: result } = await client.query({
    query: ARTICLES,
    variables: { filters, locale },
  });
  return rows(result?.articles);
}

/**
 * The published articles of a category in a language; in German, the English articles that have
 * no German version are listed too (in English), so a sparse German site shows every article.
 */
export async function listArticles(
  client: GraphqlClient,
  category: ArticleCategory,
  language: Language,
): Promise<ArticleSummary[]> {
  const fallbackLanguage = contentFallbackLanguage[language];
  const filters = { category: { eq: category } };
  const [own, fallback] = await Promise.all([
    readArticles(client, filters, language),
    fallbackLanguage ? readArticles(client, filters, fallbackLanguage) : Promise.resolve([]),
  ]);
  const ownKeys = new Set(own.map((node) => node.key));
  const merged = [
    ...own.map((node) => ({ node, lang: language })),
    ...fallback.filter((node) => !ownKeys.has(node.key)).map((node) => ({ node, lang: fallbackLanguage ?? language })),
  ].sort((a, b) => (a.node.order ?? 0) - (b.node.order ?? 0));
  return merged
    .map(({ node, lang }) => {
      const summary = toArticleSummary(language, node);
      return summary && lang !== language ? { ...summary, lang } : summary;
    })
    .filter((summary) => summary !== null);
}

async function articleAlternates(
  client: GraphqlClient,
  node: ArticleNode,
  language: Language,
  path: string,
): Promise<Alternates> {
  const known = routeById.get(`services-${node.key}`);
  if (node.category === 'services' && known) return known.paths;
  const { data: result } = await client.query({
    query: ARTICLE_SLUGS,
    variables: { key: node.key },
  });
  const section = routeOf(sectionOfCategory[node.category]);
  return Object.fromEntries(
    languages.map((lang) => {
      if (lang === language) return [lang, path];
      const slug =
        rows(result?.[lang])[0]?.slug ??
        rows(result?.[contentFallbackLanguage[lang] ?? lang])[0]?.slug ??
        rows(result?.en)[0]?.slug ??
        node.slug;
      return [lang, slug ? `${section.paths[lang]}${slug}/` : section.paths[lang]];
    }),
  ) as Alternates;
}

function languageOf(url: URL): Language {
  const first = url.pathname.split('/')[1];
  const language = languages.find((candidate) => candidate === first);
  if (!language) throw data(null, { status: 404 });
  return language;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/** The messages of what each kind of content page renders, beside the root's. */
const contentPageMessages = [contentMessages];
const contactPageMessages = [contentMessages, contactMessages];
const privacyPageMessages = [contentMessages, retentionMessages];
const teamPageMessages = [contentMessages, teamMessages];
/** Sections and articles: their articles as a grid. */
const sectionPageMessages = [contentMessages, articleGridMessages];

interface LoaderInput {
  readonly url: URL;
  readonly context: Readonly<RouterContextProvider>;
}

/** The domain route of a request's path, in its language; 404 when the table does not know it. */
function routeOfRequest(url: URL) {
  const language = languageOf(url);
  const resolved = resolveRoute(url.pathname);
  if (!resolved || resolved.lang !== language || resolved.tail) notFound();
  return { language, route: resolved.route };
}

/**
 * A fixed page (privacy, cookie policy, disclaimer, group, contact, team…): the Strapi page whose
 * key is the domain route's id, with alternates from the route table.
 */
export async function loadContentPage({ url, context }: LoaderInput) {
  const { language, route } = routeOfRequest(url);
  const client = graphqlClient(context);
  const privacy = route.id === 'privacy';
  const [page, retention] = await Promise.all([
    loadPage(client, route.id, language),
    // The privacy statement says how long each kind of request is kept (decision 040).
    privacy ? loadRetentionDays(client) : null,
  ]);
  if (!page) notFound();
  return {
    language,
    page,
    retention,
    pageLinks: routeTablePageLinks(route.paths, language),
    messages: pageMessages(
      language,
      route.id === 'contact' ? contactPageMessages : privacy ? privacyPageMessages : contentPageMessages,
    ),
  };
}

/** The team page: its text and the agents. */
export async function loadTeam(input: LoaderInput) {
  const language = languageOf(input.url);
  const [base, agents] = await Promise.all([
    loadContentPage(input),
    listAgents(graphqlClient(input.context), language),
  ]);
  return { ...base, agents, messages: pageMessages(language, teamPageMessages) };
}

/** A section (services, investors, information): its page, when Strapi has one, and its articles. */
export async function loadSection({ url, context }: LoaderInput) {
  const { language, route } = routeOfRequest(url);
  const section = route.id as SectionId;
  const category = sectionCategories[section];
  if (!category) notFound();
  const client = graphqlClient(context);
  const [page, articles] = await Promise.all([
    loadPage(client, route.id, language),
    listArticles(client, category, language),
  ]);
  if (!page && articles.length === 0) notFound();
  return {
    language,
    section,
    page,
    articles,
    pageLinks: routeTablePageLinks(route.paths, language),
    messages: pageMessages(language, sectionPageMessages),
  };
}

/**
 * An article of a section. Services articles are found by the key their domain route names
 * (`/nl/diensten/transacties/` is `transactions`); investor and information articles by their
 * Strapi slug, in the page's language or, in German, in English.
 */
export async function loadArticle({ url, context }: LoaderInput) {
  const language = languageOf(url);
  const [, , sectionSlug = '', slug = ''] = url.pathname.split('/');
  const sectionRoute = resolveRoute(`/${language}/${sectionSlug}/`);
  const section = sectionRoute?.route.id as SectionId | undefined;
  const category = section ? sectionCategories[section] : undefined;
  if (!section || !category) notFound();
  const client = graphqlClient(context);
  const known = resolveRoute(url.pathname);
  const filter =
    known?.route.type === 'article'
      ? { key: { eq: known.route.id.replace(/^services-/, '') }, category: { eq: category } }
      : { slug: { eq: decodeURIComponent(slug) }, category: { eq: category } };
  const fallbackLanguage = contentFallbackLanguage[language];
  const own = (await readArticles(client, filter, language))[0] ?? null;
  // In German, the English version fills in what the German one lacks (or is the whole article).
  const fallback = fallbackLanguage
    ? ((await readArticles(client, own ? { key: { eq: own.key } } : filter, fallbackLanguage))[0] ?? null)
    : null;
  const node = own ?? fallback;
  if (!node) notFound();
  const title = pick(own?.title, fallback?.title, language);
  if (!title) notFound();
  const summary = pick(own?.summary, fallback?.summary, language);
  const body = pick(own?.body, fallback?.body, language);
  const [sectionPage, siblings] = await Promise.all([
    loadPage(client, section, language),
    listArticles(client, category, language),
  ]);
  const related = siblings.filter((article) => article.key !== node.key);
  const detail: ArticleDetail = {
    key: node.key,
    section,
    title,
    summary,
    body,
    image: node.image ? toImage(node.image, '') : null,
    seo: seoOf(title.text, own?.seo ?? fallback?.seo, summary?.text ?? body?.text, node.image),
  };
  const pageLinks: PageLinks = {
    alternates: await articleAlternates(client, node, language, url.pathname),
    canonical: url.pathname,
  };
  return {
    language,
    article: detail,
    sectionPath: routeOf(section).paths[language],
    /** The section's title; `null` when Strapi has no page for it (the page names it itself). */
    sectionTitle: sectionPage?.title.text ?? null,
    related,
    pageLinks,
    messages: pageMessages(language, sectionPageMessages),
  };
}

export type ContentPageData = Awaited<ReturnType<typeof loadContentPage>>;
export type TeamData = Awaited<ReturnType<typeof loadTeam>>;
export type SectionData = Awaited<ReturnType<typeof loadSection>>;
export type ArticleData = Awaited<ReturnType<typeof loadArticle>>;
export type { ContentText };

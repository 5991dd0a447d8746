import { gql } from '@apollo/client';
import {
  alternatesOf,
  cleanDescription,
  formatPrice,
  languages,
  listingPath,
  paging,
  parseListingPath,
  projectPath,
  type Language,
} from '@vitrine/domain';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { routeTablePageLinks, type Alternates, type PageLinks } from '~/features/language';
import { graphqlClient, type GraphqlClient } from '~/graphql/apollo.server';
import { withContentFallback } from '~/graphql/content-fallback.server';
import { mediaFields, mediaUrl, toImage, type StrapiMedia } from '~/graphql/strapi-media.server';
import { plainParagraphs } from '~/graphql/strapi-rich-text.server';
import type { ProjectDetail, ProjectStatus, ProjectSummary, ProjectUnit, UnitStatus } from './project';

export const projectPageSize = 12;

const cardFields = `
  slug
  title
  city
  summary
  projectStatus
  priceFrom
  delivery
  deliveryDate
  photos(pagination: { limit: 1 }) { ${mediaFields} }
  units { unitStatus }
`;

interface ProjectCardNode {
  slug: string | null;
  title: string | null;
  city: string | null;
  summary: string | null;
  projectStatus: string | null;
  priceFrom: number | null;
  delivery: string | null;
  deliveryDate: string | null;
  photos: StrapiMedia[] | null;
  units: { unitStatus: string | null }[] | null;
}

const statuses: readonly ProjectStatus[] = ['upcoming', 'selling', 'sold_out'];

export function toProjectSummary(language: Language, node: ProjectCardNode): ProjectSummary | null {
  if (!node.slug) return null;
  let path: string;
  try {
    path = projectPath(language, node.slug);
  } catch {
    return null;
  }
  const title = node.title?.trim() || node.slug;
  const units = node.units ?? [];
  return {
    slug: node.slug,
    path,
    title,
    city: node.city,
    summary: node.summary ? cleanDescription(node.summary, 180, true) : null,
    status: statuses.includes(node.projectStatus as ProjectStatus) ? (node.projectStatus as ProjectStatus) : null,
    priceFrom: node.priceFrom ? formatPrice(node.priceFrom) : null,
    delivery: node.delivery?.trim() || null,
    photo: node.photos?.[0] ? toImage(node.photos[0], title) : null,
    unitCount: units.length,
    availableUnits: units.filter((unit) => unit.unitStatus === 'available').length,
  };
}

const PROJECT_LIST = gql`
  query ProjectList($locale: I18NLocaleCode, $pagination: PaginationArg, $sort: [String]) {
    projects_connection(locale: $locale, pagination: $pagination, sort: $sort) {
      nodes { ${cardFields} }
      pageInfo { total page pageSize pageCount }
    }
  }
`;

/** A page of projects, newest first. */
export async function listProjects(
  client: GraphqlClient,
  language: Language,
  page: number,
  pageSize = projectPageSize,
) {
  const { data: result } = await client.query<{
    projects_connection: { nodes: ProjectCardNode[]; pageInfo: { total: number } };
  }>({
    query: PROJECT_LIST,
    variables: { locale: language, pagination: { page, pageSize }, sort: ['publishedAt:desc'] },
  });
  const connection = result?.projects_connection;
  const figures = paging(connection?.pageInfo.total ?? 0, page, pageSize);
  return {
    projects: (connection?.nodes ?? []).map((node) => toProjectSummary(language, node)).filter((p) => p !== null),
    page: figures.page,
    pageCount: figures.pageCount,
    total: figures.total,
  };
}

/** The projects list loader (every language). */
export async function loadProjectList({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const info = parseListingPath(url.pathname);
  if (!info || info.kind !== 'list' || info.listing !== 'projects') throw data(null, { status: 404 });
  const requested = Number(url.searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const results = await listProjects(graphqlClient(context), info.lang, page);
  if (page > results.pageCount) throw redirect(listingPath(info.lang, 'projects'));
  return {
    language: info.lang,
    listPath: listingPath(info.lang, 'projects'),
    results,
    pageLinks: routeTablePageLinks(alternatesOf(url.pathname), info.lang, page > 1 ? `?page=${page}` : ''),
  };
}

const PROJECT_PAGE = gql`
  query ProjectPage($slug: String!, $locale: I18NLocaleCode) {
    projects(locale: $locale, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      documentId
      reference
      ${cardFields.replace('photos(pagination: { limit: 1 })', 'photos')}
      description
      externalUrl
      documents { url name }
      units { reference name floor bedrooms livingArea unitStatus price priceOnRequest }
    }
  }
`;

/** Slugs of the same project in every language, found through its shared reference. */
const PROJECT_ALTERNATES = gql`
  query ProjectAlternates($reference: String!) {
    ${languages
      .map(
        (language) =>
          `${language}: projects(locale: "${language}", filters: { reference: { eq: $reference } }, pagination: { limit: 1 }) { slug }`,
      )
      .join('\n    ')}
  }
`;

interface ProjectNode extends ProjectCardNode {
  documentId: string;
  reference: string | null;
  description: string | null;
  externalUrl: string | null;
  documents: { url: string; name: string | null }[] | null;
  units:
    | {
        unitStatus: string | null;
        reference: string | null;
        name: string | null;
        floor: number | null;
        bedrooms: number | null;
        livingArea: number | null;
        price: number | null;
        priceOnRequest: boolean | null;
      }[]
    | null;
}

const unitStatuses: readonly UnitStatus[] = ['available', 'option', 'sold'];

function toUnit(unit: NonNullable<ProjectNode['units']>[number]): ProjectUnit {
  const onRequest = unit.priceOnRequest === true || unit.price === null;
  return {
    reference: unit.reference,
    name: unit.name,
    floor: unit.floor,
    bedrooms: unit.bedrooms,
    livingArea: unit.livingArea,
    status: unitStatuses.includes(unit.unitStatus as UnitStatus) ? (unit.unitStatus as UnitStatus) : null,
    price: onRequest ? null : formatPrice(unit.price),
    onRequest,
  };
}

/** The project page loader: the project in the page's language (German falls back to English). */
export async function loadProjectPage({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const info = parseListingPath(url.pathname);
  if (!info || info.kind !== 'project' || !info.projectSlug) throw data(null, { status: 404 });
  const { lang: language, projectSlug } = info;
  const client = graphqlClient(context);
  const found = await withContentFallback(language, async (locale) => {
    const { data: result } = await client.query<{ projects: ProjectNode[] }>({
      query: PROJECT_PAGE,
      variables: { slug: projectSlug, locale },
    });
    return result?.projects[0] ?? null;
  });
  if (!found) throw data(null, { status: 404 });
  const node = found.value;
  const summary = toProjectSummary(language, node);
  if (!summary) throw data(null, { status: 404 });

  let alternates: Alternates = alternatesOf(summary.path);
  if (node.reference) {
    const { data: slugs } = await client.query<Record<Language, { slug: string | null }[]>>({
      query: PROJECT_ALTERNATES,
      variables: { reference: node.reference },
    });
    alternates = Object.fromEntries(
      languages.map((lang) => {
        const slug = slugs?.[lang]?.[0]?.slug ?? node.slug;
        return [lang, slug ? projectPath(lang, slug) : listingPath(lang, 'projects')];
      }),
    ) as Alternates;
  }
  const detail: ProjectDetail = {
    ...summary,
    description: plainParagraphs(node.description),
    photos: (node.photos ?? []).map((photo, index) => toImage(photo, `${summary.title} (${index + 1})`)),
    units: (node.units ?? []).map(toUnit),
    externalUrl: node.externalUrl && /^https?:\/\//.test(node.externalUrl) ? node.externalUrl : null,
    documents: (node.documents ?? []).map((doc) => ({
      name: doc.name ?? doc.url.split('/').pop() ?? doc.url,
      url: mediaUrl(doc.url),
    })),
    contentLanguage: found.locale === language ? null : found.locale,
  };
  const pageLinks: PageLinks = { alternates, canonical: summary.path };
  return { language, detail, listPath: listingPath(language, 'projects'), pageLinks };
}

export type ProjectListData = Awaited<ReturnType<typeof loadProjectList>>;
export type ProjectPageData = Awaited<ReturnType<typeof loadProjectPage>>;

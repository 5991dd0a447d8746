import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  alternatesOf,
  cleanDescription,
  contentFallbackLanguage,
  formatPrice,
  languages,
  listingPath,
  parseListingPath,
  projectPath,
  type Language,
} from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import type { Alternates, PageLinks } from '~/shell/language';
import { rows } from '~/graphql/strapi-lists.server';
import { graphqlClient, type GraphqlClient } from '~/graphql/apollo.server';
import { withContentFallback } from '~/graphql/content-fallback.server';
import { mediaUrl, strapiMediaFragment, toImage } from '~/graphql/strapi-media.server';
import type {
  ProjectAlternatesQuery,
  ProjectAlternatesQueryVariables,
  ProjectCardFragment,
  ProjectPageQuery,
  ProjectPageQueryVariables,
  ProjectTextsQuery,
  ProjectTextsQueryVariables,
} from '~/graphql/strapi-operations.generated';
import { pageMessages } from '~/i18n/messages.server';
import { addressMessages } from '~/ui/address-messages';
import { galleryMessages } from '~/ui/photo-gallery-messages';
import type {
  ProjectAddress,
  ProjectDetail,
  ProjectDocument,
  ProjectStatus,
  ProjectSummary,
  ProjectText,
  ProjectUnit,
  UnitStatus,
} from './project';
import { projectCardMessages } from './card-messages';
import { projectMessages } from './messages';

/** The fields a project card needs (lists and the home page). */
export const projectCardFragment = gql`
  fragment ProjectCard on Project {
    slug
    title
    city
    summary
    projectStatus
    priceFrom
    delivery
    deliveryDate
    photos(pagination: { limit: 1 }) {
      ...StrapiMedia
    }
    units {
      unitStatus
    }
  }
  ${strapiMediaFragment}
`;

export type ProjectCardNode = ProjectCardFragment;

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
  const units = rows(node.units);
  return {
    slug: node.slug,
    path,
    title,
    city: node.city,
    summary: node.summary ? cleanDescription(node.summary, 180, true) : null,
    status: statuses.includes(node.projectStatus as ProjectStatus) ? (node.projectStatus as ProjectStatus) : null,
    priceFrom: node.priceFrom ? formatPrice(node.priceFrom) : null,
    delivery: node.delivery?.trim() || null,
    photo: node.photos[0] ? toImage(node.photos[0], title) : null,
    unitCount: units.length,
    availableUnits: units.filter((unit) => unit.unitStatus === 'available').length,
  };
}

const PROJECT_PAGE: TypedDocumentNode<ProjectPageQuery, ProjectPageQueryVariables> = gql`
  query ProjectPage($slug: String!, $locale: I18NLocaleCode) {
    projects(locale: $locale, filters: { slug: { eq: $slug } }, pagination: { limit: 1 }) {
      documentId
      reference
      ...ProjectCard
      gallery: photos {
        ...StrapiMedia
      }
      priceTo
      publicAddress
      street
      houseNumber
      boxNumber
      zip
      countryName
      description
      technical
      situation
      types
      externalUrl
      priceList {
        url
        name
        ext
      }
      documents {
        url
        name
        ext
      }
      units {
        reference
        name
        floor
        bedrooms
        livingArea
        unitStatus
        price
        priceOnRequest
      }
    }
  }
  ${projectCardFragment}
  ${strapiMediaFragment}
`;

/** The localized texts of a project, in the language that fills in what a German version lacks. */
const PROJECT_TEXTS: TypedDocumentNode<ProjectTextsQuery, ProjectTextsQueryVariables> = gql`
  query ProjectTexts($reference: String!, $locale: I18NLocaleCode) {
    projects(locale: $locale, filters: { reference: { eq: $reference } }, pagination: { limit: 1 }) {
      summary
      delivery
      description
      technical
      situation
      types
    }
  }
`;

/** Slugs of the same project in every language, found through its shared reference. */
const PROJECT_ALTERNATES: TypedDocumentNode<ProjectAlternatesQuery, ProjectAlternatesQueryVariables> = gql`
  query ProjectAlternates($reference: String!) {
    en: projects(locale: "en", filters: { reference: { eq: $reference } }, pagination: { limit: 1 }) {
      slug
    }
    nl: projects(locale: "nl", filters: { reference: { eq: $reference } }, pagination: { limit: 1 }) {
      slug
    }
    fr: projects(locale: "fr", filters: { reference: { eq: $reference } }, pagination: { limit: 1 }) {
      slug
    }
    de: projects(locale: "de", filters: { reference: { eq: $reference } }, pagination: { limit: 1 }) {
      slug
    }
  }
`;

interface ProjectFile {
  url: string;
  name: string | null;
  ext?: string | null;
}

/** The localized texts of a project (spec: delivery, technical, situation, types; and the description). */
const textFields = ['summary', 'delivery', 'description', 'technical', 'situation', 'types'] as const;
type TextField = (typeof textFields)[number];
type ProjectTexts = Record<TextField, string | null>;

type ProjectNode = NonNullable<ProjectPageQuery['projects'][number]>;

const unitStatuses: readonly UnitStatus[] = ['available', 'option', 'sold'];

function toUnit(unit: NonNullable<NonNullable<ProjectNode['units']>[number]>): ProjectUnit {
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

function toDocument(file: ProjectFile): ProjectDocument {
  const type = (file.ext ?? file.url.match(/\.([a-z0-9]+)$/i)?.[0] ?? '').replace('.', '').toUpperCase();
  return {
    name: file.name?.trim() || file.url.split('/').pop() || file.url,
    url: mediaUrl(file.url),
    type: type || null,
  };
}

const present = (text: string | null | undefined): text is string => Boolean(text?.trim());

/**
 * Each localized text of the project in the language it was found in; in German, the texts the
 * German version leaves empty are taken from English (read only when one is missing).
 */
async function projectTexts(
  client: GraphqlClient,
  node: ProjectNode,
  locale: Language,
): Promise<Record<TextField, ProjectText | null>> {
  const fallbackLanguage = contentFallbackLanguage[locale];
  const missing = textFields.some((field) => !present(node[field]));
  let fallback: ProjectTexts | null = null;
  if (fallbackLanguage && missing && node.reference) {
    const { data: result } = await client.query({
      query: PROJECT_TEXTS,
      variables: { reference: node.reference, locale: fallbackLanguage },
    });
    fallback = rows(result?.projects)[0] ?? null;
  }
  return Object.fromEntries(
    textFields.map((field) => {
      const own = node[field];
      if (present(own)) return [field, { text: own.trim(), lang: locale }];
      const other = fallback?.[field];
      return [field, present(other) && fallbackLanguage ? { text: other.trim(), lang: fallbackLanguage } : null];
    }),
  ) as Record<TextField, ProjectText | null>;
}

function addressOf(node: ProjectNode): ProjectAddress | null {
  if (node.publicAddress === false || !present(node.street)) return null;
  return {
    street: node.street?.trim() || null,
    houseNumber: node.houseNumber?.trim() || null,
    boxNumber: node.boxNumber?.trim() || null,
    zip: node.zip?.trim() || null,
    city: node.city?.trim() || null,
    countryName: node.countryName?.trim() || null,
  };
}

/** The messages of what a project's page renders, beside the root's. */
const projectPageMessages = [projectMessages, projectCardMessages, galleryMessages, addressMessages];

/** The project page loader: the project in the page's language (German falls back to English). */
export async function loadProjectPage({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const info = parseListingPath(url.pathname);
  if (!info || info.kind !== 'project' || !info.projectSlug) throw data(null, { status: 404 });
  const { lang: language, projectSlug } = info;
  const client = graphqlClient(context);
  const found = await withContentFallback(language, async (locale) => {
    const { data: result } = await client.query({
      query: PROJECT_PAGE,
      variables: { slug: projectSlug, locale },
    });
    return rows(result?.projects)[0] ?? null;
  });
  if (!found) throw data(null, { status: 404 });
  const node = found.value;
  const texts = await projectTexts(client, node, found.locale);
  const summary = toProjectSummary(language, {
    ...node,
    summary: texts.summary?.text ?? null,
    delivery: texts.delivery?.text ?? null,
  });
  if (!summary) throw data(null, { status: 404 });

  let alternates: Alternates = alternatesOf(summary.path);
  if (node.reference) {
    const { data: slugs } = await client.query({
      query: PROJECT_ALTERNATES,
      variables: { reference: node.reference },
    });
    alternates = Object.fromEntries(
      languages.map((lang) => {
        const slug = rows(slugs?.[lang])[0]?.slug ?? node.slug;
        return [lang, slug ? projectPath(lang, slug) : listingPath(lang, 'projects')];
      }),
    ) as Alternates;
  }
  const priceTo = node.priceTo && node.priceTo !== node.priceFrom ? formatPrice(node.priceTo) : null;
  const detail: ProjectDetail = {
    ...summary,
    documentId: node.documentId,
    reference: node.reference?.trim() || null,
    priceTo: summary.priceFrom ? priceTo : null,
    address: addressOf(node),
    description: texts.description,
    technical: texts.technical,
    situation: texts.situation,
    types: texts.types,
    deliveryLang: texts.delivery?.lang ?? null,
    photos: rows(node.gallery).map((photo, index) => toImage(photo, `${summary.title} (${index + 1})`)),
    units: rows(node.units).map(toUnit),
    externalUrl: node.externalUrl && /^https?:\/\//.test(node.externalUrl) ? node.externalUrl : null,
    priceList: node.priceList?.url ? toDocument(node.priceList) : null,
    documents: rows(node.documents)
      .filter((file) => file.url)
      .map(toDocument),
    contentLanguage: found.locale === language ? null : found.locale,
    showsFallbackText: Object.values(texts).some((text) => text !== null && text.lang !== language),
  };
  const pageLinks: PageLinks = { alternates, canonical: summary.path };
  return {
    language,
    detail,
    listPath: listingPath(language, 'projects'),
    pageLinks,
    messages: pageMessages(language, projectPageMessages),
  };
}

export type ProjectPageData = Awaited<ReturnType<typeof loadProjectPage>>;

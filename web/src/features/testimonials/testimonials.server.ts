import { gql, type TypedDocumentNode } from '@apollo/client';
import { isLanguage, paging, resolveRoute, type Language } from '@vitrine/domain';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { routeTablePageLinks } from '~/shell/language';
import { loadPage } from '~/features/content/index.server';
import { rows } from '~/graphql/strapi-lists.server';
import { graphqlClient, type GraphqlClient } from '~/graphql/apollo.server';
import { strapiMediaFragment, toImage } from '~/graphql/strapi-media.server';
import type { TestimonialsQuery, TestimonialsQueryVariables } from '~/graphql/strapi-operations.generated';
import { pageMessages } from '~/i18n/messages.server';
import { testimonialCardMessages } from './card-messages';
import { testimonialMessages } from './messages';
import type { Testimonial } from './testimonial';

export const testimonialPageSize = 12;

const TESTIMONIALS: TypedDocumentNode<TestimonialsQuery, TestimonialsQueryVariables> = gql`
  query Testimonials($pagination: PaginationArg) {
    testimonials_connection(sort: ["date:desc", "createdAt:desc"], pagination: $pagination) {
      nodes {
        documentId
        name
        comment
        website
        date
        poster
        rating
        language
        image {
          ...StrapiMedia
        }
      }
      pageInfo {
        total
        page
        pageSize
        pageCount
      }
    }
  }
  ${strapiMediaFragment}
`;

type TestimonialNode = NonNullable<NonNullable<TestimonialsQuery['testimonials_connection']>['nodes'][number]>;

/**
 * The link to a client's website: http(s) only (visitors type it, so a bare `www.…` gets
 * `https://`); anything else — `javascript:` included — is dropped.
 *
 * @example
 * websiteUrl('www.atelier-renard.be'); // 'https://www.atelier-renard.be'
 * websiteUrl('javascript:alert(1)'); // null
 */
export function websiteUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? url.href : null;
  } catch {
    return null;
  }
}

function toTestimonial(node: TestimonialNode): Testimonial | null {
  const comment = node.comment?.trim();
  const name = node.name?.trim();
  if (!comment || !name) return null;
  return {
    id: node.documentId,
    name,
    comment,
    poster: node.poster?.trim() || null,
    date: node.date ?? null,
    rating: typeof node.rating === 'number' && node.rating >= 1 && node.rating <= 5 ? Math.round(node.rating) : null,
    website: websiteUrl(node.website),
    language: isLanguage(node.language) ? node.language : null,
    image: node.image ? toImage(node.image, name) : null,
  };
}

async function readTestimonials(client: GraphqlClient, page: number, pageSize: number) {
  const { data: result } = await client.query({
    query: TESTIMONIALS,
    variables: { pagination: { page, pageSize } },
  });
  const connection = result?.testimonials_connection;
  return {
    testimonials: rows(connection?.nodes)
      .map(toTestimonial)
      .filter((item) => item !== null),
    total: connection?.pageInfo.total ?? 0,
  };
}

/**
 * A few recent testimonials for the home page, those written in the visitor's language first;
 * an unavailable Strapi leaves the section out rather than failing the home page.
 */
export async function latestTestimonials(client: GraphqlClient, language: Language, count = 3) {
  try {
    const { testimonials } = await readTestimonials(client, 1, 12);
    const own = testimonials.filter((item) => item.language === language);
    const others = testimonials.filter((item) => item.language !== language);
    return [...own, ...others].slice(0, count);
  } catch (error) {
    console.warn(`Testimonials unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

/** The messages of what the testimonials page renders, beside the root's. */
const testimonialsPageMessages = [testimonialMessages, testimonialCardMessages];

/** The testimonials page: its text from Strapi and the published testimonials, newest first, paged. */
export async function loadTestimonialsPage({ url, context }: { url: URL; context: Readonly<RouterContextProvider> }) {
  const resolved = resolveRoute(url.pathname);
  const language = resolved?.lang;
  if (!resolved || !language || resolved.route.id !== 'testimonials') throw data(null, { status: 404 });
  const pageParam = url.searchParams.get('page');
  const requested = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(requested) || requested < 1) throw redirect(url.pathname, 301);
  if (requested === 1 && pageParam !== null) throw redirect(url.pathname, 301);
  const client = graphqlClient(context);
  const [page, list] = await Promise.all([
    loadPage(client, 'testimonials', language),
    readTestimonials(client, requested, testimonialPageSize),
  ]);
  const figures = paging(list.total, requested, testimonialPageSize);
  if (figures.page !== requested) throw redirect(url.pathname, 302);
  return {
    language,
    page,
    testimonials: list.testimonials,
    paging: { page: figures.page, pageCount: figures.pageCount, total: list.total },
    pageLinks: routeTablePageLinks(resolved.route.paths, language, requested > 1 ? `?page=${requested}` : ''),
    messages: pageMessages(language, testimonialsPageMessages),
  };
}

export type TestimonialsPageData = Awaited<ReturnType<typeof loadTestimonialsPage>>;

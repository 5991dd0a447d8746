import { gql } from '@apollo/client';
import { isLanguage, projectPath, routes, type Language } from '@vitrine/domain';
import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { env } from '~/env.server';
import { articlePath } from '~/features/content/index.server';
import { propertyPathOf } from '~/features/listings/index.server';
import { createApolloClient, graphqlClientContext, type GraphqlClient } from '~/graphql/apollo.server';
import { isDraftPreview, previewParameter, previewSession, sameSecret } from './preview-session.server';

/** Headers of every preview response: never stored by a cache, never indexed, no referrer. */
const previewHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
};

/**
 * Root middleware: a request carrying a valid preview reads Strapi with the preview token, which
 * Strapi answers with drafts; its response is never cached nor indexed.
 */
export const draftPreview: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!isDraftPreview(request)) return next();
  context.set(graphqlClientContext, createApolloClient({ token: env.STRAPI_PREVIEW_TOKEN, drafts: true }));
  const response = await next();
  for (const [name, value] of Object.entries(previewHeaders)) response.headers.set(name, value);
  return response;
};

const documentQueries: Record<
  string,
  { query: ReturnType<typeof gql>; path: (node: never, language: Language) => string | null }
> = {
  'api::property.property': {
    query: gql`
      query PreviewProperty($documentId: ID!, $locale: I18NLocaleCode) {
        document: property(documentId: $documentId, locale: $locale) {
          goal
          reference
          city
          citySlug
          propertyType {
            slug
          }
        }
      }
    `,
    path: (node: Parameters<typeof propertyPathOf>[1], language: Language) => propertyPathOf(language, node),
  },
  'api::project.project': {
    query: gql`
      query PreviewProject($documentId: ID!, $locale: I18NLocaleCode) {
        document: project(documentId: $documentId, locale: $locale) {
          slug
        }
      }
    `,
    path: (node: { slug: string | null }, language: Language) => (node.slug ? projectPath(language, node.slug) : null),
  },
  'api::article.article': {
    query: gql`
      query PreviewArticle($documentId: ID!, $locale: I18NLocaleCode) {
        document: article(documentId: $documentId, locale: $locale) {
          key
          category
          slug
        }
      }
    `,
    path: (node: Parameters<typeof articlePath>[1], language: Language) => articlePath(language, node),
  },
  'api::page.page': {
    query: gql`
      query PreviewPage($documentId: ID!, $locale: I18NLocaleCode) {
        document: page(documentId: $documentId, locale: $locale) {
          key
        }
      }
    `,
    path: (node: { key: string }, language: Language) =>
      routes.find((route) => route.id === node.key)?.paths[language] ?? null,
  },
};

/** The site path of a Strapi document in a language (read as a draft), or `null`. */
export async function documentPath(
  client: GraphqlClient,
  uid: string,
  documentId: string,
  language: Language,
): Promise<string | null> {
  const entry = documentQueries[uid];
  if (!entry) return null;
  const { data: result } = await client.query<{ document: unknown }>({
    query: entry.query,
    variables: { documentId, locale: language },
  });
  return result?.document ? entry.path(result.document as never, language) : null;
}

/**
 * `/{lang}/preview/?secret=…&uid=…&documentId=…&status=draft`, the URL Strapi's preview opens:
 * checks the shared secret, finds the document's page and sends the agent there — with a signed,
 * expiring preview value for a draft, as is for the published version.
 */
export async function startPreview({ request }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const url = new URL(request.url);
  const language = url.pathname.split('/')[1];
  if (!env.PREVIEW_SECRET || !env.STRAPI_PREVIEW_TOKEN || !isLanguage(language)) {
    throw data('Previews are not configured on this site.', { status: 404, headers: previewHeaders });
  }
  if (!sameSecret(url.searchParams.get('secret'), env.PREVIEW_SECRET)) {
    throw data('This preview link is not valid.', { status: 401, headers: previewHeaders });
  }
  const uid = url.searchParams.get('uid') ?? '';
  const documentId = url.searchParams.get('documentId') ?? '';
  const client = createApolloClient({ token: env.STRAPI_PREVIEW_TOKEN, drafts: true });
  const path = documentId ? await documentPath(client, uid, documentId, language) : null;
  if (!path) throw data('This document has no page on the site (yet).', { status: 404, headers: previewHeaders });
  const target =
    url.searchParams.get('status') === 'published'
      ? path
      : `${path}?${new URLSearchParams({ [previewParameter]: previewSession(env.PREVIEW_SECRET) })}`;
  return redirect(target, { status: 303, headers: previewHeaders });
}

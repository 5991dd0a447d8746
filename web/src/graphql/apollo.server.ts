import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { createContext, type RouterContextProvider } from 'react-router';
import { env } from '~/env.server';
import { readsDrafts } from './shared-read.server';
import { strapiFetch } from './strapi-fetch.server';

/** Whether an Apollo request body is a mutation (a visitor's submission) rather than a read. */
export function isMutation(body: unknown): boolean {
  if (typeof body !== 'string') return false;
  try {
    const { query } = JSON.parse(body) as { query?: unknown };
    return typeof query === 'string' && /^\s*mutation\b/.test(query);
  } catch {
    return false;
  }
}

/**
 * Creates the Apollo Client of one request. Strapi 5 keys documents by `documentId`, which is the
 * same in every locale, so normalising would merge the Dutch and French versions of a listing:
 * results are not cached (`no-cache`) — a client lives for one request anyway.
 */
export function createApolloClient(options: { strapiUrl?: string; token?: string; drafts?: boolean } = {}) {
  const strapiUrl = options.strapiUrl ?? env.STRAPI_URL;
  const token = options.token ?? env.STRAPI_API_TOKEN;
  const client = new ApolloClient({
    ssrMode: true,
    link: new HttpLink({
      uri: `${strapiUrl}/graphql`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      // With a timeout (strapi-fetch.server.ts); looked up on every call so test servers (msw)
      // that patch fetch are honoured.
      fetch: (input, init) => strapiFetch(input, init, { write: isMutation(init?.body) }),
    }),
    cache: new InMemoryCache(),
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
  // An agent's preview reads drafts: none of its answers may be shared with visitors.
  if (options.drafts) readsDrafts(client);
  return client;
}

export type GraphqlClient = ReturnType<typeof createApolloClient>;

/** Where the request's client lives in the router context. */
export const graphqlClientContext = createContext<GraphqlClient>();

/** Root middleware: gives each request its own client. */
export function provideGraphqlClient({ context }: { context: Readonly<RouterContextProvider> }) {
  context.set(graphqlClientContext, createApolloClient());
}

/** The request's client, for loaders and actions. */
export function graphqlClient(context: Readonly<RouterContextProvider>): GraphqlClient {
  return context.get(graphqlClientContext);
}

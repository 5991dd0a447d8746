import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { createContext, type RouterContextProvider } from 'react-router';
import { env } from '~/env.server';
import { readsDrafts } from './shared-read.server';

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
      // Looked up on every call so test servers (msw) that patch fetch are honoured.
      fetch: (input, init) => fetch(input, init),
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

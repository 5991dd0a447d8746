import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { OperationTypeNode } from 'graphql';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { env } from '~/env.server';
import { readsDrafts } from './shared-read.server';
import {
  checkedStrapiFetch,
  noteStrapiFailure,
  pausedError,
  strapiDeadline,
  strapiPaused,
} from './strapi-fetch.server';

/** Who asks Strapi: the site (its API token), an agent's preview (the preview token), for a visitor. */
export interface StrapiCaller {
  /** Strapi's base URL (tests); STRAPI_URL otherwise. */
  strapiUrl?: string;
  /** The token sent; unset: STRAPI_PREVIEW_TOKEN for drafts, else STRAPI_API_TOKEN. */
  token?: string | undefined;
  /** An agent's preview: reads drafts, and none of its answers is shared with visitors. */
  drafts?: boolean;
  /** The visitor's address, for Strapi's own limits (sent with PROXY_SECRET, which makes Strapi believe it). */
  visitor?: string;
}

/** Whether an operation is a visitor's submission (a mutation, by its document) rather than a read. */
const isWrite = (operation: { operationType: OperationTypeNode }) =>
  operation.operationType === OperationTypeNode.MUTATION;

/**
 * Reads fail at once while Strapi is paused (strapi-fetch.server.ts); a read that finds Strapi
 * unavailable starts the pause; writes are always sent and pause nothing.
 */
const availabilityLink = new ApolloLink((operation, forward) => {
  const write = isWrite(operation);
  if (!write && strapiPaused()) return new Observable((observer) => observer.error(pausedError()));
  return new Observable((observer) => {
    const subscription = forward(operation).subscribe({
      next: (result) => observer.next(result),
      error: (error: unknown) => {
        noteStrapiFailure(error, { write });
        observer.error(error);
      },
      complete: () => observer.complete(),
    });
    return () => subscription.unsubscribe();
  });
});

/**
 * What every call carries: the token, the visitor's address (with the secret that makes Strapi
 * believe it) and the deadline of its kind, as the fetch's AbortSignal (a mutation waits
 * STRAPI_WRITE_TIMEOUT_MS, a read STRAPI_TIMEOUT_MS). Headers a caller sets itself win.
 */
function callerLink({ token, visitor }: StrapiCaller) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (visitor) {
    headers['x-forwarded-for'] = visitor;
    if (env.PROXY_SECRET) headers['x-vitrine-proxy-secret'] = env.PROXY_SECRET;
  }
  return new SetContextLink((previous, operation) => ({
    headers: { ...headers, ...(previous.headers as Record<string, string> | undefined) },
    fetchOptions: {
      ...(previous.fetchOptions as RequestInit | undefined),
      signal: strapiDeadline({ write: isWrite(operation) }),
    },
  }));
}

/**
 * Creates the Apollo Client of one request. Strapi 5 keys documents by `documentId`, which is the
 * same in every locale, so normalising would merge the Dutch and French versions of a listing:
 * results are not cached (`no-cache`) — a client lives for one request anyway.
 */
export function createApolloClient(caller: StrapiCaller = {}) {
  const token = caller.token ?? (caller.drafts ? env.STRAPI_PREVIEW_TOKEN : env.STRAPI_API_TOKEN);
  const client = new ApolloClient({
    ssrMode: true,
    link: ApolloLink.from([
      availabilityLink,
      callerLink({ ...caller, token }),
      new HttpLink({
        uri: `${caller.strapiUrl ?? env.STRAPI_URL}/graphql`,
        // Looked up on every call so test servers (msw) that patch fetch are honoured.
        fetch: (input, init) => checkedStrapiFetch(input, init),
      }),
    ]),
    cache: new InMemoryCache(),
    defaultOptions: {
      query: { fetchPolicy: 'no-cache' },
      mutate: { fetchPolicy: 'no-cache' },
    },
  });
  // An agent's preview reads drafts: none of its answers may be shared with visitors.
  if (caller.drafts) readsDrafts(client);
  return client;
}

export type GraphqlClient = ReturnType<typeof createApolloClient>;

/** Where the request's client lives in the router context. */
export const graphqlClientContext = createContext<GraphqlClient>();

/**
 * Root middleware: gives each request its own client, on behalf of the request's visitor (whose
 * address `visitorOf` reads: the forms' rule, src/features/forms/client-address.server.ts).
 */
export function provideGraphqlClient(visitorOf: (request: Request) => string): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    context.set(graphqlClientContext, createApolloClient({ visitor: visitorOf(request) }));
    return next();
  };
}

/** The request's client, for loaders and actions. */
export function graphqlClient(context: Readonly<RouterContextProvider>): GraphqlClient {
  return context.get(graphqlClientContext);
}

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, Observable } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { OperationTypeNode } from 'graphql';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { env } from '~/env.server';
import { sharedAnswersLink } from './shared-answers.server';
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
 * believe it; each call's own, from its context: {@link visitorContextKey}) and the deadline of its
 * kind, as the fetch's AbortSignal (a mutation waits STRAPI_WRITE_TIMEOUT_MS, a read
 * STRAPI_TIMEOUT_MS). Headers a caller sets itself win.
 */
function callerLink({ token }: StrapiCaller) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  return new SetContextLink((previous, operation) => {
    const visitor = previous[visitorContextKey] as string | undefined;
    const visitorHeaders: Record<string, string> = {};
    if (visitor) {
      visitorHeaders['x-forwarded-for'] = visitor;
      if (env.PROXY_SECRET) visitorHeaders['x-vitrine-proxy-secret'] = env.PROXY_SECRET;
    }
    return {
      headers: { ...headers, ...visitorHeaders, ...(previous.headers as Record<string, string> | undefined) },
      fetchOptions: {
        ...(previous.fetchOptions as RequestInit | undefined),
        signal: strapiDeadline({ write: isWrite(operation) }),
      },
    };
  });
}

/** Where a call's context carries the visitor it is made for. */
const visitorContextKey = 'vitrineVisitor';

/**
 * The Apollo Clients of this process, one per Strapi, token and draft reading (decision 046): a
 * client per request transformed every document again on every request (an eighth of a render's
 * CPU). Strapi 5 keys documents by `documentId`, which is the same in every locale, so normalising
 * would merge the Dutch and French versions of a listing: results are not cached (`no-cache`).
 */
const processClients = new Map<string, ApolloClient>();

function processClient(strapiUrl: string, token: string | undefined, drafts: boolean): ApolloClient {
  const key = `${strapiUrl}|${token ?? ''}|${drafts ? 'drafts' : ''}`;
  // An owner's own token (one per session) gets a client of its own, kept by no one.
  const shared = token === env.STRAPI_API_TOKEN || token === env.STRAPI_PREVIEW_TOKEN;
  let client = shared ? processClients.get(key) : undefined;
  if (!client) {
    // The site's own reads share the answers kept in this process (decision 046); an owner's or an
    // agent's token, or a draft preview, reads for itself alone.
    const readsAsTheSite = !drafts && token === env.STRAPI_API_TOKEN;
    client = new ApolloClient({
      ssrMode: true,
      link: ApolloLink.from([
        availabilityLink,
        ...(readsAsTheSite ? [sharedAnswersLink] : []),
        callerLink({ token }),
        new HttpLink({
          uri: `${strapiUrl}/graphql`,
          // Looked up on every call so test servers (msw) that patch fetch are honoured.
          fetch: (input, init) => checkedStrapiFetch(input, init),
        }),
      ]),
      cache: new InMemoryCache(),
      // Concurrent requests asking the same thing get one answer each (the kept answers share reads).
      queryDeduplication: false,
      defaultOptions: {
        query: { fetchPolicy: 'no-cache' },
        mutate: { fetchPolicy: 'no-cache' },
      },
    });
    if (shared) processClients.set(key, client);
  }
  return client;
}

/**
 * The Apollo Client of one request: the process's client of its Strapi and token, whose calls carry
 * the request's visitor. An agent's preview reads drafts, and none of its answers is shared.
 */
export function createApolloClient(caller: StrapiCaller = {}) {
  const token = caller.token ?? (caller.drafts ? env.STRAPI_PREVIEW_TOKEN : env.STRAPI_API_TOKEN);
  const base = processClient(caller.strapiUrl ?? env.STRAPI_URL, token, caller.drafts === true);
  const withVisitor = <T extends { context?: Record<string, unknown> }>(options: T): T =>
    caller.visitor ? { ...options, context: { ...options.context, [visitorContextKey]: caller.visitor } } : options;
  const client = Object.create(base) as ApolloClient;
  client.query = ((options: Parameters<ApolloClient['query']>[0]) =>
    base.query(withVisitor(options))) as ApolloClient['query'];
  client.mutate = ((options: Parameters<ApolloClient['mutate']>[0]) =>
    base.mutate(withVisitor(options))) as ApolloClient['mutate'];
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

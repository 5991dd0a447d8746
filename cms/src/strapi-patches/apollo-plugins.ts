import { createRequire } from 'node:module';

/** The parts of an Apollo Server 4 plugin used here (the cms has no direct @apollo/server dependency). */
type HeaderMap = { get(name: string): string | undefined; set(name: string, value: string): unknown };
type ApolloPlugin = Record<string, unknown>;
type ResponseContext = { response: { http: { headers: HeaderMap } } };

/** The `cache-control` values Apollo's cache control plugin understands (`max-age=…` and `no-store`). */
const understood = /^(max-age=\d+, (public|private)|no-store)$/;

/**
 * `cache-control: no-store` on every GraphQL response, as Apollo's cache control plugin sets it
 * when no field has a cache hint (Strapi sets none, and the default max-age is 0): every response,
 * unless a header that plugin could not parse is already there, which it leaves alone.
 */
export const noStoreResponses: ApolloPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }: ResponseContext) {
        const existing = response.http.headers.get('cache-control');
        if (existing === undefined || understood.test(existing)) response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

/**
 * Apollo Server plugins for Strapi's GraphQL server (`apolloServer.plugins` in config/plugins.ts,
 * appended to Strapi's own).
 *
 * Apollo installs its cache control plugin unless told otherwise. It computes a cache hint for
 * every field of every response (one hook call and one `info.cacheControl` object per field, about
 * 2,000 for a page of 24 listings with their photos) only to arrive, since Strapi declares no hint,
 * at `cache-control: no-store`. It is replaced by `noStoreResponses`, which sends that header
 * directly. `ApolloServerPluginCacheControlDisabled` comes from the @apollo/server that Strapi's
 * GraphQL plugin runs, so that it always matches the server it configures.
 */
export function apolloServerPlugins(): ApolloPlugin[] {
  const pluginRequire = createRequire(require.resolve('@strapi/plugin-graphql/package.json'));
  const { ApolloServerPluginCacheControlDisabled } = pluginRequire('@apollo/server/plugin/disabled') as {
    ApolloServerPluginCacheControlDisabled: () => ApolloPlugin;
  };
  return [ApolloServerPluginCacheControlDisabled(), noStoreResponses];
}

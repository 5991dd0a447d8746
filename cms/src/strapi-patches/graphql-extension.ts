import type { Core } from '@strapi/strapi';

/**
 * The GraphQL plugin's `extension` service as the code uses it (documented in Strapi 5's GraphQL
 * plugin, untyped there): every module that adds to the schema or keeps a content type out of it
 * reaches it through `graphqlExtension`.
 */
export interface GraphqlExtension {
  /** A content type's generated types, queries and mutations: `.disable()` keeps them out of the schema. */
  shadowCRUD(uid: string): { disable(): void };
  /** Adds type definitions, resolvers and their `resolversConfig` (auth, policies) to the schema. */
  use(configure: () => Record<string, unknown>): void;
}

export function graphqlExtension(strapi: Core.Strapi): GraphqlExtension {
  return strapi.plugin('graphql').service<GraphqlExtension>('extension');
}

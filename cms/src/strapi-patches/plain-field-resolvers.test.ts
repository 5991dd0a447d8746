import type * as Graphql from 'graphql';
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { describe, expect, test, vi } from 'vitest';
import {
  graphqlPluginRequire,
  isPlainField,
  registerPlainFieldResolvers,
  unwrappingPlainFields,
  type WrapResolvers,
} from './plain-field-resolvers';

// Strapi's own wrapper and the graphql-js it runs, as the plugin loads them.
const pluginRequire = graphqlPluginRequire();
const wrapModule = pluginRequire('./dist/server/services/content-api/wrap-resolvers.js') as {
  wrapResolvers: WrapResolvers;
};
const graphql = pluginRequire('graphql') as typeof Graphql;

describe('isPlainField', () => {
  test.each([
    ['Property', {}, true],
    ['Property', { auth: false }, true],
    ['Property', { middlewares: [], policies: [] }, true],
    ['Query', {}, false],
    ['Mutation', {}, false],
    ['Subscription', {}, false],
    ['Property', { auth: { scope: ['api::property.property.find'] } }, false],
    ['Property', { policies: ['is-owner'] }, false],
    ['Property', { middlewares: [() => undefined] }, false],
  ])('%s with %j: %s', (type, config, plain) => {
    expect(isPlainField(type, config)).toBe(plain);
  });
});

const sdl = `
  type Query { listings: [Listing] }
  type Listing { title: String, price: Int, photo: Photo, note: String }
  type Photo { url: String }
`;
const rows = [
  { title: 'Villa', price: 500000, photo: { url: '/a.jpg' }, note: 'agents only' },
  { title: 'Loft', price: null, photo: null, note: null },
];

/**
 * A schema wrapped the way Strapi's GraphQL plugin does it, by `wrap`: a fake Strapi that records
 * the permission checks (`auth.verify`) and policy runs, and refuses `Listing.note` by a policy.
 */
function wrappedSchema(wrap: WrapResolvers) {
  const schema = graphql.buildSchema(sdl);
  const photoResolver = (listing: { photo: unknown }) => listing.photo;
  (schema.getType('Query') as GraphQLObjectType).getFields().listings.resolve = () => rows;
  (schema.getType('Listing') as GraphQLObjectType).getFields().photo.resolve = photoResolver;
  const checks: string[] = [];
  const strapi = {
    auth: { verify: async () => void checks.push('verify') },
    get: () => ({
      resolve: (policies: string[]) =>
        policies.map((name) => ({ handler: () => (checks.push(name), false), config: {} })),
    }),
  };
  const extension = { resolversConfig: { 'Listing.note': { policies: ['only-agents'] } } };
  wrap({ schema, strapi, extension } as unknown as Parameters<WrapResolvers>[0]);
  return { schema, checks, photoResolver };
}

const run = (schema: GraphQLSchema, source: string) =>
  graphql.graphql({ schema, source, contextValue: { state: { auth: {} } } });

describe('unwrappingPlainFields', () => {
  const unwrapping = unwrappingPlainFields(wrapModule.wrapResolvers, graphql.isObjectType);

  test('plain fields keep their own resolver, or read the property, synchronously', () => {
    const { schema, photoResolver } = wrappedSchema(unwrapping);
    const listing = (schema.getType('Listing') as GraphQLObjectType).getFields();
    expect(listing.photo.resolve).toBe(photoResolver);
    const title = listing.title.resolve!(rows[0], {}, {}, {} as never);
    expect(title).toBe('Villa');
    expect(listing.title.resolve!(null, {}, {}, {} as never)).toBeUndefined();
  });

  test('Strapi wraps the same fields in an async wrapper (what this saves)', () => {
    const { schema } = wrappedSchema(wrapModule.wrapResolvers);
    const listing = (schema.getType('Listing') as GraphQLObjectType).getFields();
    expect(listing.title.resolve!(rows[0], {}, { state: {} }, {} as never)).toBeInstanceOf(Promise);
  });

  test.each([
    '{ listings { title price photo { url } } }',
    '{ listings { title note } }',
    '{ listings { photo { url } } }',
  ])('%s: the same answer and the same checks as with Strapi’s wrapper everywhere', async (query) => {
    const strapi = wrappedSchema(wrapModule.wrapResolvers);
    const ours = wrappedSchema(unwrapping);
    const [expected, actual] = [await run(strapi.schema, query), await run(ours.schema, query)];
    expect(JSON.parse(JSON.stringify(actual))).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(ours.checks).toEqual(strapi.checks);
    // The root query is still authorized, and the policy still refuses the note.
    expect(ours.checks[0]).toBe('verify');
    if (query.includes('note')) expect(actual.errors?.length).toBeGreaterThan(0);
  });
});

describe('registerPlainFieldResolvers', () => {
  test('replaces Strapi’s wrapResolvers where its GraphQL plugin loads it from', () => {
    const original = wrapModule.wrapResolvers;
    const warn = vi.fn();
    try {
      registerPlainFieldResolvers({ log: { warn } } as never);
      expect(wrapModule.wrapResolvers).not.toBe(original);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      wrapModule.wrapResolvers = original;
    }
  });
});

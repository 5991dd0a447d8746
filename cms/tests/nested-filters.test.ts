import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as ApolloServerModule from '@apollo/server';
import type * as GraphQL from 'graphql';
import { describe, expect, test } from 'vitest';
import { costLimitPlugin, filterBounds, filterRefusal, filterShape, graphqlBudget } from '../src/graphql-budget';
import visitorFilterBounds from '../src/middlewares/visitor-filter-bounds';
import { adminJwt, adminToken, strapiUrl } from './http';

// graphql and Apollo as Strapi loads them (CommonJS): one copy of graphql's classes.
const require = createRequire(import.meta.url);
const { buildSchema } = require('graphql') as typeof GraphQL;
const { ApolloServer } = require('@apollo/server') as typeof ApolloServerModule;

const webOperations = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../web/src/graphql/strapi-operations.json'), 'utf8'),
) as { name: string; document: string }[];
const webDocument = (name: string) => webOperations.find((operation) => operation.name === name)!.document;

/** `levels` nested `key`s around a condition on the title: the probe's query had six `localizations`. */
function nested(levels: number, key = 'localizations', condition: unknown = { title: { containsi: 'x' } }): unknown {
  let filter = condition;
  for (let level = 0; level < levels; level += 1) filter = { [key]: filter };
  return filter;
}

/** The same with REST's operators (`$containsi`). */
const restNested = (levels: number, key = 'localizations') => nested(levels, key, { title: { $containsi: 'x' } });

/** A GraphQL filter literal (keys bare, strings quoted) from a filter value. */
const literal = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(literal).join(', ')}]`
    : value !== null && typeof value === 'object'
      ? `{ ${Object.entries(value)
          .map(([key, child]) => `${key}: ${literal(child)}`)
          .join(', ')} }`
      : JSON.stringify(value);

/**
 * The widest filters the site builds (web/src/features: strapiFiltersOf for the map and the home's
 * highlights, placeFilter, mapProperties, projectFilters and its price orders), with every criterion
 * of the search form set and a place typed by name, so that its `localizations` branch is in.
 */
const place = (text: string) => {
  const names = [{ city: { containsi: text } }, { citySlug: { eq: text } }];
  return { or: [...names, ...names.map((name) => ({ localizations: name }))] };
};
const listingFilters = {
  and: [
    { goal: { eq: 0 } },
    { listingStatus: { in: ['available', 'under_option'] } },
    // Two fields across one relation: one join.
    {
      propertyType: {
        slug: { notNull: true },
        classificationId: { in: Array.from({ length: 30 }, (_, index) => index + 1) },
      },
    },
    { region: { eq: 'flanders' } },
    place('gent'),
    { price: { gte: 100_000 } },
    { price: { lte: 900_000 } },
    { bedrooms: { gte: 1 } },
    { bedrooms: { lte: 5 } },
    { bathrooms: { gte: 1 } },
    { garages: { gte: 1 } },
    { or: [{ parkings: { gte: 1 } }, { externalParkings: { gte: 1 } }] },
  ],
};
const listingMap = { and: [listingFilters, { latitude: { notNull: true } }, { longitude: { notNull: true } }] };
const projectSearch = {
  and: [
    { region: { eq: 'flanders' } },
    place('gent'),
    { priceFrom: { lte: 900_000 } },
    { or: [{ priceTo: { gte: 100_000 } }, { and: [{ priceTo: { null: true } }, { priceFrom: { gte: 100_000 } }] }] },
  ],
};
const projectByPrice = { and: [projectSearch, { priceFrom: { notNull: true } }] };
const projectMap = { and: [projectSearch, { latitude: { notNull: true } }, { longitude: { notNull: true } }] };

/** Filters a visitor may not send, each refused for the reason named. */
const refusedFilters: [string, unknown, 'FILTER_TOO_DEEP' | 'FILTER_TOO_LARGE'][] = [
  ['the probe’s six nested localizations', nested(6), 'FILTER_TOO_DEEP'],
  ['two nested localizations', nested(2), 'FILTER_TOO_DEEP'],
  ['a relation across a relation', { propertyType: { localizations: { name: { eq: 'x' } } } }, 'FILTER_TOO_DEEP'],
  [
    'hops inside and/or/not lists',
    { or: [{ and: [{ localizations: { not: { localizations: { title: { eq: 'x' } } } } }] }] },
    'FILTER_TOO_DEEP',
  ],
  ['twenty nested and lists', nested(20, 'and', [{ title: { eq: 'x' } }]), 'FILTER_TOO_DEEP'],
  [
    'four one-hop conditions side by side (the site uses three)',
    { or: Array.from({ length: filterBounds.maxHops + 1 }, () => ({ localizations: { title: { containsi: 'x' } } })) },
    'FILTER_TOO_LARGE',
  ],
  [
    'an or list longer than the site’s',
    { or: Array.from({ length: filterBounds.maxConditions + 1 }, (_, index) => ({ title: { eq: `x${index}` } })) },
    'FILTER_TOO_LARGE',
  ],
  [
    'an in list longer than the favourites',
    { documentId: { in: Array.from({ length: filterBounds.maxValues + 1 }, (_, index) => `id${index}`) } },
    'FILTER_TOO_LARGE',
  ],
];

describe('what a filter asks of the database', () => {
  test.each([
    ['listing filters (the map, the highlights)', listingFilters],
    ['listing map', listingMap],
    ['project search', projectSearch],
    ['projects by price', projectByPrice],
    ['project map', projectMap],
  ])('the site’s %s is within the bounds', (_, filter) => {
    expect(filterRefusal(filter, ['publishedAt:desc', 'reference:asc'], 'graphql')).toBeNull();
    // One relation on a path (a listing's other languages, its type) is what the site needs.
    expect(filterShape(filter, 'graphql').hopsOnPath).toBe(1);
  });

  test.each(refusedFilters)('%s: refused (%s)', (_, filter, code) => {
    expect(filterRefusal(filter, undefined, 'graphql')?.code).toBe(code);
  });

  test.each(
    Object.entries(
      JSON.parse(
        readFileSync(
          path.resolve(import.meta.dirname, '../../web/src/features/results/place-search-requests.json'),
          'utf8',
        ),
      ) as Record<string, { filters: unknown; sort: unknown }>,
    ),
  )('the site’s recorded place search “%s” is within the bounds', (_, { filters, sort }) => {
    expect(filterRefusal(filters, sort, 'graphql')).toBeNull();
  });

  test('fields compared across one relation are one join', () => {
    expect(
      filterShape({ propertyType: { slug: { notNull: true }, classificationId: { eq: 1 } } }, 'graphql'),
    ).toMatchObject({
      hopsOnPath: 1,
      hops: 1,
    });
    expect(filterShape(place('gent'), 'graphql')).toMatchObject({ hopsOnPath: 1, hops: 2 });
  });

  test('REST’s operators are read as operators, GraphQL’s names as fields', () => {
    expect(filterShape(restNested(1), 'rest')).toMatchObject({ hopsOnPath: 1, depth: 3 });
    // In REST `containsi` without `$` is a field: one more hop.
    expect(filterShape(nested(1), 'rest').hopsOnPath).toBe(2);
  });

  test('a sort across two relations is refused, across one it is not', () => {
    expect(filterRefusal(undefined, ['propertyType.name:asc'], 'graphql')).toBeNull();
    expect(filterRefusal(undefined, ['localizations.localizations.title:asc'], 'graphql')?.code).toBe(
      'FILTER_TOO_DEEP',
    );
    expect(filterRefusal(undefined, 'title:asc,localizations.localizations.title', 'rest')?.code).toBe(
      'FILTER_TOO_DEEP',
    );
  });

  test('a filter too deep for the call stack is measured, not a crash', () => {
    expect(filterShape(nested(50_000, 'and', {}), 'graphql').depth).toBe(50_000);
  });
});

const schema = buildSchema(
  readFileSync(path.resolve(import.meta.dirname, '../../web/src/graphql/strapi-schema.graphql'), 'utf8'),
);

describe('refused before anything is read', () => {
  /** Apollo with the site's schema and the budget, whose `properties` counts its calls. */
  async function apolloWithBudget() {
    const calls = { properties: 0 };
    const server = new ApolloServer({
      schema,
      rootValue: {
        properties: () => {
          calls.properties += 1;
          return [];
        },
      },
      plugins: [costLimitPlugin({ defaultLimit: 24, maxLimit: 100, maxCost: graphqlBudget.maxCost })],
    });
    await server.start();
    return { server, calls };
  }

  const query = 'query Q($filters: PropertyFiltersInput) { properties(filters: $filters) { reference } }';

  test('GraphQL: the resolver never runs for a visitor, and runs for an API token', async () => {
    const { server, calls } = await apolloWithBudget();
    try {
      const visitor = await server.executeOperation(
        { query, variables: { filters: nested(6) } },
        { contextValue: { state: { auth: { strategy: { name: 'users-permissions' } } } } },
      );
      expect(visitor.http.status).toBe(400);
      const body = visitor.body.kind === 'single' ? visitor.body.singleResult : null;
      expect(body?.errors?.[0]?.extensions?.code).toBe('FILTER_TOO_DEEP');
      expect(calls.properties).toBe(0);

      const agent = await server.executeOperation(
        { query, variables: { filters: nested(2) } },
        { contextValue: { state: { auth: { strategy: { name: 'content-api-token' } } } } },
      );
      expect(agent.body.kind === 'single' ? agent.body.singleResult.errors : 'incremental').toBeUndefined();
      expect(calls.properties).toBe(1);
    } finally {
      await server.stop();
    }
  });

  test('REST: the route is never reached', async () => {
    const middleware = visitorFilterBounds({}, { strapi: {} as never });
    let reached = 0;
    const ctx = {
      path: '/api/properties',
      query: { filters: restNested(5) } as Record<string, unknown>,
      get: () => '',
      status: 404,
      body: undefined as unknown,
    };
    await middleware(ctx, async () => {
      reached += 1;
    });
    expect(reached).toBe(0);
    expect(ctx.status).toBe(400);
    expect(ctx.body).toMatchObject({ error: { status: 400, details: { code: 'FILTER_TOO_DEEP' } } });

    await middleware({ ...ctx, query: { filters: restNested(1) } }, async () => {
      reached += 1;
    });
    expect(reached).toBe(1);
  });
});

async function graphqlPost(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await fetch(`${strapiUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

async function restGet(pathAndQuery: string, token?: string) {
  const response = await fetch(`${strapiUrl()}/api${pathAndQuery}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; error?: { message: string; details?: { code?: string } } },
  };
}

/** A filter as REST's query string (`filters[localizations][title][$containsi]=x`), as qs reads it. */
function restQuery(name: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((item, index) => restQuery(`${name}[${index}]`, item)).join('&');
  if (value !== null && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, child]) => restQuery(`${name}[${key}]`, child))
      .join('&');
  }
  return `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`;
}

/** GraphQL's filter names as REST's operators (`containsi` → `$containsi`). */
const asRest = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(asRest)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value).map(([key, child]) => [
            /^(and|or|not|eq|in|gte|lte|containsi|notNull|null)$/.test(key) ? `$${key}` : key,
            asRest(child),
          ]),
        )
      : value;

describe('the real Strapi refuses a visitor’s deep filter on both APIs', () => {
  test.each(refusedFilters)('GraphQL, %s, inline: 400 (%s)', async (_, filter, code) => {
    const answer = await graphqlPost(`{ properties(filters: ${literal(filter)}) { reference } }`);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
    expect(answer.body.errors?.[0]?.message).toMatch(/^A filter may /);
  });

  test.each(refusedFilters)('GraphQL, %s, as a variable: 400 (%s)', async (_, filter, code) => {
    const answer = await graphqlPost(
      'query Q($filters: PropertyFiltersInput) { properties(filters: $filters) { reference } }',
      { filters: filter },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe(code);
  });

  test('GraphQL: a nested field’s filter and a sort are bounded too', async () => {
    const inner = await graphqlPost(
      `{ properties(pagination: { pageSize: 1 }) { localizations(filters: ${literal(nested(3))}) { reference } } }`,
    );
    expect(inner.status).toBe(400);
    expect(inner.body.errors?.[0]?.extensions?.code).toBe('FILTER_TOO_DEEP');
    const sorted = await graphqlPost('{ properties(sort: ["localizations.localizations.title:asc"]) { reference } }');
    expect(sorted.status).toBe(400);
    expect(sorted.body.errors?.[0]?.extensions?.code).toBe('FILTER_TOO_DEEP');
  });

  test.each(refusedFilters)('REST, %s: 400 (%s)', async (_, filter, code) => {
    const answer = await restGet(`/properties?${restQuery('filters', asRest(filter))}`);
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeNull();
    expect(answer.body.error?.details?.code).toBe(code);
    expect(answer.body.error?.message).toMatch(/^A filter may /);
  });

  test('REST: the probe’s five levels, a populate’s filter, a deep populate and a sort', async () => {
    for (const query of [
      restQuery('filters', restNested(5)),
      restQuery('populate', { localizations: { filters: restNested(2) } }),
      restQuery('populate', {
        localizations: { populate: { localizations: { populate: { localizations: { populate: '*' } } } } },
      }),
      'populate=localizations.localizations.localizations.localizations',
      'sort=localizations.localizations.title:asc',
    ]) {
      const answer = await restGet(`/properties?${query}`);
      expect({ query, status: answer.status, code: answer.body.error?.details?.code }).toEqual({
        query,
        status: 400,
        code: 'FILTER_TOO_DEEP',
      });
    }
  });

  test('an API token (an agent’s tooling) keeps Strapi’s own limits on both APIs', async () => {
    // Two hops, as a visitor may not send, narrowed to one reference so the database answers at
    // once (the two-hop join over every listing took more than 30 s on PostgreSQL).
    const narrowed = (filter: unknown, eq: string) => ({
      reference: { [eq]: 'NO-SUCH-REFERENCE' },
      ...(filter as object),
    });
    const rest = await restGet(`/properties?${restQuery('filters', narrowed(restNested(2), '$eq'))}`, adminToken());
    expect(rest.status).toBe(200);
    const graph = await graphqlPost(
      `{ properties(filters: ${literal(narrowed(nested(2), 'eq'))}) { reference } }`,
      {},
      adminToken(),
    );
    expect(graph.body.errors).toBeUndefined();
    // A token that is not one is a visitor.
    const forged = await restGet(`/properties?${restQuery('filters', narrowed(restNested(2), '$eq'))}`, 'not-a-token');
    expect(forged.status).toBe(400);
  });

  test('the admin’s content manager is not bounded', async () => {
    const response = await fetch(
      `${strapiUrl()}/content-manager/collection-types/api::property.property?${restQuery('filters', restNested(2))}`,
      { headers: { authorization: `Bearer ${adminJwt()}` } },
    );
    expect(response.status).toBe(200);
  });
});

describe('the site’s widest filters pass the real Strapi', () => {
  test.each([
    ['ListingMap', listingMap, { page: 1, pageSize: 100 }],
    ['ListingHighlights', listingFilters, { sort: ['publishedAt:desc'], limit: 3 }],
    ['ProjectList', projectSearch, { sort: ['publishedAt:desc'], pagination: { start: 0, limit: 12 } }],
    ['ProjectList', projectByPrice, { sort: ['priceFrom:asc'], pagination: { start: 0, limit: 12 } }],
    ['ProjectMap', projectMap, { page: 1, pageSize: 100 }],
  ])('%s', async (name, filters, rest) => {
    const answer = await graphqlPost(webDocument(name), { locale: 'nl', filters, ...rest });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.status).toBe(200);
  });

  // The list's search takes the form's criteria, not Strapi filters (cms/src/listing-search).
  test('ListingSearch with every criterion of the form', async () => {
    const search = {
      goal: 0,
      typeIds: Array.from({ length: 30 }, (_, index) => index + 1),
      region: 'flanders',
      place: 'gent',
      minPrice: 100_000,
      maxPrice: 900_000,
      minBedrooms: 1,
      maxBedrooms: 5,
      minBathrooms: 1,
      minGarages: 1,
      minParkings: 1,
      sort: 'PRICE_ASC',
    };
    const answer = await graphqlPost(webDocument('ListingSearch'), { locale: 'nl', search, page: 1, pageSize: 12 });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.status).toBe(200);
  });

  test('REST: a one-hop filter as the site would write it', async () => {
    const answer = await restGet(`/properties?${restQuery('filters', asRest(place('gent')))}`);
    expect(answer.status).toBe(200);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as ApolloServerModule from '@apollo/server';
import type { ApolloServerPlugin } from '@apollo/server';
import type * as GraphQL from 'graphql';
import type { GraphQLInputType, OperationDefinitionNode } from 'graphql';
import { describe, expect, test } from 'vitest';
import pluginsConfig from '../config/plugins';
import { graphqlBudget, operationCost } from '../src/graphql-budget';
import { strapiUrl } from './http';

/** Every operation the web sends (exported by web/src/graphql/operations-export.test.ts). */
const webOperations = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../web/src/graphql/strapi-operations.json'), 'utf8'),
) as { name: string; document: string }[];
// graphql as Strapi and graphql-query-complexity load it (CommonJS): one copy of its classes.
const { buildSchema, getNamedType, isInputObjectType, isListType, isNonNullType, Kind, parse, typeFromAST } =
  createRequire(import.meta.url)('graphql') as typeof GraphQL;
const schema = buildSchema(
  readFileSync(path.resolve(import.meta.dirname, '../../web/src/graphql/strapi-schema.graphql'), 'utf8'),
);
const rowLimits = { defaultLimit: 24, maxLimit: 100 };

/**
 * Variables for an operation, at the worst the site could send: every page size or limit at
 * Strapi's cap, every other variable a plain value of its type.
 */
function worstCaseVariables(operation: OperationDefinitionNode): Record<string, unknown> {
  const value = (name: string, type: GraphQLInputType): unknown => {
    if (isNonNullType(type)) return value(name, type.ofType);
    if (isListType(type)) return [value(name, type.ofType)];
    const named = getNamedType(type);
    if (named.name === 'PaginationArg') return { pageSize: rowLimits.maxLimit };
    if (isInputObjectType(named)) {
      // Its required fields only (a search's list, say): what the site can least leave out.
      const required = Object.values(named.getFields()).filter((field) => isNonNullType(field.type));
      return Object.fromEntries(required.map((field) => [field.name, value(field.name, field.type)]));
    }
    if (/^(limit|pageSize|first)$/i.test(name)) return rowLimits.maxLimit;
    if (/^page$/i.test(name)) return 1;
    switch (named.name) {
      case 'Int':
      case 'Float':
      case 'Long':
        return 0;
      case 'Boolean':
        return false;
      case 'I18NLocaleCode':
        return 'nl';
      case 'JSON':
        return {};
      case 'DateTime':
        return '2030-01-01T10:00:00.000Z';
      case 'Date':
        return '2030-01-01';
      default:
        return 'x';
    }
  };
  return Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => [
      definition.variable.name.value,
      value(definition.variable.name.value, typeFromAST(schema, definition.type as never) as GraphQLInputType),
    ]),
  );
}

async function post(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${strapiUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] },
  };
}

/** The codes with which a limit refuses a document. */
const limitCodes = ['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'QUERY_TOO_COSTLY'];

describe('every operation the web sends is within the budget', () => {
  const operations = webOperations.map(({ name, document }) => {
    const parsed = parse(document);
    const operation = parsed.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation) throw new Error(`${name} has no operation`);
    return { name, document, parsed, operation, variables: worstCaseVariables(operation) };
  });

  test('the export holds the site’s operations', () => {
    expect(operations.length).toBeGreaterThan(25);
    expect(operations.map(({ name }) => name)).toEqual(expect.arrayContaining(['ListingSearch', 'PropertyTypesInUse']));
  });

  test.each(operations)('$name: its cost with every page at the cap', ({ parsed, operation, variables }) => {
    const cost = operationCost(schema, parsed, variables, operation.name?.value, rowLimits);
    expect(cost).toBeGreaterThan(0);
    expect(cost).toBeLessThanOrEqual(graphqlBudget.maxCost);
  });

  // Queries only: the site's mutations create leads (their cost is checked above).
  test.each(operations.filter(({ operation }) => String(operation.operation) === 'query'))(
    '$name: Strapi runs it at the cap, no limit refuses it',
    async ({ document, variables }) => {
      const answer = await post(document, variables);
      const refused = (answer.body.errors ?? []).filter((error) => limitCodes.includes(String(error.extensions?.code)));
      expect(refused).toEqual([]);
    },
  );
});

/** The probe's query: `count` aliases of a 100-row listing page with photos, agent, type and project. */
const aliasFlood = (count: number, pageSize = 100) =>
  `{ ${Array.from(
    { length: count },
    (_, index) =>
      `a${index}: properties(pagination: { pageSize: ${pageSize} }) { reference photos { url formats } agent { firstName lastName } propertyType { name } project { title } }`,
  ).join('\n')} }`;

describe('a query over the budget is refused before it runs', () => {
  test('the probe’s 200 aliases of a 100-row page', async () => {
    const answer = await post(aliasFlood(200));
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    // Its size alone stops it (the token limit), before the alias and cost limits would.
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(answer.body.errors?.[0]?.message).toContain(`${graphqlBudget.maxTokens} tokens`);
  });

  test('more aliases than the limit, each cheap: the alias limit', async () => {
    const aliases = graphqlBudget.maxAliases + 1;
    const answer = await post(
      `{ ${Array.from({ length: aliases }, (_, index) => `a${index}: properties(pagination: { pageSize: 1 }) { reference }`).join(' ')} }`,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.body.errors?.[0]?.message).toContain(
      `Aliases limit of ${graphqlBudget.maxAliases} exceeded, found ${aliases}`,
    );
  });

  test('aliases under the limit, pages at the cap: the cost limit', async () => {
    const answer = await post(aliasFlood(3));
    expect(answer.status).toBe(400);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(answer.body.errors?.[0]?.message).toMatch(/^Query cost \d+ exceeds the limit of \d+\.$/);
  });

  test('page sizes passed as variables count as well', async () => {
    const query = `query Q($p: PaginationArg) { ${Array.from(
      { length: 20 },
      (_, index) => `a${index}: properties(pagination: $p) { reference photos { url } agent { firstName } }`,
    ).join(' ')} }`;
    const small = await post(query, { p: { pageSize: 1 } });
    expect(small.body.errors).toBeUndefined();
    const large = await post(query, { p: { pageSize: 100 } });
    expect(large.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  test('a nested list multiplies: 100 listings × their photos', () => {
    const cost = operationCost(
      schema,
      parse('{ properties(pagination: { pageSize: 100 }) { photos { url } } }'),
      {},
      undefined,
      rowLimits,
    );
    // 1 + 100 × (1 + 24 × 1): Strapi's default page of 24 photos per listing.
    expect(cost).toBe(1 + 100 * (1 + 24));
  });

  test('a document longer than the token limit is not even parsed', async () => {
    const fields = Array.from({ length: graphqlBudget.maxTokens }, () => 'a').join(' ');
    const answer = await post(`{ ${fields} }`);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(answer.body.errors?.[0]?.message).toContain('tokens');
  });
});

describe('errors carry a code and a message only', () => {
  test.each([
    ['an unknown field', '{ properties { noSuchField } }', 'GRAPHQL_VALIDATION_FAILED'],
    ['a forbidden read', '{ visitRequests { documentId } }', 'FORBIDDEN'],
    ['a malformed document', '{ properties { ', 'GRAPHQL_PARSE_FAILED'],
    ['a sort on an unknown field', '{ properties(sort: ["nope:asc"]) { reference } }', undefined],
  ])('%s', async (_, query, code) => {
    const answer = await post(query);
    const error = answer.body.errors?.[0];
    expect(error).toBeDefined();
    if (code) expect(error?.extensions?.code).toBe(code);
    expect(Object.keys(error?.extensions ?? {}).filter((key) => key !== 'error')).toEqual(['code']);
    expect(answer.text).not.toMatch(/stacktrace|Sqlite|select |\bat .+\.js:\d+/i);
  });

  /** The graphql config of config/plugins.ts under a NODE_ENV. */
  const graphqlConfigIn = (nodeEnv: string) => {
    const env = Object.assign((key: string, fallback?: string) => (key === 'NODE_ENV' ? nodeEnv : fallback || 'x'), {
      int: (_key: string, fallback?: number) => fallback,
      bool: (_key: string, fallback?: boolean) => fallback,
    });
    return pluginsConfig({ env } as never).graphql.config;
  };

  test.each([
    ['production', false],
    ['development', true],
  ])('in %s, introspection: %s', (nodeEnv, open) => {
    const graphqlConfig = graphqlConfigIn(nodeEnv);
    expect(graphqlConfig.apolloServer.introspection).toBe(open);
    expect(graphqlConfig.apolloServer.includeStacktraceInErrorResponses).toBe(false);
  });

  // Strapi's own choice of landing page (its bootstrap's determineLandingPage) from our config, in
  // a real Apollo server, asked as a browser asks: `false` gave Apollo's production landing page.
  test.each([
    ['production', false],
    ['development', true],
  ])('in %s, GET /graphql from a browser shows a landing page: %s', async (nodeEnv, shown) => {
    const graphqlConfig = graphqlConfigIn(nodeEnv) as Record<string, unknown>;
    const require = createRequire(import.meta.url);
    const { determineLandingPage } = require(
      path.resolve(import.meta.dirname, '../node_modules/@strapi/plugin-graphql/dist/server/bootstrap.js'),
    ) as { determineLandingPage: (strapi: unknown) => ApolloServerPlugin };
    const strapiLike = {
      plugin: () => ({
        config: (key: string) => graphqlConfig[key],
        service: () => ({ playground: { setEnabled: () => {} } }),
      }),
      log: { debug: () => {}, warn: () => {} },
    };
    const { ApolloServer, HeaderMap } = require('@apollo/server') as typeof ApolloServerModule;
    const server = new ApolloServer({ schema, plugins: [determineLandingPage(strapiLike)] });
    await server.start();
    try {
      const response = await server.executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: 'GET',
          headers: new HeaderMap([['accept', 'text/html']]),
          search: '',
          body: undefined,
        },
        context: async () => ({}),
      });
      const body = response.body.kind === 'complete' ? response.body.string : '';
      expect(response.headers.get('content-type')?.startsWith('text/html') ?? false).toBe(shown);
      expect(/<!doctype html|<html/i.test(body)).toBe(shown);
      if (!shown) expect(response.status).toBe(400);
    } finally {
      await server.stop();
    }
  });

  test('introspection is on here (NODE_ENV=test), as the schema export needs it', async () => {
    const answer = await post('{ __schema { queryType { name } } }');
    expect(answer.body.errors).toBeUndefined();
  });
});

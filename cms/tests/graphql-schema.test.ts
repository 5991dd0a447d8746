import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as GraphQL from 'graphql';
import { expect, test } from 'vitest';
import { strapiUrl } from './http';

/**
 * The web's GraphQL documents, its generated types and its test mock are all checked against this
 * copy of the schema Strapi serves (web/src/graphql/README.md). Refresh it after a content-type
 * change with:  UPDATE_SCHEMA=1 npm run test:cms -- tests/graphql-schema.test.ts
 */
const committedSchema = path.resolve(import.meta.dirname, '../../web/src/graphql/strapi-schema.graphql');

// The graphql module Strapi builds its schema with, not a second copy.
const { buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema } = createRequire(
  createRequire(import.meta.url).resolve('@strapi/plugin-graphql/package.json'),
)('graphql') as typeof GraphQL;

/** The schema Strapi serves, as SDL in a fixed order (types and fields sorted by name). */
async function servedSchema(): Promise<string> {
  const response = await fetch(`${strapiUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: getIntrospectionQuery({ descriptions: false }) }),
  });
  const body = (await response.json()) as { data?: GraphQL.IntrospectionQuery; errors?: unknown[] };
  if (!body.data) throw new Error(`Introspection failed: ${JSON.stringify(body.errors)}`);
  return `${printSchema(lexicographicSortSchema(buildClientSchema(body.data)))}\n`;
}

test('the committed GraphQL schema is the one Strapi serves', async () => {
  const served = await servedSchema();
  if (process.env.UPDATE_SCHEMA === '1') writeFileSync(committedSchema, served);
  const committed = readFileSync(committedSchema, 'utf8');
  expect(
    committed === served,
    `${path.relative(process.cwd(), committedSchema)} is stale: refresh it with ` +
      '`UPDATE_SCHEMA=1 npm run test:cms -- tests/graphql-schema.test.ts`, then run ' +
      '`npm run graphql:types -w @vitrine/web` and commit both',
  ).toBe(true);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  execute,
  parse,
  validate,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';

/** The schema the real Strapi serves (exported by cms/tests/graphql-schema.test.ts). */
export const strapiSchema: GraphQLSchema = buildSchema(
  readFileSync(path.join(import.meta.dirname, '../../graphql/strapi-schema.graphql'), 'utf8'),
);

type Row = Record<string, unknown>;

/**
 * Reads a field from a fixture row: a root field by its alias (`en: articles(...)`), any other by
 * its name. A nested list honours `pagination: { limit }`, as `photos(pagination: { limit: 1 })`.
 */
const fixtureField: GraphQLFieldResolver<Row, unknown> = (source, args, _context, info) => {
  const value = info.path.key in source ? source[info.path.key] : source[info.fieldName];
  const limit = (args.pagination as { limit?: number } | undefined)?.limit;
  if (info.path.prev && Array.isArray(value) && typeof limit === 'number') return value.slice(0, limit);
  return value;
};

/**
 * Answers an operation as Strapi would, from the rows a handler picked: the document is validated
 * against Strapi's schema (a field Strapi lacks is an error, as it is in Strapi) and only the
 * fields it selects are returned, typed and coerced by the schema.
 */
export function executeOnFixtures(query: string, variables: Row, rootValue: Row): ExecutionResult {
  const document = parse(query);
  const errors = validate(strapiSchema, document);
  if (errors.length > 0) return { errors };
  const result = execute({
    schema: strapiSchema,
    document,
    rootValue,
    variableValues: variables,
    fieldResolver: fixtureField,
  }) as ExecutionResult;
  return result;
}

import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type DocumentNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { errors } from '@strapi/utils';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from '../database-unavailable';
import { filterCost, filterRefusal, type FilterRefusal } from './filter-bounds';

export { filterBounds, filterCost, filterRefusal, filterShape } from './filter-bounds';

/**
 * What one GraphQL request may cost Strapi (issue 13). The depth limit and page cap of the plugin
 * do not bound a query: 200 aliases of a 100-row list with photos kept Strapi busy for 14 s. Three
 * limits, checked before anything is read:
 * - tokens: graphql-js stops parsing a document longer than `maxTokens` (Apollo's parseOptions);
 * - aliases: GraphQL Armor's max-aliases rule (the site's longest is one count per property type);
 * - cost: graphql-query-complexity with the estimator below, on the request's own variables;
 *   a filter's conditions count, a relation crossed multiplies (filter-bounds.ts, issue 18);
 * - filters: a visitor's (anyone but an API token) may cross one relation on a path and no more
 *   (filter-bounds.ts): a nested `localizations` filter froze Strapi for 40 s.
 * Every document the web sends passes them (tests/graphql-budget.test.ts runs them all).
 */
export const graphqlBudget = {
  maxTokens: 4_000,
  maxAliases: 60,
  maxCost: 10_000,
} as const;

/**
 * Rows a list field returns: its `pagination` argument (or its own `pageSize`, as `listingSearch`
 * takes it), else Strapi's defaultLimit; capped at maxLimit.
 */
export function pageRows(args: Record<string, unknown>, limits: { defaultLimit: number; maxLimit: number }): number {
  const pagination = (args.pagination ?? {}) as { pageSize?: unknown; limit?: unknown };
  const asked = [pagination.pageSize, pagination.limit, args.pageSize].find(
    (value) => typeof value === 'number' && value >= 0,
  );
  const rows = typeof asked === 'number' ? asked : limits.defaultLimit;
  // Strapi answers at most maxLimit rows; -1 ("all") is refused by it, but counts as the cap here.
  return Math.max(1, Math.min(rows < 0 ? limits.maxLimit : rows, limits.maxLimit));
}

/**
 * A field costs 1 plus its filter plus what it selects; a paginated field (a list or a
 * `_connection`) selects that once per row it may return, so
 * `properties(pagination: {pageSize: 100}) { photos { url } }` costs 1 + 100 × (1 + 24 × 1).
 * A filter costs 10 a condition, times 8 for each relation it crosses ({@link filterCost}).
 * `seeFilter` is shown every field's `filters` and `sort`, with the variables resolved.
 */
export function costEstimator(
  limits: { defaultLimit: number; maxLimit: number },
  seeFilter: (filters: unknown, sort: unknown) => void = () => {},
): ComplexityEstimator {
  return ({ field, args, childComplexity }) => {
    if (args.filters !== undefined || args.sort !== undefined) seeFilter(args.filters, args.sort);
    const filtered = args.filters === undefined ? 0 : filterCost(args.filters);
    // A `_connection`'s `nodes` and a repeatable component's list take no pagination: the page is
    // counted once, on the field that has it.
    const paginated = field.args.some((arg) => arg.name === 'pagination' || arg.name === 'pageSize');
    return 1 + filtered + (paginated ? pageRows(args, limits) * childComplexity : childComplexity);
  };
}

/**
 * The cost of one operation of a document with its variables, and the first of its filters a
 * visitor may not send (throws on invalid variables).
 */
export function operationBudget(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
  limits: { defaultLimit: number; maxLimit: number },
): { cost: number; filterRefusal: FilterRefusal | null } {
  let refused: FilterRefusal | null = null;
  const cost = getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName,
    estimators: [
      costEstimator(limits, (filters, sort) => {
        refused ??= filterRefusal(filters, sort, 'graphql');
      }),
    ],
  });
  return { cost, filterRefusal: refused };
}

/** The cost of one operation of a document with its variables (throws on invalid variables). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
  limits: { defaultLimit: number; maxLimit: number },
): number {
  return operationBudget(schema, document, variables, operationName, limits).cost;
}

const refusal = (code: string, message: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

/** Whether a GraphQL request came with an API token (Strapi authenticated it before Apollo ran). */
function byApiToken(context: GraphQLRequestContext<object>): boolean {
  const { state } = context.contextValue as { state?: { auth?: { strategy?: { name?: string } } } };
  // 'content-api-token' in Strapi 5.54, 'api-token' before.
  const name = state?.auth?.strategy?.name;
  return name === 'content-api-token' || name === 'api-token';
}

/**
 * Apollo plugin: refuses an operation over the cost budget, or a visitor's filter that crosses
 * too many relations, before it is executed (no SQL has run).
 */
export function costLimitPlugin(limits: {
  defaultLimit: number;
  maxLimit: number;
  maxCost: number;
}): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(context: GraphQLRequestContext<object>) {
          const { schema, document, request, operationName } = context as GraphQLRequestContext<object> & {
            schema: GraphQLSchema;
            document: DocumentNode;
          };
          const { cost, filterRefusal } = operationBudget(
            schema,
            document,
            request.variables,
            operationName ?? undefined,
            limits,
          );
          if (filterRefusal && !byApiToken(context)) throw refusal(filterRefusal.code, filterRefusal.message);
          if (cost > limits.maxCost) {
            throw refusal('QUERY_TOO_COSTLY', `Query cost ${cost} exceeds the limit of ${limits.maxCost}.`);
          }
        },
      };
    },
  };
}

/** GraphQL Armor's alias limit as a validation rule (its message names the limit; no field suggestions). */
export function aliasLimitRule(maxAliases: number): ValidationRule {
  return maxAliasesRule({
    n: maxAliases,
    exposeLimits: true,
    // Reported as a validation error (400); thrown, Apollo would answer 500.
    propagateOnRejection: false,
    onReject: [(context, error) => (context as ValidationContext | null)?.reportError(error)],
  }) as unknown as ValidationRule;
}

/** Error codes whose message is written for the client (the request itself is wrong). */
const clientCodes = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'QUERY_TOO_COSTLY',
  'FILTER_TOO_DEEP',
  'FILTER_TOO_LARGE',
]);

/** `STRAPI_FORBIDDEN_ERROR` style codes, as Strapi's own formatError names its application errors. */
const strapiCode = (name: string) =>
  `STRAPI_${name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase()}`;

/**
 * Apollo's formatError, in place of Strapi's (same codes for Strapi's errors): every error leaves
 * with a code and a message only — never a stack trace, a driver error (an `SqliteError` with its
 * SQL) or the details of an error that is not one of Strapi's application errors. Anything
 * unexpected becomes "Internal Server Error" and is logged.
 */
export function maskError(log: (error: unknown) => void, warn: (message: string) => void = () => {}) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const where = formatted.path ? { path: formatted.path } : {};
    if (original instanceof errors.ForbiddenError || original instanceof errors.UnauthorizedError) {
      return { message: original.message, ...where, extensions: { code: 'FORBIDDEN' } };
    }
    if (original instanceof errors.ValidationError) {
      return {
        message: original.message,
        ...where,
        extensions: {
          code: 'BAD_USER_INPUT',
          error: { name: original.name, message: original.message, details: original.details },
        },
      };
    }
    if (original instanceof errors.ApplicationError || original instanceof errors.HttpError) {
      return {
        message: original.message,
        ...where,
        extensions: {
          code: strapiCode(original.name),
          error: { name: original.name, message: original.message, details: original.details },
        },
      };
    }
    const rawCode = formatted.extensions?.code;
    const code = typeof rawCode === 'string' ? rawCode : '';
    // Errors of the request itself (syntax, validation, variables, limits): their message is for the client.
    if (original instanceof GraphQLError && clientCodes.has(code)) {
      return {
        message: formatted.message,
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        ...where,
        extensions: { code },
      };
    }
    // The database restarting is nobody's bug: 503 (serviceUnavailablePlugin) and a warning.
    if (isDatabaseUnavailable(original)) {
      warn(
        `GraphQL: the database is unavailable (${original instanceof Error ? original.message.slice(-120) : 'no detail'})`,
      );
      return { message: 'Service temporarily unavailable', ...where, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    }
    log(original);
    return { message: 'Internal Server Error', ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/**
 * Apollo plugin: a response with a SERVICE_UNAVAILABLE error (maskError: the database is
 * unreachable for a moment) is sent as HTTP 503 with Retry-After, as Strapi's REST routes answer,
 * so the site knows to show its "temporarily unavailable" page rather than an error.
 */
export function serviceUnavailablePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          if (errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) {
            response.http.status = 503;
            response.http.headers.set('retry-after', String(databaseRetryAfterSeconds));
          }
        },
      };
    },
  };
}

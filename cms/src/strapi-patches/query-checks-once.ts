import type { Core } from '@strapi/strapi';

type Options = { auth?: unknown } & Record<string, unknown>;
export type Check<T> = (query: unknown, schema: unknown, options?: Options) => Promise<T>;
type QueryChecks = { validate: { query: Check<void> }; sanitize: { query: Check<unknown> } };

/**
 * A string equal for two queries exactly when they hold the same data: plain objects (key order
 * kept), arrays, strings, finite numbers, booleans, `null` and `undefined` (a key set to
 * `undefined` differs from a missing key). `null` for anything else (dates, class instances,
 * functions…), which is then never remembered.
 *
 * @example fingerprint({ sort: ['price:asc'], start: 0 }); // '{"sort":["price:asc"],"start":0}'
 * fingerprint({ a: undefined }) === fingerprint({}); // false
 */
export function fingerprint(value: unknown): string | null {
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (const item of value) {
      const print = fingerprint(item);
      if (print === null) return null;
      items.push(print);
    }
    return `[${items.join(',')}]`;
  }
  if (typeof value !== 'object') return null;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return null;
  const entries: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const print = fingerprint(item);
    if (print === null) return null;
    entries.push(`${JSON.stringify(key)}:${print}`);
  }
  return `{${entries.join(',')}}`;
}

/** Checks remembered per `auth` at most; a request asks a handful. */
const maxRemembered = 100;

/**
 * `check` remembered for the length of one request: a call with the same query data, the same
 * content type and the same `auth` (Strapi makes a new one for each request, and forgets it after)
 * answers with the first call's result, a failure included. Calls with other options, without
 * `auth` or with a query that has no fingerprint always run the check.
 */
export function rememberPerRequest<T>(check: Check<T>, copy: (value: T) => T): Check<T> {
  const byRequest = new WeakMap<object, Map<string, Promise<T>>>();
  return (query, schema, options) => {
    const auth = options?.auth;
    const uid = (schema as { uid?: unknown } | undefined)?.uid;
    const print = fingerprint(query);
    if (
      !auth ||
      typeof auth !== 'object' ||
      Object.keys(options ?? {}).length !== 1 ||
      typeof uid !== 'string' ||
      !print
    ) {
      return check(query, schema, options);
    }
    let checks = byRequest.get(auth);
    if (!checks) {
      checks = new Map();
      byRequest.set(auth, checks);
    }
    const key = `${uid} ${print}`;
    let result = checks.get(key);
    if (!result) {
      result = check(query, schema, options);
      // An `auth` kept longer than a request must not collect every query it is asked.
      if (checks.size < maxRemembered) checks.set(key, result);
    }
    return result.then(copy);
  };
}

/**
 * Validates and sanitizes each GraphQL query argument set once per request instead of again and
 * again.
 *
 * Strapi's GraphQL validates and sanitizes the arguments of `<plural>_connection` against the
 * content type and the caller's permissions (`strapi.contentAPI.validate.query`, then
 * `sanitize.query`), then does both again, with the very same arguments, to count for `pageInfo`;
 * and it does both for the relation of every row (a page of 24 listings with photos and type: 48
 * times the same two checks). With filters and a sort one check costs about 1 ms (lodash/fp
 * traversals of the query and the schema): 5–6 ms of a listing search (bench/graphql-search).
 * Later calls now answer from the first. Each caller gets its own copy of a sanitized query, so
 * none sees another's changes.
 */
export function registerQueryChecksOnce(strapi: Core.Strapi): void {
  const contentApi = strapi.contentAPI as unknown as QueryChecks;
  const { validate, sanitize } = contentApi;
  validate.query = rememberPerRequest(validate.query.bind(validate), (value) => value);
  sanitize.query = rememberPerRequest(sanitize.query.bind(sanitize), copyOf);
}

/** A copy of a sanitized query the caller may change; the query itself if it cannot be copied. */
function copyOf<T>(value: T): T {
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}

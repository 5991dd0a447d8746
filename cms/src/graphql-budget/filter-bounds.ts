import { isOperator } from '@strapi/utils';

/**
 * How far a visitor's filter may reach (issue 18). Every relation a filter crosses is a join, and
 * a join on `localizations` inside another multiplies the rows the database compares: six nested
 * `localizations` kept Strapi busy for 35–48 s, five through REST for 4–11 s. The site's widest
 * filters (the map of a place search: `and` → `and` → `or` → `localizations` → `city` →
 * `containsi`, with a property type beside it) need:
 * - depth 6 (keys from the top to a value, operators included),
 * - 1 relation hop on any path (`localizations.city`, `propertyType.classificationId`) and 3 in all,
 * - 43 keys, an `and` list of 12 conditions, an `in` list of the favourites' ids (up to 50).
 * The bounds leave a little room above that, nothing for a second hop on a path and no fourth
 * relation in all: each relation beside another multiplies the rows joined (a listing's four
 * languages per `localizations`), so four one-hop `localizations` conditions in an `or` took 1.8 s
 * on the demo content and five 10 s, the event loop blocked all along (bench/nested-filters.mjs).
 */
export const filterBounds = {
  maxDepth: 8,
  maxHopsOnPath: 1,
  maxHops: 3,
  maxKeys: 80,
  maxConditions: 20,
  maxValues: 200,
} as const;

export type FilterBounds = { [key in keyof typeof filterBounds]: number };

/** Which kind of filter: REST's `$eq`, GraphQL's `eq`. */
export type FilterDialect = 'rest' | 'graphql';

/** Why a filter is refused: a code the site and a client can act on, and a plain sentence. */
export type FilterRefusal = { code: 'FILTER_TOO_DEEP' | 'FILTER_TOO_LARGE'; message: string };

/** What a filter asks of the database, measured in one walk. */
export type FilterShape = {
  /** Keys from the top to the deepest value. */
  depth: number;
  /** The most relations crossed on one path (a field inside a field). */
  hopsOnPath: number;
  /** Relations crossed in the whole filter (each one a join, however many fields it compares). */
  hops: number;
  /** Every key, operators included. */
  keys: number;
  /** The longest `and`/`or` list. */
  conditions: number;
  /** The longest value list (`in`, `notIn`, `between`). */
  values: number;
};

const operatorOf = (key: string, dialect: FilterDialect) => (dialect === 'rest' ? key : `$${key}`);
const groups = new Set(['$and', '$or']);
const valueLists = new Set(['$in', '$notIn', '$between']);

/**
 * Measures a filter as Strapi reads it: an operator (`$and`, `$eq`…; without `$` in GraphQL)
 * keeps the path's field, any other key is a field, and a field under a field is a relation hop.
 * Arrays are transparent (their items are at the same depth).
 *
 * @example
 * filterShape({ or: [{ city: { containsi: 'gent' } }, { localizations: { city: { containsi: 'gent' } } }] }, 'graphql')
 * // → { depth: 4, hopsOnPath: 1, hops: 1, keys: 6, conditions: 2, values: 0 }
 */
export function filterShape(filter: unknown, dialect: FilterDialect): FilterShape {
  const shape: FilterShape = { depth: 0, hopsOnPath: 0, hops: 0, keys: 0, conditions: 0, values: 0 };
  // An explicit stack: a filter too deep for the call stack is still measured, not a crash.
  // `across` is the relation the value sits under (a field's object), counted once as a join when
  // a first field is compared across it: `propertyType: { slug, classificationId }` is one join.
  type Entry = { value: unknown; depth: number; fields: number; across: { counted: boolean } | null };
  const stack: Entry[] = [{ value: filter, depth: 0, fields: 0, across: null }];
  while (stack.length > 0) {
    const { value, depth, fields, across } = stack.pop()!;
    shape.depth = Math.max(shape.depth, depth);
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth, fields, across });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      shape.keys += 1;
      const operator = operatorOf(key, dialect);
      if (isOperator(operator)) {
        if (Array.isArray(child)) {
          if (groups.has(operator)) shape.conditions = Math.max(shape.conditions, child.length);
          if (valueLists.has(operator)) shape.values = Math.max(shape.values, child.length);
        }
        stack.push({ value: child, depth: depth + 1, fields, across });
      } else {
        if (across && !across.counted) {
          across.counted = true;
          shape.hops += 1;
        }
        shape.hopsOnPath = Math.max(shape.hopsOnPath, fields);
        stack.push({ value: child, depth: depth + 1, fields: fields + 1, across: { counted: false } });
      }
    }
  }
  return shape;
}

/** The relations a sort crosses: `propertyType.name:asc` crosses one. */
export function sortHops(sort: unknown): number {
  const entries = Array.isArray(sort) ? sort : typeof sort === 'string' ? sort.split(',') : [];
  return Math.max(
    0,
    ...entries.map((entry) => (typeof entry === 'string' ? entry.split(':')[0]!.split('.').length - 1 : 0)),
  );
}

/**
 * Why a visitor's filter (and sort) is refused, or null when it is within the bounds.
 *
 * @example
 * filterRefusal({ localizations: { localizations: { title: { containsi: 'x' } } } }, undefined, 'graphql')
 * // → { code: 'FILTER_TOO_DEEP', message: 'A filter may cross 1 relation on one path; this one crosses 2.' }
 */
export function filterRefusal(
  filter: unknown,
  sort: unknown,
  dialect: FilterDialect,
  bounds: FilterBounds = filterBounds,
): FilterRefusal | null {
  const shape = filterShape(filter, dialect);
  const sorted = sortHops(sort);
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (shape.hopsOnPath > bounds.maxHopsOnPath) {
    return {
      code: 'FILTER_TOO_DEEP',
      message: `A filter may cross ${plural(bounds.maxHopsOnPath, 'relation')} on one path; this one crosses ${shape.hopsOnPath}.`,
    };
  }
  if (sorted > bounds.maxHopsOnPath) {
    return {
      code: 'FILTER_TOO_DEEP',
      message: `A sort may cross ${plural(bounds.maxHopsOnPath, 'relation')}; this one crosses ${sorted}.`,
    };
  }
  if (shape.depth > bounds.maxDepth) {
    return {
      code: 'FILTER_TOO_DEEP',
      message: `A filter may nest ${bounds.maxDepth} levels; this one nests ${shape.depth}.`,
    };
  }
  const over = (
    [
      ['hops', bounds.maxHops, 'relations crossed'],
      ['keys', bounds.maxKeys, 'keys'],
      ['conditions', bounds.maxConditions, 'conditions in one and/or list'],
      ['values', bounds.maxValues, 'values in one list'],
    ] as const
  ).find(([measure, limit]) => shape[measure] > limit);
  if (over) {
    const [measure, limit, what] = over;
    return {
      code: 'FILTER_TOO_LARGE',
      message: `A filter may hold ${limit} ${what}; this one holds ${shape[measure]}.`,
    };
  }
  return null;
}

/**
 * What a filter adds to a GraphQL query's cost: each field compared costs `conditionCost`, times
 * `hopFactor` for each relation above it (a join on a join multiplies the rows compared).
 *
 * @example
 * filterCost({ and: [{ price: { gte: 1 } }, { localizations: { city: { eq: 'gent' } } }] })
 * // → 100: price 10, localizations 10, city across it 10 × 8
 */
export function filterCost(filter: unknown, conditionCost = 10, hopFactor = 8): number {
  let cost = 0;
  const stack: { value: unknown; fields: number }[] = [{ value: filter, fields: 0 }];
  while (stack.length > 0) {
    const { value, fields } = stack.pop()!;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, fields });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (isOperator(operatorOf(key, 'graphql'))) {
        stack.push({ value: child, fields });
      } else {
        cost += conditionCost * hopFactor ** fields;
        stack.push({ value: child, fields: fields + 1 });
      }
    }
  }
  return cost;
}

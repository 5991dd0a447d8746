import { createRequire } from 'node:module';
import type { Core } from '@strapi/strapi';

/** The parts of graphql-js's schema read here (the cms has no direct graphql dependency). */
type Resolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;
type FieldShape = { resolve?: Resolver };
type TypeShape = { getFields?: () => Record<string, FieldShape> };
type SchemaShape = { getTypeMap(): Record<string, TypeShape> };
type FieldConfig = { auth?: unknown; middlewares?: unknown[]; policies?: unknown[] };
type WrapOptions = { schema: SchemaShape; extension?: { resolversConfig?: Record<string, unknown> } };
export type WrapResolvers = (options: WrapOptions) => SchemaShape;

/** Strapi's module that wraps every field resolver with its auth, middlewares and policies. */
const wrapResolversFile = './dist/server/services/content-api/wrap-resolvers.js';

/** `require` as Strapi's GraphQL plugin resolves: its own files, and the graphql it runs. */
export const graphqlPluginRequire = () => createRequire(require.resolve('@strapi/plugin-graphql/package.json'));

const rootTypes = new Set(['Query', 'Mutation', 'Subscription']);

/**
 * The configuration Strapi's wrapper reads for `type.field` (`lodash.get` of the dotted path: the
 * literal key first, then one level per segment).
 */
function configOf(resolversConfig: Record<string, unknown>, type: string, field: string): FieldConfig {
  const key = `${type}.${field}`;
  if (key in resolversConfig) return (resolversConfig[key] ?? {}) as FieldConfig;
  const ofType = resolversConfig[type] as Record<string, unknown> | undefined;
  return ((ofType && ofType[field]) ?? {}) as FieldConfig;
}

/**
 * Whether Strapi's wrapper of a field does nothing but call its resolver: a field of an object type
 * other than Query, Mutation and Subscription (whose auth Strapi checks even unconfigured), with
 * no auth configured (or auth disabled), no middlewares and no policies.
 *
 * @example isPlainField('Property', {}); // true
 * isPlainField('Query', {}); // false
 * isPlainField('Property', { policies: ['is-owner'] }); // false
 */
export function isPlainField(type: string, config: FieldConfig): boolean {
  if (rootTypes.has(type)) return false;
  if (config.auth !== undefined && config.auth !== false) return false;
  return (config.middlewares?.length ?? 0) === 0 && (config.policies?.length ?? 0) === 0;
}

/**
 * The resolver Strapi's wrapper falls back to for a field without one: `lodash/fp` `get(field)`,
 * which for a field name (never dotted) is the parent's own property.
 */
const propertyOf =
  (field: string): Resolver =>
  (parent) =>
    parent === null || parent === undefined ? undefined : (parent as Record<string, unknown>)[field];

/**
 * Strapi's `wrapResolvers`, leaving the resolver of every plain field (`isPlainField`) as it was:
 * the same results, without a wrapper that would only call it.
 */
export function unwrappingPlainFields(
  wrapResolvers: WrapResolvers,
  isObjectType: (type: unknown) => boolean,
): WrapResolvers {
  return (options) => {
    const resolversConfig = options.extension?.resolversConfig ?? {};
    const plain: [FieldShape, Resolver][] = [];
    for (const [type, definition] of Object.entries(options.schema.getTypeMap())) {
      // The fields Strapi wraps: those of object types, introspection types aside.
      if (type.startsWith('__') || !isObjectType(definition)) continue;
      for (const [name, field] of Object.entries(definition.getFields?.() ?? {})) {
        if (name.startsWith('__') || !isPlainField(type, configOf(resolversConfig, type, name))) continue;
        plain.push([field, field.resolve ?? propertyOf(name)]);
      }
    }
    const schema = wrapResolvers(options);
    for (const [field, resolve] of plain) field.resolve = resolve;
    return schema;
  };
}

/**
 * Resolves plain fields directly instead of through Strapi's per-field wrapper.
 *
 * Strapi's GraphQL plugin wraps the resolver of every field of the schema, scalars included, in an
 * async function that checks auth, runs middlewares and builds a policy context (with a `lodash/fp`
 * curried `is`) before calling the resolver. For the fields of content types, which have no auth,
 * middleware or policy configured, that work changes nothing, but it ran ~1,500 times for one page
 * of 24 listings with their photos: 15–20 ms of a search's 60 (bench/graphql-search). Fields with
 * a configuration, and every field of Query, Mutation and Subscription (where the permissions are
 * checked), keep Strapi's wrapper.
 *
 * Runs in `register`, before the GraphQL plugin builds its schema in `bootstrap`. If the plugin's
 * internals are not where 5.54 has them, every field keeps Strapi's wrapper, with a warning.
 */
export function registerPlainFieldResolvers(strapi: Core.Strapi): void {
  let wrapModule: { wrapResolvers?: unknown };
  let graphql: { isObjectType?: unknown };
  try {
    const pluginRequire = graphqlPluginRequire();
    wrapModule = pluginRequire(wrapResolversFile);
    graphql = pluginRequire('graphql');
  } catch {
    wrapModule = {};
    graphql = {};
  }
  const { wrapResolvers } = wrapModule;
  const { isObjectType } = graphql;
  if (typeof wrapResolvers !== 'function' || typeof isObjectType !== 'function') {
    strapi.log.warn('GraphQL: Strapi’s resolver wrapper was not found; every field keeps it (slower).');
    return;
  }
  wrapModule.wrapResolvers = unwrappingPlainFields(
    wrapResolvers as WrapResolvers,
    isObjectType as (type: unknown) => boolean,
  );
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { areaBounds, kmPerDegreeAt, parseSearchArea, polygonSides, type SearchArea } from '@vitrine/domain';
import { tableOf } from '../strapi-patches/tables';
import { graphqlExtension } from '../strapi-patches/graphql-extension';

/**
 * `properties_connection(area: "…")` and `properties(area: "…")`: the listing search narrowed to
 * a drawn polygon or a circle "within N km of" a place (issue 22, item 3; decision 044), in the
 * search's own SQL, so the list, its count and its paging agree.
 *
 * The area is the URL's string (@vitrine/domain `parseSearchArea`, re-validated here: the same
 * bounds as the site). One condition joins the query Strapi builds: `id in (select id from
 * properties where <box> and <area>)`, the box on the indexed coordinates first, then one term per
 * side of the polygon (a crossing of the ray eastwards, their sum mod 2) or the equirectangular
 * distance of a circle, all values bound. SQLite and PostgreSQL read it alike.
 *
 * How it reaches the query: the `area` argument is taken off before Strapi's own resolver runs
 * (its filters and validation unchanged), and the area is held for the resolver's database reads
 * (an AsyncLocalStorage) and for the count of `pageInfo`, which Strapi resolves apart from the
 * nodes; a database lifecycle adds the condition to each read of the listings' table made in it.
 */

const propertyUid = 'api::property.property';
const searchFields = ['Query.properties_connection', 'Query.properties'] as const;

/** The area of the search being resolved, if it has one. */
const activeArea = new AsyncLocalStorage<SearchArea>();

/** The area of a GraphQL argument, or a validation error naming why it is none. */
export function areaArgument(value: unknown): SearchArea | null {
  if (value === undefined || value === null || value === '') return null;
  const parsed = parseSearchArea(typeof value === 'string' ? value : '');
  if (parsed.problem !== null) {
    throw new errors.ValidationError(`area: not a search area (${parsed.problem})`, { area: parsed.problem });
  }
  return parsed.area;
}

/** The SQL condition of an area on a listing's coordinates, with its bound values. */
export function areaCondition(
  area: SearchArea,
  column: { lat: string; lng: string },
): { sql: string; values: number[] } {
  const box = areaBounds(area);
  const values: number[] = [box.south, box.north, box.west, box.east];
  let shape: string;
  if (area.kind === 'circle') {
    const perDegree = kmPerDegreeAt(area.center.lat);
    shape = `((${column.lat} - ?) * ?) * ((${column.lat} - ?) * ?) + ((${column.lng} - ?) * ?) * ((${column.lng} - ?) * ?) <= ?`;
    values.push(
      area.center.lat,
      perDegree.lat,
      area.center.lat,
      perDegree.lat,
      area.center.lng,
      perDegree.lng,
      area.center.lng,
      perDegree.lng,
      area.radiusKm * area.radiusKm,
    );
  } else {
    // A side crosses the ray eastwards from (lat, lng) when the point's latitude lies between its
    // ends and the side passes east of it: the domain's pointInPolygon, term for term. A flat side
    // (both ends on one latitude) never crosses and has no term.
    const terms: string[] = [];
    for (const { from, to } of polygonSides(area.points)) {
      if (from.lat === to.lat) continue;
      terms.push(
        `case when (${column.lat} < ?) <> (${column.lat} < ?) and ${column.lng} < ? + ? * (${column.lat} - ?) then 1 else 0 end`,
      );
      values.push(from.lat, to.lat, from.lng, (to.lng - from.lng) / (to.lat - from.lat), from.lat);
    }
    shape = `(${terms.join(' + ')}) % 2 = 1`;
  }
  return {
    sql: `${column.lat} between ? and ? and ${column.lng} between ? and ? and ${shape}`,
    values,
  };
}

type Where = Record<string, unknown>;

/** Narrows a read of the listings' table to the active area (a lifecycle's `params.where`). */
function narrowToArea(strapi: Core.Strapi, params: { where?: Where }): void {
  const area = activeArea.getStore();
  if (!area) return;
  const table = tableOf(strapi, propertyUid);
  const { sql, values } = areaCondition(area, { lat: table.column('latitude'), lng: table.column('longitude') });
  const inArea = strapi.db.connection(table.name).select(table.column('id')).whereRaw(sql, values);
  params.where = { $and: [params.where ?? {}, { id: { $in: inArea } }] };
}

type Next = (parent: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => Promise<unknown>;
type CollectionResult = { info?: { area?: SearchArea } } | unknown[] | null;

export function registerSearchArea(strapi: Core.Strapi): void {
  const extension = graphqlExtension(strapi);
  extension.use(() => ({
    // Merged into the generated fields: an argument more, their types and resolvers unchanged.
    typeDefs: `
      extend type Query {
        properties_connection(
          "A drawn polygon or a circle within N km (the site's URL form, e.g. 510543.37174_5km): only listings inside it."
          area: String
        ): PropertyEntityResponseCollection
        properties(
          "A drawn polygon or a circle within N km (the site's URL form, e.g. 510543.37174_5km): only listings inside it."
          area: String
        ): [Property]!
      }
    `,
    resolversConfig: {
      ...Object.fromEntries(
        searchFields.map((field) => [
          field,
          {
            middlewares: [
              async (next: Next, parent: unknown, args: Record<string, unknown>, context: unknown, info: unknown) => {
                const { area: text, ...rest } = args;
                const area = areaArgument(text);
                if (!area) return next(parent, rest, context, info);
                const result = (await activeArea.run(area, () =>
                  next(parent, rest, context, info),
                )) as CollectionResult;
                // The connection's pageInfo counts later, from what the resolver left it.
                if (result && !Array.isArray(result) && result.info) result.info.area = area;
                return result;
              },
            ],
          },
        ]),
      ),
      'PropertyEntityResponseCollection.pageInfo': {
        middlewares: [
          (next: Next, parent: CollectionResult, args: Record<string, unknown>, context: unknown, info: unknown) => {
            const area = parent && !Array.isArray(parent) ? parent.info?.area : undefined;
            return area
              ? activeArea.run(area, () => next(parent, args, context, info))
              : next(parent, args, context, info);
          },
        ],
      },
    },
  }));

  strapi.db.lifecycles.subscribe({
    models: [propertyUid],
    beforeFindMany: (event: { params: { where?: Where } }) => narrowToArea(strapi, event.params),
    beforeCount: (event: { params: { where?: Where } }) => narrowToArea(strapi, event.params),
  });
}

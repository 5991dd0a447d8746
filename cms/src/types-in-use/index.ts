import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * `propertyTypesInUse(locale, goal, statuses)`: the classification ids of the property types that
 * have at least one published listing in that language, list (goal) and statuses — what the site's
 * search form offers as types (web/src/features/listings/types-in-use.server.ts).
 *
 * One grouped query instead of one count per type: the site used to send a count per type of the
 * tree (68 aliases of `properties_connection`), and at 100,000 listings a cold list page waited
 * for all of them and sometimes answered 503 (bench/README.md). Public, read-only, and cached and
 * purged like every anonymous read (src/graphql-cache).
 */

type Column = { columnName?: string };
type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
type Meta = {
  tableName: string;
  attributes: Record<string, Column & { joinTable?: JoinTable; enum?: string[] }>;
};

const propertyUid = 'api::property.property';
const typeUid = 'api::property-type.property-type';
/** Bounds of the arguments: the site sends two or three statuses and one language code. */
const maxStatuses = 10;

function metaOf(strapi: Core.Strapi, uid: string): Meta {
  return strapi.db.metadata.get(uid as UID.Schema) as unknown as Meta;
}

export async function propertyTypesInUse(
  strapi: Core.Strapi,
  { locale, goal, statuses }: { locale: string; goal: number; statuses: string[] },
): Promise<number[]> {
  const property = metaOf(strapi, propertyUid);
  const type = metaOf(strapi, typeUid);
  const known = new Set(property.attributes.listingStatus?.enum ?? []);
  if (!Number.isInteger(goal) || statuses.length > maxStatuses || statuses.some((status) => !known.has(status))) {
    throw new errors.ValidationError('propertyTypesInUse: goal must be an integer and statuses listing statuses');
  }
  if (statuses.length === 0) return [];
  const column = (meta: Meta, attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  const join = property.attributes.propertyType?.joinTable;
  if (!join) throw new Error(`${propertyUid}.propertyType has no join table`);
  const rows = (await strapi.db
    .connection(`${property.tableName} as p`)
    .join(`${join.name} as l`, `l.${join.joinColumn.name}`, 'p.id')
    .join(`${type.tableName} as t`, 't.id', `l.${join.inverseJoinColumn.name}`)
    .whereNotNull(`p.${column(property, 'publishedAt')}`)
    .where(`p.${column(property, 'locale')}`, locale)
    .where(`p.${column(property, 'goal')}`, goal)
    .whereIn(`p.${column(property, 'listingStatus')}`, statuses)
    .whereNotNull(`t.${column(type, 'classificationId')}`)
    .distinct(`t.${column(type, 'classificationId')} as id`)) as { id: number | string }[];
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export function registerTypesInUseGraphql(strapi: Core.Strapi): void {
  const extension = strapi
    .plugin('graphql')
    .service<{ use(configure: () => Record<string, unknown>): void }>('extension');
  extension.use(() => ({
    typeDefs: `
      extend type Query {
        "The classification ids of the property types with at least one published listing in this language, list (goal: 0 sale, 1 rent) and statuses."
        propertyTypesInUse(locale: I18NLocaleCode!, goal: Int!, statuses: [String!]!): [Int!]!
      }
    `,
    resolvers: {
      Query: {
        propertyTypesInUse: (_parent: unknown, args: { locale: string; goal: number; statuses: string[] }) =>
          propertyTypesInUse(strapi, args),
      },
    },
    resolversConfig: { 'Query.propertyTypesInUse': { auth: false } },
  }));
}

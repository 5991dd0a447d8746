import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { tableOf } from '../strapi-patches/tables';
import { graphqlExtension } from '../strapi-patches/graphql-extension';

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

const propertyUid = 'api::property.property';
const typeUid = 'api::property-type.property-type';
/** Bounds of the arguments: the site sends two or three statuses and one language code. */
const maxStatuses = 10;

export async function propertyTypesInUse(
  strapi: Core.Strapi,
  { locale, goal, statuses }: { locale: string; goal: number; statuses: string[] },
): Promise<number[]> {
  const listingStatus = strapi.getModel(propertyUid).attributes.listingStatus as { enum?: string[] } | undefined;
  const known = new Set(listingStatus?.enum ?? []);
  if (!Number.isInteger(goal) || statuses.length > maxStatuses || statuses.some((status) => !known.has(status))) {
    throw new errors.ValidationError('propertyTypesInUse: goal must be an integer and statuses listing statuses');
  }
  if (statuses.length === 0) return [];
  // A grouped join the Query Engine cannot write: names from Strapi's metadata (strapi-patches/tables.ts).
  const property = tableOf(strapi, propertyUid);
  const type = tableOf(strapi, typeUid);
  const link = property.joinTable('propertyType');
  const rows = (await strapi.db
    .connection(`${property.name} as p`)
    .join(`${link.name} as l`, `l.${link.ownColumn}`, `p.${property.column('id')}`)
    .join(`${type.name} as t`, `t.${type.column('id')}`, `l.${link.relatedColumn}`)
    .whereNotNull(`p.${property.column('publishedAt')}`)
    .where(`p.${property.column('locale')}`, locale)
    .where(`p.${property.column('goal')}`, goal)
    .whereIn(`p.${property.column('listingStatus')}`, statuses)
    .whereNotNull(`t.${type.column('classificationId')}`)
    .distinct(`t.${type.column('classificationId')} as id`)) as { id: number | string }[];
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

export function registerTypesInUseGraphql(strapi: Core.Strapi): void {
  const extension = graphqlExtension(strapi);
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

import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { crmIdPattern, type Language } from '@vitrine/domain';
import { publishedPaths } from './hooks';
import { removedMark } from './importer';
import { graphqlExtension } from '../strapi-patches/graphql-extension';

/**
 * The site's public reads of what came from the CRM (decision 038): `goneListing` below, and
 * `crmListingPath`, where a listing is by its CRM id.
 *
 * `goneListing(reference, locale)`: what the site may still say about a listing the CRM deleted
 * while it was sold or rented (decision 038). The importer unpublishes such a listing like any
 * other and leaves on it its last status and the mark of a CRM deletion; the web's page of that
 * listing asks this, answers 410 "sold" / "rented" with similar listings, and 404 for a listing it
 * does not know (any other status, never from a CRM, or published again).
 *
 * Only these few facts of one listing are answered, by its exact reference and only for a CRM
 * deletion: no draft is readable through it. Public, read-only, and cached and purged like every
 * anonymous read (src/graphql-cache): the unpublish purges.
 */

const propertyUid = 'api::property.property';
/** The statuses a deleted listing's URL keeps saying. */
const goneStatuses = ['sold', 'rented'] as const;
/** A reference is letters and digits (domain `referencePattern`), a few dozen at most. */
const maxReference = 64;

export type GoneListing = {
  reference: string;
  goal: number;
  listingStatus: (typeof goneStatuses)[number];
  title: string | null;
  city: string | null;
  classificationId: number | null;
};

type GoneRow = {
  documentId: string;
  reference: string;
  goal: number;
  listingStatus: GoneListing['listingStatus'];
  title: string | null;
  city: string | null;
  propertyType: { classificationId: number | null } | null;
};

export async function goneListing(
  strapi: Core.Strapi,
  { reference, locale }: { reference: string; locale: string },
): Promise<GoneListing | null> {
  if (reference.length > maxReference || locale.length > 10) {
    throw new errors.ValidationError('goneListing: a reference and a language code');
  }
  const query = strapi.db.query(propertyUid);
  const row = (await query.findOne({
    where: {
      reference,
      locale,
      publishedAt: null,
      crmHash: removedMark,
      listingStatus: { $in: [...goneStatuses] },
    },
    select: ['documentId', 'reference', 'goal', 'listingStatus', 'title', 'city'],
    populate: { propertyType: { select: ['classificationId'] } },
  })) as GoneRow | null;
  if (!row) return null;
  // Published again (the CRM sent it back) in some language: the listing's own page answers.
  const published = await query.count({ where: { documentId: row.documentId, publishedAt: { $notNull: true } } });
  if (published > 0) return null;
  return {
    reference: row.reference,
    goal: row.goal,
    listingStatus: row.listingStatus,
    title: row.title,
    city: row.city,
    classificationId: row.propertyType?.classificationId ?? null,
  };
}

/**
 * `crmListingPath(source, crmId, locale)`: the path of the published listing a CRM knows by that
 * id, in that language, or null. The site's stable address of a listing by CRM id (domain
 * `crmListingPath`, what the hook answers before the listing exists) redirects there.
 */
export async function crmListingPath(
  strapi: Core.Strapi,
  { source, crmId, locale }: { source: string; crmId: string; locale: string },
): Promise<string | null> {
  if (!/^[a-z-]{1,32}$/.test(source) || !crmIdPattern.test(crmId) || locale.length > 10) return null;
  return (await publishedPaths(strapi, source, crmId, locale))[locale as Language] ?? null;
}

/** The site's reads of what came from the CRM: a deleted listing's last status, a listing's path by CRM id. */
export function registerCrmSiteGraphql(strapi: Core.Strapi): void {
  const extension = graphqlExtension(strapi);
  extension.use(() => ({
    typeDefs: `
      "A listing the agency's CRM deleted while sold or rented: its last status, and what finds listings like it."
      type GoneListing {
        reference: String!
        goal: Int!
        listingStatus: String!
        title: String
        city: String
        classificationId: Int
      }
      extend type Query {
        "The last status of a listing the CRM deleted while sold or rented, by its reference; null for any other."
        goneListing(reference: String!, locale: I18NLocaleCode!): GoneListing
        "The path of the published listing the CRM (source) knows by crmId, in this language; null when none."
        crmListingPath(source: String!, crmId: String!, locale: I18NLocaleCode!): String
      }
    `,
    resolvers: {
      Query: {
        goneListing: (_parent: unknown, args: { reference: string; locale: string }) => goneListing(strapi, args),
        crmListingPath: (_parent: unknown, args: { source: string; crmId: string; locale: string }) =>
          crmListingPath(strapi, args),
      },
    },
    resolversConfig: { 'Query.goneListing': { auth: false }, 'Query.crmListingPath': { auth: false } },
  }));
}

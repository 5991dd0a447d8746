import { gql, type TypedDocumentNode } from '@apollo/client';
import { parseCrmListingPath } from '@vitrine/domain';
import type { GraphqlClient } from '~/graphql/apollo.server';
import type { CrmListingPathQuery, CrmListingPathQueryVariables } from '~/graphql/strapi-operations.generated';

const CRM_LISTING_PATH: TypedDocumentNode<CrmListingPathQuery, CrmListingPathQueryVariables> = gql`
  query CrmListingPath($source: String!, $crmId: String!, $locale: I18NLocaleCode!) {
    crmListingPath(source: $source, crmId: $crmId, locale: $locale)
  }
`;

/**
 * A listing's stable address by its CRM id (`/nl/crm/omnicasa/7045/`, domain `crmListingPath`),
 * what Strapi answers a CRM's hook before the listing exists on the site: the listing's own path
 * in that language once it is published there (Strapi `crmListingPath`), else null (the caller
 * answers 404). Any other path: null, without asking Strapi.
 */
export async function crmListingTarget(client: GraphqlClient, pathname: string): Promise<string | null> {
  const info = parseCrmListingPath(pathname);
  if (!info) return null;
  const { data } = await client.query({
    query: CRM_LISTING_PATH,
    variables: { source: info.source, crmId: info.crmId, locale: info.lang },
  });
  const path = data?.crmListingPath;
  // Only a path of this site's own: a listing's, starting with its language.
  return typeof path === 'string' && path.startsWith(`/${info.lang}/`) ? path : null;
}

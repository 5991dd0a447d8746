import { gql, type TypedDocumentNode } from '@apollo/client';
import { isLanguage, type Language } from '@vitrine/domain';
import { env } from '~/env.server';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { sharedRead } from '~/graphql/shared-read.server';
import type {
  SiteDefaultLanguageQuery,
  SiteDefaultLanguageQueryVariables,
} from '~/graphql/strapi-operations.generated';

const SITE_DEFAULT_LANGUAGE: TypedDocumentNode<SiteDefaultLanguageQuery, SiteDefaultLanguageQueryVariables> = gql`
  query SiteDefaultLanguage {
    siteSetting {
      defaultLanguage
    }
  }
`;

/**
 * The site's default language, as the agents set it in the site settings (spec: "the default
 * language comes from the site configuration"); the `DEFAULT_LANGUAGE` environment value only
 * while the settings say nothing or cannot be read. Read once a minute at most (`sharedRead`).
 */
export async function siteDefaultLanguage(client: GraphqlClient): Promise<Language> {
  try {
    const configured = await sharedRead(client, 'site-default-language', async () => {
      const { data } = await client.query({ query: SITE_DEFAULT_LANGUAGE });
      return data?.siteSetting?.defaultLanguage ?? null;
    });
    return typeof configured === 'string' && isLanguage(configured) ? configured : env.DEFAULT_LANGUAGE;
  } catch (error) {
    console.warn(
      `The site's default language falls back to DEFAULT_LANGUAGE: ${error instanceof Error ? error.message : String(error)}`,
    );
    return env.DEFAULT_LANGUAGE;
  }
}

import { gql, type TypedDocumentNode } from '@apollo/client';
import type { RouterContextProvider } from 'react-router';
import { env } from '~/env.server';
import type { RobotsQuery, RobotsQueryVariables } from '~/graphql/strapi-operations.generated';
import { graphqlClient } from '~/graphql/apollo.server';
import { withContentFallback } from '~/graphql/content-fallback.server';
import { siteDefaultLanguage } from '~/shell/site/default-language.server';

const ROBOTS: TypedDocumentNode<RobotsQuery, RobotsQueryVariables> = gql`
  query Robots($locale: I18NLocaleCode) {
    siteSetting(locale: $locale) {
      robots
    }
  }
`;

/** What crawlers read when the site settings say nothing (or cannot be read). */
const defaultRobots = 'User-agent: *\nAllow: /';

/**
 * `robots.txt` from the site settings' text, with the `Sitemap:` line pointing at this site's
 * sitemap (an editor's line naming another `…/sitemap.xml`, e.g. a copied host, is replaced;
 * other sitemaps they list are kept).
 *
 * @example
 * robotsTxt('User-agent: *\nDisallow: /nl/login/', 'https://www.vitrine.be');
 * // 'User-agent: *\nDisallow: /nl/login/\n\nSitemap: https://www.vitrine.be/sitemap.xml\n'
 */
export function robotsTxt(configured: string | null | undefined, siteUrl: string): string {
  const lines = (configured?.trim() || defaultRobots)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => !/^sitemap:\s*\S*\/sitemap\.xml$/i.test(line.trim()));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return `${lines.join('\n')}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * The `robots.txt` resource route: the robots text of the site settings in the site's default
 * language (itself a site setting; English if that language has none).
 */
export async function loadRobots({ context }: { context: Readonly<RouterContextProvider> }): Promise<Response> {
  let configured: string | null = null;
  // The default rules stand in while Strapi cannot answer; no cache may keep them once it can.
  let cacheControl = 'public, max-age=3600';
  try {
    const client = graphqlClient(context);
    const found = await withContentFallback(await siteDefaultLanguage(client), async (locale) => {
      const { data } = await client.query({
        query: ROBOTS,
        variables: { locale },
      });
      return data?.siteSetting?.robots?.trim() || null;
    });
    configured = found?.value ?? null;
  } catch (error) {
    console.warn(`robots.txt falls back to the default: ${error instanceof Error ? error.message : String(error)}`);
    cacheControl = 'no-store';
  }
  return new Response(robotsTxt(configured, env.PUBLIC_SITE_URL), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl },
  });
}

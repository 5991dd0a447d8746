import { gql, type TypedDocumentNode } from '@apollo/client';
import { languages } from '@vitrine/domain';
import type { RouterContextProvider } from 'react-router';
import { env } from '~/env.server';
import { ownerPortalPath } from '~/features/owner';
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
 * Pages no crawler may index, in every language, whatever the site settings say: the owner login
 * and what lies under it (forgotten and reset password, the sign-in link), and the owner portal.
 */
export const privatePaths: readonly string[] = languages.flatMap((language) => [
  `/${language}/login/`,
  ownerPortalPath(language),
]);

/**
 * The rules that keep `privatePaths` out of crawlers' reach: the `Disallow` lines the text lacks,
 * added to its `User-agent: *` group (after the group's last rule), else as a group of their own.
 */
function withPrivatePaths(lines: string[]): string[] {
  const disallowed = new Set(lines.map((line) => /^disallow:\s*(\S+)/i.exec(line.trim())?.[1]).filter(Boolean));
  const missing = privatePaths.filter((path) => !disallowed.has(path)).map((path) => `Disallow: ${path}`);
  if (missing.length === 0) return lines;
  const isAgent = (line: string | undefined) => /^user-agent:/i.test(line?.trim() ?? '');
  const everyone = lines.findIndex((line) => /^user-agent:\s*\*\s*$/i.test(line.trim()));
  if (everyone === -1) return [...lines, ...(lines.length > 0 ? [''] : []), 'User-agent: *', ...missing];
  // The group runs from its user-agent lines to the next user-agent line that follows a rule.
  let end = everyone + 1;
  while (end < lines.length && isAgent(lines[end])) end += 1;
  while (end < lines.length && !isAgent(lines[end])) end += 1;
  while (end > everyone + 1 && lines[end - 1]?.trim() === '') end -= 1;
  return [...lines.slice(0, end), ...missing, ...lines.slice(end)];
}

/**
 * `robots.txt` from the site settings' text, with the owner pages of every language kept out
 * (`privatePaths`, whatever the editors wrote) and the `Sitemap:` line pointing at this site's
 * sitemap (an editor's line naming another `…/sitemap.xml`, e.g. a copied host, is replaced;
 * other sitemaps they list are kept).
 *
 * @example
 * robotsTxt('User-agent: *\nDisallow: /nl/login/', 'https://www.vitrine.be');
 * // 'User-agent: *\nDisallow: /nl/login/\nDisallow: /nl/eigenaar/\nDisallow: /en/login/\n…'
 * // '…\n\nSitemap: https://www.vitrine.be/sitemap.xml\n'
 */
export function robotsTxt(configured: string | null | undefined, siteUrl: string): string {
  const lines = (configured?.trim() || defaultRobots)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => !/^sitemap:\s*\S*\/sitemap\.xml$/i.test(line.trim()));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return `${withPrivatePaths(lines).join('\n')}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
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

import { loadSitemapIndex } from '~/features/seo/sitemap.server';
import { sitemapUnavailable } from '~/features/seo/sitemap-unavailable.server';
import type { Route } from './+types/sitemap';

/**
 * `/sitemap.xml`: the sitemap index, naming the files that list every page in every language
 * (decision 048). While Strapi is down or hung it is a 503 with Retry-After, never stored (issue 18:
 * it was React Router's 500), as pages are.
 */
export const loader = async ({ context }: Route.LoaderArgs) => {
  try {
    return await loadSitemapIndex({ context });
  } catch (error) {
    return sitemapUnavailable(error);
  }
};

import { loadSitemapFile } from '~/features/seo/sitemap.server';
import { sitemapUnavailable } from '~/features/seo/sitemap-unavailable.server';
import type { Route } from './+types/sitemap-file';

/** `/sitemaps/<name>`: one file of the sitemap index (the pages, or a run of listings). */
export const loader = async ({ context, params }: Route.LoaderArgs) => {
  try {
    return await loadSitemapFile({ context, name: params.name });
  } catch (error) {
    return sitemapUnavailable(error);
  }
};

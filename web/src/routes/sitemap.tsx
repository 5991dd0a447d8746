import { loadSitemap } from '~/features/seo/sitemap.server';
import { isStrapiUnavailable, retryAfterSeconds } from '~/graphql/strapi-fetch.server';
import type { Route } from './+types/sitemap';

/**
 * `/sitemap.xml`: every page in every language, with hreflang alternates. While Strapi is down or
 * hung it is a 503 with Retry-After, never stored (issue 18: it was React Router's 500), as pages are.
 */
export const loader = async ({ context }: Route.LoaderArgs) => {
  try {
    return await loadSitemap({ context });
  } catch (error) {
    if (!isStrapiUnavailable(error)) throw error;
    return new Response('Service Unavailable: the sitemap is back shortly.\n', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(retryAfterSeconds),
      },
    });
  }
};

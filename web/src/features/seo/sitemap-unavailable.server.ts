import { isStrapiUnavailable, retryAfterSeconds } from '~/graphql/strapi-fetch.server';

/** The sitemap's answer while Strapi is down or hung: a 503 with Retry-After, never stored. */
export function sitemapUnavailable(error: unknown): Response {
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

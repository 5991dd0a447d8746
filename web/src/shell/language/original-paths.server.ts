import { resolveRoute, type Language, type RouteType } from '@vitrine/domain';
import { requestLanguage } from './language.server';

/** Route types that have a page on this site (a path of another type keeps answering the 404 page). */
export const pageRouteTypes: ReadonlySet<RouteType> = new Set<RouteType>([
  'home',
  'contact',
  'page',
  'team',
  'services',
  'article',
  'group',
  'listing',
  'section',
  'testimonials',
  'calculator',
  'valuation',
  'thank-you',
  'login',
]);

/**
 * Where a path that no route answers should be sent (permanently): the spec's original paths
 * (`/contact/`, `/Privacy/`, `/services/hotellerie/`, `/for-sale/gent/huis-VT1001/`, the generic
 * `…/te-koop/`), any case, go to their localized path in the language of the request (`lng`, the
 * remembered language, the site default). The query is kept, `lng` aside: the path now says it.
 * `null` when the path is unknown, has no page yet, or already is the localized path.
 *
 * @example
 * originalPathRedirect(new Request('https://site.be/contact/?lng=fr'), 'nl'); // '/fr/contact/'
 * originalPathRedirect(new Request('https://site.be/Team/'), 'nl'); // '/nl/team/'
 * originalPathRedirect(new Request('https://site.be/login/'), 'nl'); // '/nl/login/'
 */
export function originalPathRedirect(request: Request, siteDefault: Language): string | null {
  const url = new URL(request.url);
  const resolved = resolveRoute(url.pathname);
  if (!resolved || !pageRouteTypes.has(resolved.route.type)) return null;
  const language = requestLanguage(request, siteDefault);
  const target = `${resolved.route.paths[language]}${resolved.tail}`;
  const current = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  if (current.toLowerCase() === target.toLowerCase()) return null;
  const query = new URLSearchParams(url.search);
  query.delete('lng');
  const search = query.toString();
  return search ? `${target}?${search}` : target;
}

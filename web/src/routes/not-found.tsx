import { lazy, Suspense } from 'react';
import { sitePath } from '@vitrine/domain';
import { data, redirect } from 'react-router';
import { graphqlClient } from '~/graphql/apollo.server';
import { NotFoundPage as NotFoundInPlace } from '~/features/errors';
import { crmListingTarget } from '~/features/property/crm-listing.server';
import { originalPathRedirect } from '~/shell/language/original-paths.server';
import { useSite } from '~/shell/site';
import { siteDefaultLanguage } from '~/shell/site/default-language.server';
import type { Route } from './+types/not-found';

/**
 * Any path no route claims. An original path of the spec (`/contact/`, `/Privacy/`…) is sent to its
 * localized page (301, but not cached: the target depends on `lng` and the remembered language);
 * a listing's stable address by CRM id (`/nl/crm/omnicasa/7045/`) to the listing once it is
 * published (302: until then it is a 404, decision 038); anything else is the 404 page with
 * status 404, in the language the request suggests.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const listing = await crmListingTarget(graphqlClient(context), new URL(request.url).pathname);
  if (listing) return redirect(listing, { status: 302, headers: { 'Cache-Control': 'no-store' } });
  // A path of this site whatever the request was (sitePath, issue 13); without a language asked
  // for, the default one of the site settings.
  const original = originalPathRedirect(request, await siteDefaultLanguage(graphqlClient(context)));
  const target = original ? sitePath(original, '') : '';
  if (target)
    return redirect(target, { status: 301, headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } });
  return data(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Rendered in place by the server; the browser fetches the 404 content as the root's error
 * boundary does (one chunk, loaded only by a page that shows it).
 */
const NotFoundPage = import.meta.env.SSR
  ? NotFoundInPlace
  : lazy(async () => ({ default: (await import('~/features/errors')).NotFoundPage }));

export default function NotFound() {
  const { language } = useSite();
  return (
    <Suspense fallback={null}>
      <NotFoundPage language={language} />
    </Suspense>
  );
}

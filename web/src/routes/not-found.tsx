import { lazy, Suspense } from 'react';
import { data, redirect } from 'react-router';
import { env } from '~/env.server';
import { NotFoundPage as NotFoundInPlace } from '~/features/errors';
import { originalPathRedirect } from '~/shell/language/original-paths.server';
import { useSite } from '~/shell/site';
import type { Route } from './+types/not-found';

/**
 * Any path no route claims. An original path of the spec (`/contact/`, `/Privacy/`…) is sent to its
 * localized page (301, but not cached: the target depends on `lng` and the remembered language);
 * anything else is the 404 page with status 404, in the language the request suggests.
 */
export function loader({ request }: Route.LoaderArgs) {
  const target = originalPathRedirect(request, env.DEFAULT_LANGUAGE);
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

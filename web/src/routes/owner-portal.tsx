import { OwnerPortalPage } from '~/features/owner';
import ownerStyles from '~/features/owner/owner.css?url';
import { loadOwnerPortal, ownerPageHeaders, portalAction } from '~/features/owner/owner.server';
import type { Route } from './+types/owner-portal';

/** The owner portal (/{lang}/owner/, /nl/eigenaar/…): the signed-in owner's listings. */
export const loader = ({ request }: Route.LoaderArgs) => loadOwnerPortal(request);
export const action = ({ request }: Route.ActionArgs) => portalAction(request);
export const headers = ownerPageHeaders;
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ownerStyles }];

export default function OwnerPortal({ loaderData }: Route.ComponentProps) {
  return (
    <OwnerPortalPage
      language={loaderData.language}
      listings={loaderData.listings}
      failed={loaderData.failed}
      passwordSaved={loaderData.passwordSaved}
    />
  );
}

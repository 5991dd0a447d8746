import { OwnerLoginPage } from '~/features/owner';
import ownerStyles from '~/features/owner/owner.css?url';
import { loadLogin, loginAction, ownerPageHeaders } from '~/features/owner/owner.server';
import type { Route } from './+types/owner-login';

/** The spec's owner login (/{lang}/login/; the original /login/ redirects here). */
export const loader = ({ url }: Route.LoaderArgs) => loadLogin(url);
export const action = ({ request }: Route.ActionArgs) => loginAction(request);
export const headers = ownerPageHeaders;
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ownerStyles }];

export default function OwnerLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OwnerLoginPage
      next={loaderData.next}
      forgotPath={loaderData.forgotPath}
      linkPath={loaderData.linkPath}
      reason={loaderData.reason}
      result={actionData}
    />
  );
}

import { SignInLinkPage } from '~/features/owner';
import ownerStyles from '~/features/owner/owner.css?url';
import { loadSignInLink, ownerPageHeaders, signInLinkAction } from '~/features/owner/owner.server';
import type { Route } from './+types/owner-sign-in-link';

/** The sign-in link by mail: asking for one, and the page its link opens (a button that uses it). */
export const loader = ({ url }: Route.LoaderArgs) => loadSignInLink(url);
export const action = ({ request }: Route.ActionArgs) => signInLinkAction(request);
export const headers = ownerPageHeaders;
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ownerStyles }];

export default function OwnerSignInLink({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInLinkPage token={loaderData.token} loginPath={loaderData.loginPath} result={actionData} />;
}

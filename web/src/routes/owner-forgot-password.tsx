import { ForgotPasswordPage } from '~/features/owner';
import ownerStyles from '~/features/owner/owner.css?url';
import { forgotAction, loadForgot, ownerPageHeaders } from '~/features/owner/owner.server';
import type { Route } from './+types/owner-forgot-password';

/** The forgotten password: asks for the mail with a reset link. */
export const loader = ({ url }: Route.LoaderArgs) => loadForgot(url);
export const action = ({ request }: Route.ActionArgs) => forgotAction(request);
export const headers = ownerPageHeaders;
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ownerStyles }];

export default function OwnerForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ForgotPasswordPage loginPath={loaderData.loginPath} result={actionData} />;
}

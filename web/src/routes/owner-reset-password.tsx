import { ResetPasswordPage } from '~/features/owner';
import ownerStyles from '~/features/owner/owner.css?url';
import { loadReset, ownerPageHeaders, resetAction } from '~/features/owner/owner.server';
import type { Route } from './+types/owner-reset-password';

/** The link of the password mail: a new password, typed twice. */
export const loader = ({ url }: Route.LoaderArgs) => loadReset(url);
export const action = ({ request }: Route.ActionArgs) => resetAction(request);
export const headers = ownerPageHeaders;
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: ownerStyles }];

export default function OwnerResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <ResetPasswordPage code={loaderData.code} forgotPath={loaderData.forgotPath} result={actionData} />;
}

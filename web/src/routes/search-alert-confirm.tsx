import { SearchAlertConfirmPage } from '~/features/demand';
import { confirmAction, loadConfirmPage } from '~/features/demand/demand.server';
import type { Route } from './+types/search-alert-confirm';

/** The link of the search alert's confirmation mail (double opt-in): one button confirms. Never cached or indexed. */
export const loader = ({ request }: Route.LoaderArgs) => loadConfirmPage(new URL(request.url));
export const action = (args: Route.ActionArgs) => confirmAction(args);
export const headers = () => ({ 'Cache-Control': 'no-store' });

export default function SearchAlertConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <SearchAlertConfirmPage token={loaderData.token} outcome={actionData?.outcome ?? null} />;
}

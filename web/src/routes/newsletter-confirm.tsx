import { SubscriptionPage } from '~/features/newsletter';
import { changeSubscription, loadSubscriptionPage } from '~/features/newsletter/subscription.server';
import type { Route } from './+types/newsletter-confirm';

/** The link of the sign-up mail (double opt-in): one button confirms. Never cached or indexed. */
export const loader = ({ url }: Route.LoaderArgs) => loadSubscriptionPage(url);
export const action = (args: Route.ActionArgs) => changeSubscription('confirm', args);
export const headers = () => ({ 'Cache-Control': 'no-store' });

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriptionPage kind="confirm" token={loaderData.token} outcome={actionData?.outcome ?? null} />;
}

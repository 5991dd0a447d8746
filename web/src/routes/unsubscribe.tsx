import { SubscriptionPage } from '~/features/newsletter';
import { changeSubscription, loadSubscriptionPage } from '~/features/newsletter/subscription.server';
import type { Route } from './+types/unsubscribe';

/** The unsubscribe link of every newsletter and alert mail: one button stops them. Never cached or indexed. */
export const loader = ({ url }: Route.LoaderArgs) => loadSubscriptionPage(url);
export const action = (args: Route.ActionArgs) => changeSubscription('unsubscribe', args);
export const headers = () => ({ 'Cache-Control': 'no-store' });

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriptionPage kind="unsubscribe" token={loaderData.token} outcome={actionData?.outcome ?? null} />;
}

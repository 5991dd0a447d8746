import { ThankYouPage } from '~/features/thank-you';
import { loadThankYouPage } from '~/features/thank-you/thank-you.server';
import type { Route } from './+types/thank-you';

export const loader = ({ url, request }: Route.LoaderArgs) => loadThankYouPage(url, request);
export const headers = () => ({ 'Cache-Control': 'public, max-age=300' });

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  return <ThankYouPage data={loaderData} />;
}

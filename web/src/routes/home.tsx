import { HomePage } from '~/features/home';
import { loadHome } from '~/features/home/home.server';
import { publicPageHeaders } from '~/shell/site';
import type { Route } from './+types/home';

export const loader = ({ url, context }: Route.LoaderArgs) => loadHome({ url, context });
export const headers = publicPageHeaders;

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}

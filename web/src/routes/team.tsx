import { TeamPage } from '~/features/content';
import { loadTeam } from '~/features/content/content.server';
import { publicPageHeaders } from '~/shell/site';
import type { Route } from './+types/team';

export const loader = ({ url, context }: Route.LoaderArgs) => loadTeam({ url, context });
export const headers = publicPageHeaders;

export default function Team({ loaderData }: Route.ComponentProps) {
  return <TeamPage data={loaderData} />;
}

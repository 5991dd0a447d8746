import { ProjectPage } from '~/features/projects';
import { loadProjectPage } from '~/features/projects/projects.server';
import { publicPageHeaders } from '~/features/site';
import type { Route } from './+types/project';

export const loader = ({ url, context }: Route.LoaderArgs) => loadProjectPage({ url, context });
export const headers = publicPageHeaders;

export default function Project({ loaderData }: Route.ComponentProps) {
  return <ProjectPage data={loaderData} />;
}

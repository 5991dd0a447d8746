import { ProjectListPage } from '~/features/projects';
import { loadProjectList } from '~/features/projects/project-list.server';
import { publicPageHeaders } from '~/features/site';
import type { Route } from './+types/project-list';

export const loader = ({ url, context }: Route.LoaderArgs) => loadProjectList({ url, context });
export const headers = publicPageHeaders;

export default function ProjectList({ loaderData }: Route.ComponentProps) {
  return <ProjectListPage data={loaderData} />;
}

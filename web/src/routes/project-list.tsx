import { ProjectListPage } from '~/features/results';
import { loadProjectList } from '~/features/results/project-list.server';
import { publicPageHeaders } from '~/shell/site';
import type { Route } from './+types/project-list';

export const loader = ({ url, context }: Route.LoaderArgs) => loadProjectList({ url, context });
export const headers = publicPageHeaders;

export default function ProjectList({ loaderData }: Route.ComponentProps) {
  return <ProjectListPage data={loaderData} />;
}

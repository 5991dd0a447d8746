import { ProjectPage } from '~/features/projects';
import { loadProjectPage } from '~/features/projects/projects.server';
import { publicPageHeaders } from '~/shell/site';
import galleryStyles from '~/ui/photo-gallery.css?url';
import type { Route } from './+types/project';

export const loader = ({ url, context }: Route.LoaderArgs) => loadProjectPage({ url, context });
export const headers = publicPageHeaders;
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: galleryStyles }];

export default function Project({ loaderData }: Route.ComponentProps) {
  return <ProjectPage data={loaderData} />;
}

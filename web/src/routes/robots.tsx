import { loadRobots } from '~/features/seo/robots.server';
import type { Route } from './+types/robots';

/** `/robots.txt` from the site settings, with the sitemap's address. */
export const loader = ({ context }: Route.LoaderArgs) => loadRobots({ context });

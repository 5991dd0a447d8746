import { loadSitemap } from '~/features/seo/sitemap.server';
import type { Route } from './+types/sitemap';

/** `/sitemap.xml`: every page in every language, with hreflang alternates. */
export const loader = ({ context }: Route.LoaderArgs) => loadSitemap({ context });

import { startPreview } from '~/features/preview/preview.server';
import type { Route } from './+types/preview';

/** Strapi's preview link lands here (resource route): the secret is checked, then the agent sees the draft page. */
export const loader = ({ request, context }: Route.LoaderArgs) => startPreview({ request, context });

import { proofOfWorkChallenge } from '~/features/forms/index.server';
import type { Route } from './+types/proof-of-work';

/**
 * `/_pow/challenge?form=…`: a fresh proof-of-work challenge for a lead form, fetched by the page's
 * script apart from the page (so a cached page is the same for everyone); never cached.
 */
export const loader = ({ request }: Route.LoaderArgs) => proofOfWorkChallenge(request);

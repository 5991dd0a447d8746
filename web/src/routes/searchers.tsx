import { searchersResource } from '~/features/searchers/index.server';
import type { Route } from './+types/searchers';

/**
 * `/_searchers?homeType=…&zip=…&askingPriceMin=…&askingPriceMax=…&bedrooms=…`: how many confirmed
 * searches want the home the valuation form describes, for the page's script (issue 22, item 2).
 */
export const loader = ({ request }: Route.LoaderArgs) => searchersResource(request);

import { FavouritesPage } from '~/features/favourites';
import favouritesStyles from '~/features/favourites/favourites.css?url';
import { favouritesAction, loadFavouritesPage } from '~/features/favourites/index.server';
import type { Route } from './+types/favourites';

/** The visitor's favourites (personal: never cached), or a shared list (`?ids=`). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadFavouritesPage({ request, context });
/** The hearts and the page's buttons post here (without JavaScript too). */
export const action = ({ request }: Route.ActionArgs) => favouritesAction({ request });
export const headers = () => ({ 'Cache-Control': 'private, no-store' });
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: favouritesStyles }];

export default function Favourites({ loaderData }: Route.ComponentProps) {
  return <FavouritesPage data={loaderData} />;
}

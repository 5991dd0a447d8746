import { MapFramePage } from '~/features/map';
import mapStyles from '~/features/map/map.css?url';
import { loadMapFrame } from '~/features/map/map.server';
import { publicPageHeaders } from '~/shell/site';
import type { Route } from './+types/map-frame';

export const loader = ({ url }: Route.LoaderArgs) => loadMapFrame({ url });
export const headers = publicPageHeaders;
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: mapStyles }];
/** Rendered without the site's header and footer (see root.tsx): it lives inside another page. */
export const handle = { frame: true };

export default function MapFrame({ loaderData }: Route.ComponentProps) {
  return <MapFramePage tiles={loaderData.tiles} />;
}

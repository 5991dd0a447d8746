import { fillTimeStylesheet } from '~/features/forms/index.server';
import type { Route } from './+types/fill-time';

/**
 * `/_forms/started.css`: an empty style sheet every page with a form links, whose answer gives
 * the browser its signed fill time in a cookie (features/forms/fill-time-stylesheet.server.ts);
 * never cached, so the page itself is the same bytes for everyone.
 */
export const loader = ({ request }: Route.LoaderArgs) => fillTimeStylesheet(request);

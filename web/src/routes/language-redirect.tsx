import { redirect } from 'react-router';
import { env } from '~/env.server';
import { requestLanguage } from '~/shell/language/language.server';
import type { Route } from './+types/language-redirect';

/** `/` sends the visitor to the home page in their language (`lng`, remembered, site default). */
export function loader({ request }: Route.LoaderArgs) {
  const language = requestLanguage(request, env.DEFAULT_LANGUAGE);
  return redirect(`/${language}/`, {
    status: 302,
    headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' },
  });
}

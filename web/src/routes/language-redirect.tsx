import { redirect } from 'react-router';
import { graphqlClient } from '~/graphql/apollo.server';
import { requestLanguage } from '~/shell/language/language.server';
import { siteDefaultLanguage } from '~/shell/site/default-language.server';
import type { Route } from './+types/language-redirect';

/** `/` sends the visitor to the home page in their language (`lng`, remembered, the site settings' default). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, await siteDefaultLanguage(graphqlClient(context)));
  return redirect(`/${language}/`, {
    status: 302,
    headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' },
  });
}

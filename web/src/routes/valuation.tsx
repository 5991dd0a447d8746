import { languages, resolveRoute, type Language } from '@vitrine/domain';
import { data } from 'react-router';
import { withFormHeaders, withLeadForms } from '~/features/forms/index.server';
import formStyles from '~/features/forms/forms.css?url';
import { FillTimeStylesheet } from '~/features/forms';
import { ValuationPage } from '~/features/leads';
import { valuationAction } from '~/features/leads/index.server';
import { formsMessageTables } from '~/features/forms/index.server';
import { routeTablePageLinks, type Alternates } from '~/shell/language';
import { publicPageHeaders, useSite } from '~/shell/site';
import type { Route } from './+types/valuation';

/** The free valuation page (spec /contact-demand/) on its path in each language. */
export function loader({ url }: Route.LoaderArgs) {
  const resolved = resolveRoute(url.pathname);
  const language = url.pathname.split('/')[1] as Language;
  if (!resolved || resolved.route.id !== 'valuation' || !languages.includes(language))
    throw data(null, { status: 404 });
  const pageLinks = routeTablePageLinks(resolved.route.paths as Alternates, language);
  return withLeadForms({ language, pageLinks, messages: {} }, language, ['valuationRequest'], formsMessageTables);
}
export const action = (args: Route.ActionArgs) => valuationAction(args);
export const headers = withFormHeaders(publicPageHeaders);
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: formStyles }];

export default function Valuation({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  const state = actionData?.leadForm ?? loaderData.leadForms.valuationRequest!;
  return (
    <>
      <FillTimeStylesheet />
      <ValuationPage state={state} language={loaderData.language} agencyPhone={settings?.agency?.phone ?? null} />
    </>
  );
}

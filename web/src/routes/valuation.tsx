import { withFormHeaders } from '~/features/forms/index.server';
import { FillTimeStylesheet } from '~/features/forms';
import { ValuationPage } from '~/features/leads';
import type { SearchersAnswer } from '~/features/searchers';
import { loadValuationPage, valuationAction } from '~/features/leads/index.server';
import { publicPageHeaders, useSite } from '~/shell/site';
import type { Route } from './+types/valuation';

/** The free valuation page (spec /contact-demand/) on its path in each language. */
export const loader = ({ url, context }: Route.LoaderArgs) => loadValuationPage({ url, context });
export const action = (args: Route.ActionArgs) => valuationAction(args);
export const headers = withFormHeaders(publicPageHeaders);

export default function Valuation({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  const state = actionData?.leadForm ?? loaderData.leadForms.valuationRequest!;
  // The no-JavaScript count step's answer (valuationAction); a sent request's errors carry none.
  const searchers = (actionData as { searchers?: SearchersAnswer } | undefined)?.searchers ?? null;
  return (
    <>
      <FillTimeStylesheet />
      <ValuationPage
        state={state}
        language={loaderData.language}
        agencyPhone={settings?.agency?.phone ?? null}
        homeTypes={loaderData.homeTypes}
        searchers={searchers}
      />
    </>
  );
}

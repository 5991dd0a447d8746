import { FillTimeStylesheet } from '~/features/forms';
import { withFormHeaders } from '~/features/forms/index.server';
import { SearchAlertPage } from '~/features/demand';
import { loadSearchAlertPage, searchAlertAction } from '~/features/demand/demand.server';
import { useSite } from '~/shell/site';
import type { Route } from './+types/search-alert';

/** The demand register (search alert) form; "save this search" on the lists links here prefilled. */
export const loader = (args: Route.LoaderArgs) => loadSearchAlertPage(args);
export const action = (args: Route.ActionArgs) => searchAlertAction(args);
export const headers = withFormHeaders(() => ({ 'Cache-Control': 'no-store' }));

export default function SearchAlert({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  const state = actionData?.leadForm ?? loaderData.leadForms.demandRegister;
  return (
    <>
      <FillTimeStylesheet />
      <SearchAlertPage
        state={state}
        language={loaderData.language}
        propertyTypes={loaderData.propertyTypes}
        regions={loaderData.regions}
        area={loaderData.area}
        agencyPhone={settings?.agency?.phone ?? null}
      />
    </>
  );
}

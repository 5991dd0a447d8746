import { ConsentSettingsPage, useConsent } from '~/features/consent';
import { safeReturnPath, saveConsent } from '~/features/consent/consent.server';
import { useSite } from '~/shell/site';
import type { Route } from './+types/consent';

/** The cookie preferences page (the footer link without JavaScript); never cached or indexed. */
export function loader({ request }: Route.LoaderArgs) {
  const back = new URL(request.url).searchParams.get('back');
  return { returnTo: safeReturnPath(back, '') };
}

export const headers = () => ({ 'Cache-Control': 'no-store' });

/** Every consent form posts here: stores the choice in the consent cookie. */
export const action = ({ request }: Route.ActionArgs) => saveConsent(request);

export default function Consent({ loaderData }: Route.ComponentProps) {
  const { language, settings } = useSite();
  const consent = useConsent();
  return (
    <ConsentSettingsPage
      consent={consent}
      language={language}
      returnTo={loaderData.returnTo || `/${language}/`}
      message={settings?.consentMessage ?? null}
    />
  );
}

import { useLocation, useRouteLoaderData } from 'react-router';
import { undecidedConsent, type ConsentState } from './consent';

/** The visitor's consent as the root loader read it from the consent cookie. */
export function useConsent(): ConsentState {
  const data = useRouteLoaderData('root') as { consent?: ConsentState } | undefined;
  return data?.consent ?? undecidedConsent;
}

/** The page's path and query, the place a plain form post returns to. */
export function useReturnPath(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** The fetcher key shared by every consent form, so the manager sees each save. */
export const consentFetcherKey = 'consent';

let openSettings: (() => void) | null = null;

/** The consent manager registers how to open the preferences dialog (null when it unmounts). */
export function registerConsentSettings(open: (() => void) | null): void {
  openSettings = open;
}

/** Opens the preferences dialog; false when there is none (then the link's page is used). */
export function openConsentSettings(): boolean {
  if (!openSettings) return false;
  openSettings();
  return true;
}

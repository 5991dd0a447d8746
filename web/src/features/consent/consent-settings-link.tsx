import type { Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { useReturnPath } from './use-consent';
import { consentMessages } from './messages';
import { openConsentSettings } from './use-consent';

/** Where the preferences live without JavaScript: a page that returns to `returnTo` after saving. */
export function consentSettingsPath(language: Language, returnTo: string): string {
  return `/consent/?${new URLSearchParams({ lng: language, back: returnTo })}`;
}

/**
 * The footer's "Cookie settings": opens the preferences dialog, or — without JavaScript — the
 * preferences page, so a choice can be changed at any time.
 */
export function ConsentSettingsLink({ language }: { language: Language }) {
  const intl = useIntl();
  const returnTo = useReturnPath();
  return (
    <a
      href={consentSettingsPath(language, returnTo)}
      rel="nofollow"
      onClick={(event) => {
        if (openConsentSettings()) event.preventDefault();
      }}
    >
      {intl.formatMessage(consentMessages.settingsLink)}
    </a>
  );
}

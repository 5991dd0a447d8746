import { cookieMaxAgeDays, localizePath, type Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHead } from '~/shell/site';
import type { ConsentState } from './consent';
import { ConsentForm } from './consent-form';
import { consentMessages } from './messages';

/** The preferences as a page of their own: what the footer link opens without JavaScript. */
export function ConsentSettingsPage({
  consent,
  language,
  returnTo,
  message,
}: {
  consent: ConsentState;
  language: Language;
  returnTo: string;
  message: string | null;
}) {
  const intl = useIntl();
  const title = intl.formatMessage(consentMessages.settingsTitle);
  const text = message?.trim() || intl.formatMessage(consentMessages.text);
  return (
    <div className="container narrow consent-page">
      <PageHead title={title} description={text} />
      <h1>{title}</h1>
      <p>
        {text}{' '}
        <Link to={localizePath('/Cookie-policy/', language)}>{intl.formatMessage(consentMessages.policyLink)}</Link>
      </p>
      {consent.decided ? (
        <p>{intl.formatMessage(consentMessages.currentChoice, { days: cookieMaxAgeDays.consent })}</p>
      ) : null}
      <ConsentForm consent={consent} language={language} returnTo={returnTo} idPrefix="consent-page" expanded />
    </div>
  );
}

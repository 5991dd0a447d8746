import type { Language } from '@vitrine/domain';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useFetcher, useLocation, useMatches } from 'react-router';
import type { ConsentState } from './consent';
import { ConsentForm as ConsentFormInPlace } from './consent-form';
import { consentMessages } from './messages';
import { consentFetcherKey, registerConsentSettings, useReturnPath } from './use-consent';

/**
 * The banner's and the dialog's form: rendered in place by the server, its code fetched by the
 * browser only when a page shows it (a visitor who has chosen never needs it until the dialog
 * opens). Until it is there, the server's HTML stays: a plain POST form that works without
 * JavaScript. Decision 011.
 */
const ConsentForm = import.meta.env.SSR
  ? ConsentFormInPlace
  : lazy(async () => ({ default: (await import('./consent-form')).ConsentForm }));

interface ConsentManagerProps {
  readonly consent: ConsentState;
  readonly language: Language;
  /** The agency's own consent text from the site settings, if written. */
  readonly message: string | null;
  /** The cookie policy's path in this language (the root data's `site.paths`). */
  readonly policyPath: string;
}

/**
 * The cookie banner (until the visitor chooses), the preferences dialog the footer opens, and a
 * status line that tells screen readers a choice was saved. The banner sits in the page flow right
 * after the skip link: it covers nothing, and keyboard users meet it first.
 */
export function ConsentManager({ consent, language, message, policyPath }: ConsentManagerProps) {
  const intl = useIntl();
  const returnTo = useReturnPath();
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher({ key: consentFetcherKey });
  const [announcement, setAnnouncement] = useState('');
  const previousState = useRef(fetcher.state);
  // The settings page shows the form itself; a second copy in a banner would only confuse.
  const onSettingsPage = useMatches().some((match) => match.id === 'consent');

  // The dialog's form is rendered only while it is open: the page's HTML stays lean.
  const [dialogOpen, setDialogOpen] = useState(false);
  const open = useCallback(() => setDialogOpen(true), []);
  useEffect(() => {
    registerConsentSettings(open);
    return () => registerConsentSettings(null);
  }, [open]);
  useEffect(() => {
    if (dialogOpen && !dialog.current?.open) dialog.current?.showModal();
  }, [dialogOpen]);
  const { pathname } = useLocation();
  useEffect(() => dialog.current?.close(), [pathname]);

  // Where the choice being saved was made: the dialog closes only after its own submission.
  const submittedFromDialog = useRef(false);
  useEffect(() => {
    if (previousState.current === 'idle' && fetcher.state === 'submitting') {
      submittedFromDialog.current = dialog.current?.open ?? false;
    }
    const finished = previousState.current !== 'idle' && fetcher.state === 'idle' && Boolean(fetcher.data);
    previousState.current = fetcher.state;
    if (!finished) return;
    setAnnouncement(intl.formatMessage(consentMessages.saved));
    if (submittedFromDialog.current) {
      dialog.current?.close();
    } else if (document.activeElement === document.body || !document.activeElement) {
      // The banner (and the button pressed in it) is gone: continue at the page's content.
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [fetcher.state, fetcher.data, intl]);

  // A choice hides the banner in the visitor's own tap, before its answer comes back. Half a second
  // later on a slow phone, the page jumping up is a layout shift they did not ask for (web-vitals
  // measured CLS 0.46 on every page). The router's own state would be too late as well: its
  // update is a transition, which waits for the page's lazily loaded parts (a project's gallery,
  // seconds on slow 4G). This state is the banner's alone, so it is drawn at once. Should the
  // save fail, the root's data still says "not decided" and the banner is back.
  const [chosen, setChosen] = useState(false);
  const [fetcherState, setFetcherState] = useState(fetcher.state);
  if (fetcher.state !== fetcherState) {
    setFetcherState(fetcher.state);
    if (fetcher.state === 'idle' && !consent.decided) setChosen(false);
  }
  const showBanner = !consent.decided && !consent.implied && !onSettingsPage && !chosen;
  return (
    <>
      {showBanner ? (
        <section
          id="consent"
          className="consent-banner"
          aria-labelledby="consent-title"
          onSubmit={(event) => {
            // Only a choice the fetcher sends (it prevented the browser's own post): until its form
            // is hydrated, the banner must stay, or the browser drops the post of a removed form.
            if (event.defaultPrevented) setChosen(true);
          }}
        >
          <div className="container consent-banner__inner">
            <h2 id="consent-title" className="consent-banner__title">
              {intl.formatMessage(consentMessages.title)}
            </h2>
            <p className="consent-banner__text">
              {message?.trim() || intl.formatMessage(consentMessages.text)}{' '}
              <Link to={policyPath}>{intl.formatMessage(consentMessages.policyLink)}</Link>
            </p>
            <Suspense fallback={null}>
              <ConsentForm
                consent={consent}
                language={language}
                returnTo={returnTo}
                idPrefix="consent-banner"
                expanded={false}
              />
            </Suspense>
          </div>
        </section>
      ) : null}
      <dialog
        ref={dialog}
        className="consent-dialog"
        aria-labelledby="consent-dialog-title"
        onClose={() => setDialogOpen(false)}
      >
        {dialogOpen ? (
          <>
            <div className="consent-dialog__head">
              <h2 id="consent-dialog-title">{intl.formatMessage(consentMessages.settingsTitle)}</h2>
              <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
                {intl.formatMessage(consentMessages.close)}
              </button>
            </div>
            <p>
              {message?.trim() || intl.formatMessage(consentMessages.text)}{' '}
              <Link to={policyPath}>{intl.formatMessage(consentMessages.policyLink)}</Link>
            </p>
            <Suspense fallback={null}>
              <ConsentForm
                key={consent.granted.join('.')}
                consent={consent}
                language={language}
                returnTo={returnTo}
                idPrefix="consent-dialog"
                expanded
              />
            </Suspense>
          </>
        ) : null}
      </dialog>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}

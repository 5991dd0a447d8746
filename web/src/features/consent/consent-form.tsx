import { consentCategories, requiredConsentCategories, type Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { useFetcher } from 'react-router';
import type { ConsentState } from './consent';
import { categoryMessages } from './category-messages';
import { consentMessages } from './messages';
import { consentFetcherKey } from './use-consent';

interface ConsentFormProps {
  readonly consent: ConsentState;
  readonly language: Language;
  /** Where the visitor goes back to after a plain (no JavaScript) post. */
  readonly returnTo: string;
  /** Unique prefix of the ids inside (the banner and the dialog may both be in the page). */
  readonly idPrefix: string;
  /** Categories shown open (dialog, settings page) rather than behind a disclosure (banner). */
  readonly expanded: boolean;
}

/**
 * The consent choice: accept all, only necessary (as easy as accepting: same look, one click) or
 * save the ticked categories. A plain POST form to `/consent/`, so it works without JavaScript;
 * hydrated, a fetcher submits it and the page stays where it is.
 */
export function ConsentForm({ consent, language, returnTo, idPrefix, expanded }: ConsentFormProps) {
  const intl = useIntl();
  const fetcher = useFetcher({ key: consentFetcherKey });

  const categories = (
    <fieldset className="consent__categories">
      <legend>{intl.formatMessage(consentMessages.categoriesLegend)}</legend>
      {consentCategories.map((category) => {
        const required = requiredConsentCategories.includes(category);
        const id = `${idPrefix}-${category}`;
        return (
          <div key={category} className="consent__category">
            <input
              type="checkbox"
              id={id}
              name="category"
              value={category}
              defaultChecked={required || (consent.decided && consent.granted.includes(category))}
              disabled={required}
              aria-describedby={`${id}-description`}
            />
            <label htmlFor={id}>
              {intl.formatMessage(categoryMessages[category].label)}
              {required ? (
                <span className="consent__always"> ({intl.formatMessage(consentMessages.alwaysOn)})</span>
              ) : null}
            </label>
            <p id={`${id}-description`} className="consent__description">
              {intl.formatMessage(categoryMessages[category].description)}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
  return (
    <form
      method="post"
      action="/consent/"
      className="consent__form"
      onSubmit={(event) => {
        // With JavaScript the choice is saved in the background and the page stays as it is.
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter instanceof HTMLButtonElement && submitter.name) form.set(submitter.name, submitter.value);
        form.set('via', 'script');
        void fetcher.submit(form, { method: 'post', action: '/consent/' });
      }}
    >
      <input type="hidden" name="redirectTo" value={returnTo} />
      <input type="hidden" name="language" value={language} />
      {expanded ? (
        categories
      ) : (
        <details className="consent__details">
          <summary>{intl.formatMessage(consentMessages.chooseCategories)}</summary>
          {categories}
        </details>
      )}
      <div className="consent__actions">
        <button type="submit" name="choice" value="all" className="button button--primary">
          {intl.formatMessage(consentMessages.acceptAll)}
        </button>
        <button type="submit" name="choice" value="necessary" className="button button--primary">
          {intl.formatMessage(consentMessages.onlyNecessary)}
        </button>
        <button type="submit" name="choice" value="save" className="button button--secondary">
          {intl.formatMessage(consentMessages.saveChoices)}
        </button>
      </div>
    </form>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import type { ResultView } from './listing-search';
import { searchMessages } from './search-messages';

interface ResultsSearchFormProps {
  /** The list the form searches (GET). */
  readonly action: string;
  /** The form's accessible name. */
  readonly label: string;
  /** The view of the results, kept by a new search. */
  readonly view: ResultView;
  /** The criteria. */
  readonly children: ReactNode;
}

/**
 * The search form of a results page (properties or projects): a plain GET form, so it works
 * without JavaScript; with JavaScript the router submits it without a full page load.
 */
export function ResultsSearchForm({ action, label, view, children }: ResultsSearchFormProps) {
  const intl = useIntl();
  return (
    <Form method="get" action={action} className="search-form search-form--full" aria-label={label}>
      {children}
      {/* A new search keeps the map open when it was. */}
      {view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
      <button type="submit" className="button button--primary search-form__submit">
        {intl.formatMessage(searchMessages.submit)}
      </button>
    </Form>
  );
}

import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { resultsMessages, resultViewMessages, type ResultView } from '~/features/listings';

interface SearchLayoutProps {
  readonly title: string;
  /** An introduction under the title. */
  readonly lead?: string;
  /** The number of results in words ("12 properties", "3 projects"). */
  readonly count: string;
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  /** Under the summary: the list/map switch. */
  readonly views?: ReactNode;
  /** The search form, in a panel that is a disclosure on phones and tablets. */
  readonly filters: ReactNode;
  /** Whether the panel starts open on phones (when a filter is set). */
  readonly filtersOpen: boolean;
  /** The results: map, cards and pages, or {@link NoResults}. */
  readonly children: ReactNode;
}

/**
 * A search page (for sale, for rent, projects): the title with the total and "page X of Y" (spec),
 * the filters beside the results on desktop and above them on smaller screens.
 */
export function SearchLayout({
  title,
  lead,
  count,
  page,
  pageCount,
  total,
  views,
  filters,
  filtersOpen,
  children,
}: SearchLayoutProps) {
  return (
    <div className="container listing-list">
      <header className="page-header">
        <h1>{title}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
        <p className="listing-list__summary" role="status">
          {count}
          {total > 0 ? (
            <>
              {' · '}
              <FormattedMessage {...resultsMessages.pageOf} values={{ page, pageCount }} />
            </>
          ) : null}
        </p>
        {views}
      </header>
      <div className="listing-list__layout">
        {/* Collapsed on phones and tablets (open when a filter is set); always shown on desktop. */}
        <details className="listing-list__filters" open={filtersOpen}>
          <summary className="listing-list__filters-toggle">
            <FormattedMessage {...resultsMessages.searchHeading} />
          </summary>
          <h2 className="listing-list__filters-heading">
            <FormattedMessage {...resultsMessages.searchHeading} />
          </h2>
          {filters}
        </details>
        <section className="listing-list__results" aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            {count}
          </h2>
          {children}
        </section>
      </div>
    </div>
  );
}

/** List or map: links that keep the search (they work without JavaScript). */
export function ResultViews({ current, href }: { current: ResultView; href: (view: ResultView) => string }) {
  const intl = useIntl();
  const views: { view: ResultView; label: string }[] = [
    { view: 'list', label: intl.formatMessage(resultViewMessages.list) },
    { view: 'map', label: intl.formatMessage(resultViewMessages.map) },
  ];
  return (
    <nav className="result-views" aria-label={intl.formatMessage(resultViewMessages.viewsLabel)}>
      <ul>
        {views.map(({ view, label }) => (
          <li key={view}>
            <Link
              to={href(view)}
              className={`result-views__link result-views__link--${view}`}
              aria-current={current === view ? 'page' : undefined}
              preventScrollReset
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The spec's "No results were found for your search", a hint, and a way back to everything. */
export function NoResults({ clearPath }: { clearPath: string }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">
        <FormattedMessage {...resultsMessages.noResults} />
      </p>
      <p>
        <FormattedMessage {...resultsMessages.noResultsHint} />
      </p>
      <Link to={clearPath} className="button button--secondary">
        <FormattedMessage {...resultsMessages.clearFilters} />
      </Link>
    </div>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { mapMessages, ResultsMap } from '~/features/map';
import { PageHead } from '~/features/site';
import { ListingGrid } from './listing-card';
import type { ListingListData } from './listing-list.server';
import { listingMessages } from './messages';
import { listingSearchQuery, type ListingSearch, type ResultView } from './listing-search';
import { Pagination } from './pagination';
import { SearchForm } from './search-form';

/** List or map: links that keep the search (they work without JavaScript). */
function ResultViews({ listPath, search }: { listPath: string; search: ListingSearch }) {
  const intl = useIntl();
  const views: { view: ResultView; label: string }[] = [
    { view: 'list', label: intl.formatMessage(mapMessages.list) },
    { view: 'map', label: intl.formatMessage(mapMessages.map) },
  ];
  return (
    <nav className="result-views" aria-label={intl.formatMessage(mapMessages.viewsLabel)}>
      <ul>
        {views.map(({ view, label }) => (
          <li key={view}>
            <Link
              to={`${listPath}${listingSearchQuery({ ...search, view })}`}
              className={`result-views__link result-views__link--${view}`}
              aria-current={search.view === view ? 'page' : undefined}
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

/** The for-sale or for-rent list: filters, "page X of Y" with the total, results, paging. */
export function ListingListPage({ data }: { data: ListingListData }) {
  const intl = useIntl();
  const { goal, listPath, search, results, typeOptions, map } = data;
  const filtered = data.pageLinks.noindex === true;
  const title = intl.formatMessage(goal === 0 ? listingMessages.saleTitle : listingMessages.rentTitle);
  const description = intl.formatMessage(
    goal === 0 ? listingMessages.saleDescription : listingMessages.rentDescription,
  );
  return (
    <div className="container listing-list">
      <PageHead
        title={results.page > 1 ? `${title} — ${intl.formatMessage(listingMessages.pageOf, results)}` : title}
        description={description}
      />
      <header className="page-header">
        <h1>{title}</h1>
        <p className="listing-list__summary" role="status">
          <FormattedMessage {...listingMessages.resultCount} values={{ total: results.total }} />
          {results.total > 0 ? (
            <>
              {' · '}
              <FormattedMessage
                {...listingMessages.pageOf}
                values={{ page: results.page, pageCount: results.pageCount }}
              />
            </>
          ) : null}
        </p>
        <ResultViews listPath={listPath} search={search} />
      </header>
      <div className="listing-list__layout">
        {/* Collapsed on phones and tablets (open when a filter is set); always shown on desktop. */}
        <details className="listing-list__filters" open={filtered}>
          <summary className="listing-list__filters-toggle">
            <FormattedMessage {...listingMessages.searchHeading} />
          </summary>
          <h2 className="listing-list__filters-heading">
            <FormattedMessage {...listingMessages.searchHeading} />
          </h2>
          <SearchForm action={listPath} search={search} typeOptions={typeOptions} />
        </details>
        <section className="listing-list__results" aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            <FormattedMessage {...listingMessages.resultCount} values={{ total: results.total }} />
          </h2>
          {map && results.listings.length > 0 ? (
            <ResultsMap language={data.language} properties={map.properties} framePath={map.framePath} />
          ) : null}
          {results.listings.length > 0 ? (
            <>
              <ListingGrid listings={results.listings} headingLevel={3} prioritiseFirst={!map} />
              <Pagination path={listPath} search={search} pageCount={results.pageCount} />
            </>
          ) : (
            <div className="empty-state">
              <p className="empty-state__title">
                <FormattedMessage {...listingMessages.noResults} />
              </p>
              <p>
                <FormattedMessage {...listingMessages.noResultsHint} />
              </p>
              <Link to={listPath} className="button button--secondary">
                <FormattedMessage {...listingMessages.clearFilters} />
              </Link>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

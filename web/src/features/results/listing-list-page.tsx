import { useIntl } from 'react-intl';
import {
  ListingGrid,
  listingMessages,
  ListingSearchForm,
  listingSearchQuery,
  NoResults,
  Pagination,
  resultsMessages,
  ResultViews,
  SearchLayout,
} from '~/features/listings';
import { ResultsMap } from '~/features/map';
import { PageHead } from '~/shell/site';
import type { ListingListData } from './listing-list.server';

/** The for-sale or for-rent list: filters, "page X of Y" with the total, results, paging. */
export function ListingListPage({ data }: { data: ListingListData }) {
  const intl = useIntl();
  const { goal, listPath, search, results, typeOptions, problems, map } = data;
  const title = intl.formatMessage(goal === 0 ? listingMessages.saleTitle : listingMessages.rentTitle);
  const description = intl.formatMessage(
    goal === 0 ? listingMessages.saleDescription : listingMessages.rentDescription,
  );
  return (
    <>
      <PageHead
        title={results.page > 1 ? `${title} — ${intl.formatMessage(resultsMessages.pageOf, results)}` : title}
        description={description}
      />
      <SearchLayout
        title={title}
        count={intl.formatMessage(listingMessages.resultCount, { total: results.total })}
        page={results.page}
        pageCount={results.pageCount}
        total={results.total}
        views={
          <ResultViews current={search.view} href={(view) => `${listPath}${listingSearchQuery({ ...search, view })}`} />
        }
        filters={<ListingSearchForm action={listPath} search={search} typeOptions={typeOptions} problems={problems} />}
        filtersOpen={data.pageLinks.noindex === true || problems.length > 0}
      >
        {map && results.listings.length > 0 ? (
          <ResultsMap
            language={data.language}
            properties={map.properties}
            framePath={map.framePath}
            customMarker={map.customMarker}
            marqueeIgnoreList={map.marqueeIgnoreList}
          />
        ) : null}
        {results.listings.length > 0 ? (
          <>
            <ListingGrid listings={results.listings} headingLevel={3} prioritiseFirst={!map} />
            <Pagination
              page={search.page}
              pageCount={results.pageCount}
              href={(page) => `${listPath}${listingSearchQuery({ ...search, page })}`}
            />
          </>
        ) : (
          <NoResults clearPath={listPath} />
        )}
      </SearchLayout>
    </>
  );
}

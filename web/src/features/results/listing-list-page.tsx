import { useIntl } from 'react-intl';
import { SaveSearchLink } from '~/features/demand';
import { ListingGrid, listingMessages, ListingSearchForm, listingSearchQuery } from '~/features/listings';
import type { ListingListData } from './listing-list.server';
import { ResultsPage } from './results-page';

/** The for-sale or for-rent list: filters, "page X of Y" with the total, results, paging. */
export function ListingListPage({ data }: { data: ListingListData }) {
  const intl = useIntl();
  const { goal, listPath, search, results, typeOptions, problems, areaProblem, mapArea } = data;
  return (
    <ResultsPage
      data={data}
      searchQuery={listingSearchQuery}
      title={intl.formatMessage(goal === 0 ? listingMessages.saleTitle : listingMessages.rentTitle)}
      description={intl.formatMessage(goal === 0 ? listingMessages.saleDescription : listingMessages.rentDescription)}
      count={intl.formatMessage(listingMessages.resultCount, { total: results.total })}
      area={{
        current: mapArea,
        // A drawn area replaces the distance around the place; the search starts again on page 1.
        href: (area) => `${listPath}${listingSearchQuery({ ...search, area: area ?? '', km: null, page: 1 })}`,
      }}
      filters={
        <>
          <ListingSearchForm
            action={listPath}
            search={search}
            typeOptions={typeOptions}
            problems={problems}
            areaProblem={areaProblem}
          />
          <SaveSearchLink to={data.saveSearchPath} />
        </>
      }
      cards={
        results.listings.length > 0
          ? (prioritiseFirst) => (
              <ListingGrid listings={results.listings} headingLevel={3} prioritiseFirst={prioritiseFirst} />
            )
          : null
      }
    />
  );
}

import { useIntl } from 'react-intl';
import { SaveSearchLink } from '~/features/demand';
import { ListingGrid, listingMessages, ListingSearchForm, listingSearchQuery } from '~/features/listings';
import type { ListingListData } from './listing-list.server';
import { ResultsPage } from './results-page';

/** The for-sale or for-rent list: filters, "page X of Y" with the total, results, paging. */
export function ListingListPage({ data }: { data: ListingListData }) {
  const intl = useIntl();
  const { goal, listPath, search, results, typeOptions, problems } = data;
  return (
    <ResultsPage
      data={data}
      searchQuery={listingSearchQuery}
      title={intl.formatMessage(goal === 0 ? listingMessages.saleTitle : listingMessages.rentTitle)}
      description={intl.formatMessage(goal === 0 ? listingMessages.saleDescription : listingMessages.rentDescription)}
      count={intl.formatMessage(listingMessages.resultCount, { total: results.total })}
      filters={
        <>
          <ListingSearchForm action={listPath} search={search} typeOptions={typeOptions} problems={problems} />
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

import { defineMessage, defineMessages } from 'react-intl';

/** The for-sale and for-rent lists. */
export const listingMessages = defineMessages({
  saleTitle: {
    id: 'listings.sale.title',
    defaultMessage: 'Properties for sale',
    description: 'Heading of the for-sale list',
  },
  rentTitle: {
    id: 'listings.rent.title',
    defaultMessage: 'Properties for rent',
    description: 'Heading of the for-rent list',
  },
  saleDescription: {
    id: 'listings.sale.description',
    defaultMessage: 'Houses, apartments, land and commercial property for sale in Belgium and Luxembourg.',
    description: 'Meta description of the for-sale list',
  },
  rentDescription: {
    id: 'listings.rent.description',
    defaultMessage: 'Houses, apartments and commercial property for rent in Belgium and Luxembourg.',
    description: 'Meta description of the for-rent list',
  },
  resultCount: defineMessage<{ total: number }>({
    id: 'listings.resultCount',
    defaultMessage: '{total, plural, =0 {No properties} one {# property} other {# properties}}',
    description: 'Total number of properties matching the search',
  }),
});

/** What every search page (properties, projects) shows around its results: count, pages, no results. */
export const resultsMessages = defineMessages({
  pageOf: defineMessage<{ page: number; pageCount: number }>({
    id: 'listings.pageOf',
    defaultMessage: 'Page {page} of {pageCount}',
    description: 'Paging text (spec: page X of Y)',
  }),
  noResults: {
    id: 'listings.noResults',
    defaultMessage: 'No results were found for your search.',
    description: 'Shown instead of results when the search matches nothing (spec error catalogue)',
  },
  noResultsHint: {
    id: 'listings.noResultsHint',
    defaultMessage: 'Try a wider price range or another city, or clear the filters.',
    description: 'Suggestion under the no-results message',
  },
  clearFilters: {
    id: 'listings.clearFilters',
    defaultMessage: 'Clear all filters',
    description: 'Link that resets the search',
  },
  searchHeading: {
    id: 'listings.search.heading',
    defaultMessage: 'Refine your search',
    description: 'Heading of the filter form',
  },
  paginationLabel: {
    id: 'listings.pagination.label',
    defaultMessage: 'Pages',
    description: 'Accessible name of the pagination',
  },
  previousPage: {
    id: 'listings.pagination.previous',
    defaultMessage: 'Previous',
    description: 'Link to the previous results page',
  },
  nextPage: { id: 'listings.pagination.next', defaultMessage: 'Next', description: 'Link to the next results page' },
  goToPage: defineMessage<{ page: number }>({
    id: 'listings.pagination.page',
    defaultMessage: 'Page {page}',
    description: 'Accessible name of a page number link',
  }),
});

import { defineMessage, defineMessages } from 'react-intl';

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
  searchLabel: {
    id: 'listings.search.label',
    defaultMessage: 'Search properties',
    description: 'Accessible name of the search form',
  },
  type: {
    id: 'listings.search.type',
    defaultMessage: 'Property type',
    description: 'Label of the property type filter',
  },
  anyType: {
    id: 'listings.search.anyType',
    defaultMessage: 'All types',
    description: 'Option: no property type filter',
  },
  place: {
    id: 'listings.search.place',
    defaultMessage: 'City or postal code',
    description: 'Label of the city/postal code filter',
  },
  placePlaceholder: {
    id: 'listings.search.placePlaceholder',
    defaultMessage: 'e.g. Gent or 9000',
    description: 'Example shown in the empty city/postal code field',
  },
  region: { id: 'listings.search.region', defaultMessage: 'Region', description: 'Label of the region filter' },
  anyRegion: {
    id: 'listings.search.anyRegion',
    defaultMessage: 'All regions',
    description: 'Option: no region filter',
  },
  regionFlanders: { id: 'listings.region.flanders', defaultMessage: 'Flanders', description: 'Region name' },
  regionBrussels: { id: 'listings.region.brussels', defaultMessage: 'Brussels', description: 'Region name' },
  regionWallonia: { id: 'listings.region.wallonia', defaultMessage: 'Wallonia', description: 'Region name' },
  regionLuxembourg: {
    id: 'listings.region.luxembourg',
    defaultMessage: 'Luxembourg',
    description: 'Country name used as a search region',
  },
  minPrice: {
    id: 'listings.search.minPrice',
    defaultMessage: 'Minimum price (€)',
    description: 'Label of the minimum price filter',
  },
  maxPrice: {
    id: 'listings.search.maxPrice',
    defaultMessage: 'Maximum price (€)',
    description: 'Label of the maximum price filter',
  },
  bedrooms: {
    id: 'listings.search.bedrooms',
    defaultMessage: 'Bedrooms',
    description: 'Label of the minimum bedrooms filter',
  },
  anyBedrooms: {
    id: 'listings.search.anyBedrooms',
    defaultMessage: 'Any number',
    description: 'Option: no bedrooms filter',
  },
  bedroomsAtLeast: defineMessage<{ count: number }>({
    id: 'listings.search.bedroomsAtLeast',
    defaultMessage: '{count}+',
    description: 'Option of the bedrooms filter: at least this many bedrooms',
  }),
  sort: { id: 'listings.search.sort', defaultMessage: 'Sort by', description: 'Label of the sort order select' },
  sortNewest: { id: 'listings.sort.newest', defaultMessage: 'Newest first', description: 'Sort order option' },
  sortPriceAsc: {
    id: 'listings.sort.priceAsc',
    defaultMessage: 'Price, low to high',
    description: 'Sort order option',
  },
  sortPriceDesc: {
    id: 'listings.sort.priceDesc',
    defaultMessage: 'Price, high to low',
    description: 'Sort order option',
  },
  goal: {
    id: 'listings.search.goal',
    defaultMessage: 'I want to',
    description: 'Legend of the buy/rent choice in the home search',
  },
  goalBuy: {
    id: 'listings.search.goalBuy',
    defaultMessage: 'Buy',
    description: 'Choice in the home search: properties for sale',
  },
  goalRent: {
    id: 'listings.search.goalRent',
    defaultMessage: 'Rent',
    description: 'Choice in the home search: properties for rent',
  },
  submit: { id: 'listings.search.submit', defaultMessage: 'Search', description: 'Submit button of the search form' },
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
  startingFrom: {
    id: 'listings.price.startingFrom',
    defaultMessage: 'starting from',
    description: 'Shown before a price whose price unit is 7 (spec), e.g. "starting from € 250.000"',
  },
  priceOnRequest: {
    id: 'listings.price.onRequest',
    defaultMessage: 'Price on request',
    description: 'Shown instead of a price the agency does not publish',
  },
  bedroomsCount: defineMessage<{ count: number }>({
    id: 'listings.card.bedrooms',
    defaultMessage: '{count, plural, one {# bedroom} other {# bedrooms}}',
    description: 'Number of bedrooms on a listing card',
  }),
  livingArea: defineMessage<{ area: string }>({
    id: 'listings.card.livingArea',
    defaultMessage: '{area} m² living area',
    description: 'Living area on a listing card, in square metres',
  }),
  marqueeNew: { id: 'listings.marquee.new', defaultMessage: 'New', description: 'Ribbon on a new listing' },
  marqueeUnderOption: {
    id: 'listings.marquee.underOption',
    defaultMessage: 'Under option',
    description: 'Ribbon on a listing under option',
  },
  marqueeSold: { id: 'listings.marquee.sold', defaultMessage: 'Sold', description: 'Ribbon on a sold listing' },
  marqueeRented: { id: 'listings.marquee.rented', defaultMessage: 'Rented', description: 'Ribbon on a rented listing' },
  marqueePriceReduced: {
    id: 'listings.marquee.priceReduced',
    defaultMessage: 'Price reduced',
    description: 'Ribbon on a listing whose price went down',
  },
  marqueeOpenHouse: {
    id: 'listings.marquee.openHouse',
    defaultMessage: 'Open house',
    description: 'Ribbon on a listing with an open-house day',
  },
});

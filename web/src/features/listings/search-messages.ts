import { defineMessage, defineMessages } from 'react-intl';

/** The search form as home and the 404 page show it (the root sends these: any page may become a 404). */
export const searchMessages = defineMessages({
  searchLabel: {
    id: 'listings.search.label',
    defaultMessage: 'Search properties',
    description: 'Accessible name of the search form',
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
  allOfType: defineMessage<{ type: string }>({
    id: 'listings.search.allOfType',
    defaultMessage: '{type}: all types',
    description:
      'First option of a group in the property type filter: the main type with all its subtypes, e.g. "House: all types"',
  }),
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
  priceRangeOrder: {
    id: 'listings.search.priceRangeOrder',
    defaultMessage: 'The minimum price is higher than the maximum price, so the price range was not applied.',
    description: 'Error under the price filters when the minimum is above the maximum',
  },
  submit: { id: 'listings.search.submit', defaultMessage: 'Search', description: 'Submit button of the search form' },
});

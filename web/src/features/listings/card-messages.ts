import { defineMessage, defineMessages } from 'react-intl';

/** A listing card: price, rooms, area and ribbon (also written out by the server, and in the results map). */
export const listingCardMessages = defineMessages({
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
  favouriteSave: defineMessage<{ title: string }>({
    id: 'listings.favourite.save',
    defaultMessage: 'Save {title} to my favourites',
    description: 'Accessible name of the heart button of a listing not in the shortlist',
  }),
  favouriteSaved: defineMessage<{ title: string }>({
    id: 'listings.favourite.saved',
    defaultMessage: '{title} is in my favourites (remove it)',
    description: 'Accessible name of the heart button of a listing in the shortlist',
  }),
});

/** The heart's messages alone, for a page that shows it without cards (a listing's own page). */
export const favouriteMessages = {
  save: listingCardMessages.favouriteSave,
  saved: listingCardMessages.favouriteSaved,
};

import { defineMessages } from 'react-intl';

/** The listings that close a listing's page (issue 22, item 4). */
export const similarListingsMessages = defineMessages({
  heading: {
    id: 'similarListings.heading',
    defaultMessage: 'Similar listings',
    description:
      'Heading of the cards of listings like this one (same list, type, region and price band) at the end of a listing page',
  },
});

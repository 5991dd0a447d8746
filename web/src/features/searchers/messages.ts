import { defineMessage, defineMessages } from 'react-intl';

/** "N searchers want a home like yours" (issue 22, item 2): the valuation and thank-you pages. */
export const searchersMessages = defineMessages({
  heading: {
    id: 'searchers.heading',
    defaultMessage: 'Who is looking for a home like yours?',
    description:
      'Heading of the block on the free valuation page that counts the registered searches matching the home',
  },
  intro: {
    id: 'searchers.intro',
    defaultMessage:
      'Give the kind of home, its postal code and the asking price you have in mind: we count the buyers whose confirmed search alert it answers. Only a number, never who.',
    description: 'Explanation in the searchers block of the free valuation page',
  },
  ask: {
    id: 'searchers.ask',
    defaultMessage: 'How many buyers are looking?',
    description: 'Button of the free valuation page that counts the matching searches (without sending the form)',
  },
  none: {
    id: 'searchers.none',
    defaultMessage: 'No registered buyer is looking for a home like yours yet.',
    description: 'Count of matching confirmed searches: zero',
  },
  few: {
    id: 'searchers.few',
    defaultMessage: 'A few registered buyers are looking for a home like yours.',
    description: 'Count of matching confirmed searches: one or two (the number is not shown)',
  },
  incomplete: {
    id: 'searchers.incomplete',
    defaultMessage:
      'Give the kind of home, a Belgian postal code and an asking price to see how many buyers are looking.',
    description: 'Searchers block: the fields needed for the count are missing or not valid',
  },
  unavailable: {
    id: 'searchers.unavailable',
    defaultMessage: 'The number of buyers cannot be shown right now.',
    description: 'Searchers block: the count could not be read (server busy or too many questions)',
  },
});

/** Three or more: the number (below three the site says "a few"). */
export const searchersCountMessage = defineMessage<{ n: number }>({
  id: 'searchers.count',
  defaultMessage: '{n, number} registered buyers are looking for a home like yours.',
  description: 'Count of matching confirmed searches: three or more',
});

/** Every message of the count, for the loaders of the pages that show it. */
export const searchersMessageTable = { ...searchersMessages, count: searchersCountMessage };

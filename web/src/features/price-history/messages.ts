import { defineMessage, defineMessages } from 'react-intl';

/** A listing's price and status history on its page (issue 22, item 4). */
export const priceHistoryMessages = defineMessages({
  heading: {
    id: 'priceHistory.heading',
    defaultMessage: 'Price and status history',
    description: 'Heading of the block listing the published price and status changes of a listing',
  },
  date: { id: 'priceHistory.date', defaultMessage: 'Date', description: 'Column of the price history: when' },
  change: {
    id: 'priceHistory.change',
    defaultMessage: 'Change',
    description: 'Column of the price history: what changed (price or status)',
  },
  price: { id: 'priceHistory.price', defaultMessage: 'Price', description: 'A price change in the price history' },
  status: { id: 'priceHistory.status', defaultMessage: 'Status', description: 'A status change in the price history' },
  fromTo: defineMessage<{ from: string; to: string }>({
    id: 'priceHistory.fromTo',
    defaultMessage: '{from} → {to}',
    description: 'Before and after of one change in the price history, e.g. "€ 350.000 → € 325.000"',
  }),
  lowered: defineMessage<{ percent: string }>({
    id: 'priceHistory.lowered',
    defaultMessage: 'lowered by {percent}',
    description: 'After a price drop in the price history, e.g. "lowered by 7 %"',
  }),
  raised: defineMessage<{ percent: string }>({
    id: 'priceHistory.raised',
    defaultMessage: 'raised by {percent}',
    description: 'After a price rise in the price history, e.g. "raised by 3 %"',
  }),
  none: {
    id: 'priceHistory.none',
    defaultMessage: 'none',
    description: 'A value a change in the price history had not before (e.g. no price yet)',
  },
  available: { id: 'priceHistory.status.available', defaultMessage: 'Available', description: 'Listing status' },
  under_option: {
    id: 'priceHistory.status.underOption',
    defaultMessage: 'Under option',
    description: 'Listing status',
  },
  sold: { id: 'priceHistory.status.sold', defaultMessage: 'Sold', description: 'Listing status' },
  rented: { id: 'priceHistory.status.rented', defaultMessage: 'Rented', description: 'Listing status' },
});

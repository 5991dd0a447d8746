import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ListingPrice } from './listing';
import { listingCardMessages } from './card-messages';
import { PriceLine, type PriceLineText } from './price-line';

/** A listing's price in words: "starting from" for price unit 7, the unit text after it, or "price on request". */
export function priceLineText(price: ListingPrice | null, intl: Pick<IntlShape, 'formatMessage'>): PriceLineText {
  if (!price) return { onRequest: intl.formatMessage(listingCardMessages.priceOnRequest) };
  const from = price.startingFrom ? intl.formatMessage(listingCardMessages.startingFrom) : null;
  return { from, amount: price.text, unit: price.unitText };
}

/** A listing's price: "starting from" for price unit 7, the unit text after it, or "price on request". */
export function ListingPriceText({ price }: { price: ListingPrice | null }) {
  return <PriceLine text={priceLineText(price, useIntl())} />;
}

import { useIntl } from 'react-intl';
import type { ListingPrice } from './listing';
import { listingMessages } from './messages';

/** A listing's price: "starting from" for price unit 7, the unit text after it, or "price on request". */
export function ListingPriceText({ price }: { price: ListingPrice | null }) {
  const intl = useIntl();
  if (!price)
    return <span className="price price--on-request">{intl.formatMessage(listingMessages.priceOnRequest)}</span>;
  return (
    <span className="price">
      {price.startingFrom ? (
        <span className="price__from">{intl.formatMessage(listingMessages.startingFrom)} </span>
      ) : null}
      <span className="price__amount">{price.text}</span>
      {price.unitText ? <span className="price__unit"> {price.unitText}</span> : null}
    </span>
  );
}

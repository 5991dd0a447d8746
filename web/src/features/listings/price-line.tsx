/** A price line's words, written out: "price on request", or the amount with "starting from" and its unit. */
export type PriceLineText =
  | { readonly onRequest: string }
  | { readonly from: string | null; readonly amount: string; readonly unit: string | null };

/**
 * The markup of a price line. A module of its own, without messages: the property page gets its
 * words from the server and so loads none of the listings' messages.
 */
export function PriceLine({ text }: { text: PriceLineText }) {
  if ('onRequest' in text) return <span className="price price--on-request">{text.onRequest}</span>;
  return (
    <span className="price">
      {text.from ? <span className="price__from">{text.from} </span> : null}
      <span className="price__amount">{text.amount}</span>
      {text.unit ? <span className="price__unit"> {text.unit}</span> : null}
    </span>
  );
}

/** The ribbon over a listing's photo (its words written out by the caller). */
export function Ribbon({ marquee, label }: { marquee: string | null; label: string }) {
  return <span className={`ribbon ribbon--${marquee ?? 'custom'}`}>{label}</span>;
}

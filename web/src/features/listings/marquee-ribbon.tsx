import type { IntlShape, MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import type { Marquee } from './listing';
import { listingCardMessages } from './card-messages';
import { Ribbon } from './price-line';

const marqueeLabels: Readonly<Record<Marquee, MessageDescriptor>> = {
  new: listingCardMessages.marqueeNew,
  under_option: listingCardMessages.marqueeUnderOption,
  sold: listingCardMessages.marqueeSold,
  rented: listingCardMessages.marqueeRented,
  price_reduced: listingCardMessages.marqueePriceReduced,
  open_house: listingCardMessages.marqueeOpenHouse,
};

/** A ribbon's words: the editor's own text wins over the standard label; `null` for no ribbon. */
export function marqueeLabel(
  marquee: Marquee | null,
  name: string | null,
  intl: Pick<IntlShape, 'formatMessage'>,
): string | null {
  if (!marquee && !name) return null;
  return name ?? intl.formatMessage(marqueeLabels[marquee as Marquee]);
}

/** The ribbon over a listing's photo; the editor's own text wins over the standard label. */
export function MarqueeRibbon({ marquee, name }: { marquee: Marquee | null; name: string | null }) {
  const label = marqueeLabel(marquee, name, useIntl());
  return label === null ? null : <Ribbon marquee={marquee} label={label} />;
}

import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import type { Marquee } from './listing';
import { listingMessages } from './messages';

const marqueeLabels: Readonly<Record<Marquee, MessageDescriptor>> = {
  new: listingMessages.marqueeNew,
  under_option: listingMessages.marqueeUnderOption,
  sold: listingMessages.marqueeSold,
  rented: listingMessages.marqueeRented,
  price_reduced: listingMessages.marqueePriceReduced,
  open_house: listingMessages.marqueeOpenHouse,
};

/** The ribbon over a listing's photo; the editor's own text wins over the standard label. */
export function MarqueeRibbon({ marquee, name }: { marquee: Marquee | null; name: string | null }) {
  const intl = useIntl();
  if (!marquee && !name) return null;
  const label = name ?? intl.formatMessage(marqueeLabels[marquee as Marquee]);
  return <span className={`ribbon ribbon--${marquee ?? 'custom'}`}>{label}</span>;
}

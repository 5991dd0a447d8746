import { useIntl } from 'react-intl';
import { ListingGrid, type ListingSummary } from '~/features/listings';
import { similarListingsMessages } from './messages';

/** The cards of listings like this one, closing its page; nothing when there are none. */
export function SimilarListingsBlock({ listings }: { listings: readonly ListingSummary[] }) {
  const intl = useIntl();
  if (listings.length === 0) return null;
  return (
    <section className="section similar-listings" aria-labelledby="similar-listings-heading">
      <h2 id="similar-listings-heading">{intl.formatMessage(similarListingsMessages.heading)}</h2>
      <ListingGrid listings={listings} headingLevel={3} />
    </section>
  );
}

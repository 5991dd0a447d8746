import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { languageFromUrl } from '@vitrine/domain';
import { ResponsiveImage } from '~/ui/responsive-image';
import { FavouriteButton } from './favourite-button';
import type { ListingSummary } from './listing';
import { ListingPriceText } from './listing-price';
import { MarqueeRibbon } from './marquee-ribbon';
import { listingCardMessages } from './card-messages';
import { PropertyTypeIconImage } from './property-type-icon';

/** Cards are 1 column on phones, 2 on tablets, 3 on desktops (max ~380px wide). */
export const listingCardSizes = '(min-width: 961px) 380px, (min-width: 768px) 50vw, 100vw';

interface ListingCardProps {
  readonly listing: ListingSummary;
  readonly headingLevel?: 2 | 3;
  /** The first card of a list: its photo is the page's largest image. */
  readonly priority?: boolean;
}

export function ListingCard({ listing, headingLevel = 3, priority = false }: ListingCardProps) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = [listing.zip, listing.city].filter(Boolean).join(' ');
  return (
    <article className="listing-card">
      <div className="listing-card__media">
        {listing.photo ? (
          <ResponsiveImage image={listing.photo} sizes={listingCardSizes} priority={priority} alt="" />
        ) : (
          <div className="listing-card__no-photo" aria-hidden="true" />
        )}
        <MarqueeRibbon marquee={listing.marquee} name={listing.marqueeName} />
        <FavouriteButton
          documentId={listing.documentId}
          title={listing.title}
          language={languageFromUrl(listing.path)}
        />
      </div>
      <div className="listing-card__body">
        <Heading className="listing-card__title">
          <Link to={listing.path} className="listing-card__link">
            {listing.title}
          </Link>
        </Heading>
        <p className="listing-card__price">
          <ListingPriceText price={listing.price} />
        </p>
        {place || listing.typeName ? (
          <p className="listing-card__place">
            {listing.typeName ? (
              <span className="listing-card__type">
                <PropertyTypeIconImage icon={listing.typeIcon} />
                {listing.typeName}
              </span>
            ) : null}
            {listing.typeName && place ? ' · ' : null}
            {place}
          </p>
        ) : null}
        {listing.bedrooms || listing.livingArea ? (
          <ul className="listing-card__facts">
            {listing.bedrooms ? (
              <li className="fact fact--bedrooms">
                <FormattedMessage {...listingCardMessages.bedroomsCount} values={{ count: listing.bedrooms }} />
              </li>
            ) : null}
            {listing.livingArea ? (
              <li className="fact fact--area">
                <FormattedMessage
                  {...listingCardMessages.livingArea}
                  values={{ area: intl.formatNumber(listing.livingArea) }}
                />
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}

/** A grid of cards; `prioritiseFirst` on the list page, where the first photo is above the fold. */
export function ListingGrid({
  listings,
  headingLevel = 3,
  prioritiseFirst = false,
}: {
  listings: readonly ListingSummary[];
  headingLevel?: 2 | 3;
  prioritiseFirst?: boolean;
}) {
  return (
    <ul className="listing-grid">
      {listings.map((listing, index) => (
        <li key={listing.reference}>
          <ListingCard listing={listing} headingLevel={headingLevel} priority={prioritiseFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { listingMessages, ListingPriceText, MarqueeRibbon } from '~/features/listings';
import { PageHead, siteMessages } from '~/features/site';
import { AgentCard } from './agent-card';
import { AttributeSectionBlock } from './attribute-list';
import { EnergyBlock } from './energy-block';
import { FloodBlock } from './flood-block';
import { JsonLd } from './json-ld';
import { KeyFacts } from './key-facts';
import { propertyMessages } from './messages';
import { MobilityScore } from './mobility-score';
import { PlanningBlock } from './planning-block';
import { PointsOfInterest } from './points-of-interest';
import type { AttributeSection, PropertyDetail } from './property';
import { PropertyGallery } from './property-gallery';
import { PropertyVideos } from './property-videos';

interface PropertyPageProps {
  readonly detail: PropertyDetail;
  readonly listPath: string;
  readonly jsonLd: Record<string, unknown>;
  readonly language: string;
}

function sectionsNamed(sections: readonly AttributeSection[], names: readonly AttributeSection['name'][]) {
  return sections
    .filter((section) => names.includes(section.name))
    .map((section) => <AttributeSectionBlock key={section.name} section={section} />);
}

/**
 * A listing's page. Every group of attributes appears only when the listing has data for it
 * (the server leaves empty groups out); the order follows a buyer's questions: what is it, how
 * big, in what state, what does it cost to run, what are the legal facts, what is around it.
 */
export function PropertyPage({ detail, listPath, jsonLd, language }: PropertyPageProps) {
  const intl = useIntl();
  const place = [
    detail.address.street,
    [detail.address.zip, detail.address.city].filter(Boolean).join(' '),
    detail.address.district,
  ]
    .filter(Boolean)
    .join(', ');
  const listLabel = intl.formatMessage(detail.goal === 0 ? siteMessages.forSale : siteMessages.forRent);
  const { sections } = detail;
  return (
    <article className="property" lang={detail.contentLanguage ?? undefined}>
      <PageHead
        title={detail.title}
        description={detail.summary ?? detail.description[0]?.slice(0, 160) ?? null}
        image={detail.photos[0]?.src ?? null}
        type="article"
      />
      <JsonLd data={jsonLd} />
      <div className="container">
        <nav className="breadcrumb" aria-label={intl.formatMessage(propertyMessages.breadcrumbLabel)}>
          <ol>
            <li>
              <Link to={`/${language}/`}>{intl.formatMessage(propertyMessages.home)}</Link>
            </li>
            <li>
              <Link to={listPath}>{listLabel}</Link>
            </li>
            <li aria-current="page">{detail.title}</li>
          </ol>
        </nav>
        {detail.contentLanguage ? (
          <p className="notice" lang={language}>
            <FormattedMessage {...propertyMessages.fallbackContent} />
          </p>
        ) : null}
        <header className="property__header">
          <div>
            <h1 className="property__title">{detail.title}</h1>
            {place ? <p className="property__place">{place}</p> : null}
          </div>
          <p className="property__price">
            <ListingPriceText price={detail.price} />
          </p>
        </header>
        <div className="property__gallery">
          <PropertyGallery photos={detail.photos} title={detail.title} />
          <MarqueeRibbon marquee={detail.marquee} name={detail.marqueeName} />
        </div>
        <KeyFacts facts={detail.facts} />
        <div className="property__layout">
          <div className="property__main">
            {detail.summary ? <p className="property__summary">{detail.summary}</p> : null}
            {detail.description.length > 0 ? (
              <section className="property__description" aria-labelledby="description-heading">
                <h2 id="description-heading">{intl.formatMessage(propertyMessages.description)}</h2>
                {detail.description.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </section>
            ) : null}
            {detail.videos.length > 0 ? <PropertyVideos videos={detail.videos} /> : null}
            {sectionsNamed(sections, ['surfaces', 'rooms', 'construction', 'installations'])}
            {detail.energy ? <EnergyBlock energy={detail.energy} /> : null}
            {sectionsNamed(sections, ['flags'])}
            {detail.planning ? <PlanningBlock planning={detail.planning} /> : null}
            {detail.flood ? <FloodBlock flood={detail.flood} /> : null}
            {sectionsNamed(sections, ['asbestos', 'certificates', 'costs', 'availability'])}
            {detail.pointsOfInterest.length > 0 ? <PointsOfInterest places={detail.pointsOfInterest} /> : null}
            {detail.mobilityScore !== null ? <MobilityScore score={detail.mobilityScore} /> : null}
          </div>
          <aside className="property__aside">
            {detail.agent ? <AgentCard agent={detail.agent} /> : null}
            <p className="property__reference">
              {intl.formatMessage(propertyMessages.reference)}: {detail.reference}
            </p>
            <Link to={listPath} className="property__back">
              {intl.formatMessage(detail.goal === 0 ? listingMessages.saleTitle : listingMessages.rentTitle)}
            </Link>
          </aside>
        </div>
      </div>
    </article>
  );
}

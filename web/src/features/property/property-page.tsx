import { lazy, Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { languageFromUrl } from '@vitrine/domain';
import { FavouriteButton, PriceLine, Ribbon } from '~/features/listings';
import { PageHead, siteMessages } from '~/shell/site';
import { afterFirstLoad } from '~/ui/after-first-load';
import { PhotoGallery } from '~/ui/photo-gallery';
import { AgentCard as AgentCardInPlace } from './agent-card';
import { AttributeSectionBlock } from './attribute-list';
import { EnergyBlock as EnergyInPlace } from './energy-block';
import { JsonLd } from './json-ld';
import { KeyFacts } from './key-facts';
import { propertyMessages } from './messages';
import type { AttributeSection, FallbackText, PropertyDetail } from './property';
import { FloodBlock as FloodInPlace } from './flood-block';
import { MobilityScore as MobilityInPlace } from './mobility-score';
import { PlanningBlock as PlanningInPlace } from './planning-block';
import { PointsOfInterest as PlacesInPlace } from './points-of-interest';
import { PropertyVideos as VideosInPlace } from './property-videos';

/**
 * The blocks only some listings have (videos and tours, urban planning, flood, nearby places,
 * mobility): rendered in place by the server, fetched by the browser (one chunk) only for a
 * listing that shows one, so a listing's first load leaves them out.
 */
const { FloodBlock, MobilityScore, PlanningBlock, PointsOfInterest, PropertyVideos } = import.meta.env.SSR
  ? {
      FloodBlock: FloodInPlace,
      MobilityScore: MobilityInPlace,
      PlanningBlock: PlanningInPlace,
      PointsOfInterest: PlacesInPlace,
      PropertyVideos: VideosInPlace,
    }
  : {
      FloodBlock: lazy(async () => ({ default: (await import('./property-extras')).FloodBlock })),
      MobilityScore: lazy(async () => ({ default: (await import('./property-extras')).MobilityScore })),
      PlanningBlock: lazy(async () => ({ default: (await import('./property-extras')).PlanningBlock })),
      PointsOfInterest: lazy(async () => ({ default: (await import('./property-extras')).PointsOfInterest })),
      PropertyVideos: lazy(async () => ({ default: (await import('./property-extras')).PropertyVideos })),
    };

/**
 * The energy block and the agent's card, below the fold on every listing: rendered in place by the
 * server, fetched by the browser after the page's first load (issue 23).
 */
const AgentCard = import.meta.env.SSR
  ? AgentCardInPlace
  : afterFirstLoad(async () => (await import('./agent-card')).AgentCard);
const EnergyBlock = import.meta.env.SSR
  ? EnergyInPlace
  : afterFirstLoad(async () => (await import('./energy-block')).EnergyBlock);

/** A block that may still be on its way to the browser: the server's HTML stays until it is there. */
const Extra = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

interface PropertyPageProps {
  readonly detail: PropertyDetail;
  readonly listPath: string;
  readonly jsonLd: Record<string, unknown>;
  readonly language: string;
  /** Under the price: a line of another feature's (the total with the costs of buying). */
  readonly priceNote?: ReactNode;
  /** After the description: another feature's block (the costs of buying). */
  readonly costs?: ReactNode;
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
export function PropertyPage({ detail, listPath, jsonLd, language, priceNote, costs }: PropertyPageProps) {
  const intl = useIntl();
  const place = [
    detail.address.street,
    [detail.address.zip, detail.address.city].filter(Boolean).join(' '),
    detail.address.district,
  ]
    .filter(Boolean)
    .join(', ');
  const listLabel = intl.formatMessage(detail.goal === 0 ? siteMessages.forSale : siteMessages.forRent);
  const { sections, textFallback } = detail;
  // A text shown in the fallback language is marked as such, for screen readers and translators.
  const langOf = (text: FallbackText) => (textFallback?.texts.includes(text) ? textFallback.language : undefined);
  return (
    <article className="property" lang={detail.contentLanguage ?? undefined}>
      <PageHead
        title={detail.title}
        description={detail.metaDescription}
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
            <li aria-current="page" lang={langOf('title')}>
              {detail.title}
            </li>
          </ol>
        </nav>
        {detail.contentLanguage ? (
          <p className="notice" lang={language}>
            <FormattedMessage {...propertyMessages.fallbackContent} />
          </p>
        ) : textFallback ? (
          <p className="notice">
            <FormattedMessage {...propertyMessages.fallbackTexts} />
          </p>
        ) : null}
        <header className="property__header">
          <div>
            <h1 className="property__title" lang={langOf('title')}>
              {detail.title}
            </h1>
            {place ? <p className="property__place">{place}</p> : null}
          </div>
          <div>
            <p className="property__price">
              <PriceLine text={detail.price} />
            </p>
            {priceNote}
          </div>
          <FavouriteButton documentId={detail.documentId} title={detail.title} language={languageFromUrl(listPath)} />
        </header>
        <div className="property__gallery">
          <PhotoGallery photos={detail.photos} title={detail.title} />
          {detail.ribbon ? <Ribbon marquee={detail.marquee} label={detail.ribbon} /> : null}
        </div>
        <KeyFacts facts={detail.facts} />
        <div className="property__layout">
          <div className="property__main">
            {detail.summary ? (
              <p className="property__summary" lang={langOf('summary')}>
                {detail.summary}
              </p>
            ) : null}
            {detail.description.length > 0 ? (
              <section className="property__description" aria-labelledby="description-heading">
                <h2 id="description-heading">{intl.formatMessage(propertyMessages.description)}</h2>
                <div lang={langOf('description')}>
                  {detail.description.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </section>
            ) : null}
            {costs}
            {detail.videos.length > 0 ? (
              <Extra>
                <PropertyVideos videos={detail.videos} />
              </Extra>
            ) : null}
            {sectionsNamed(sections, ['surfaces', 'rooms', 'construction', 'installations'])}
            {detail.energy ? (
              <Extra>
                <EnergyBlock energy={detail.energy} />
              </Extra>
            ) : null}
            {sectionsNamed(sections, ['flags'])}
            {detail.planning ? (
              <Extra>
                <PlanningBlock planning={detail.planning} />
              </Extra>
            ) : null}
            {detail.flood ? (
              <Extra>
                <FloodBlock flood={detail.flood} />
              </Extra>
            ) : null}
            {sectionsNamed(sections, ['asbestos', 'certificates', 'costs', 'availability', 'location'])}
            {detail.pointsOfInterest.length > 0 ? (
              <Extra>
                <PointsOfInterest places={detail.pointsOfInterest} />
              </Extra>
            ) : null}
            {detail.mobility ? (
              <Extra>
                <MobilityScore mobility={detail.mobility} />
              </Extra>
            ) : null}
          </div>
          <aside className="property__aside">
            {detail.agent ? (
              <Extra>
                <AgentCard agent={detail.agent} />
              </Extra>
            ) : null}
            <p className="property__reference">
              {intl.formatMessage(propertyMessages.reference)}: {detail.reference}
            </p>
            <Link to={listPath} className="property__back">
              {detail.listTitle}
            </Link>
          </aside>
        </div>
      </div>
    </article>
  );
}

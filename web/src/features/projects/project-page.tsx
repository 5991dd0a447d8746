import type { Language } from '@vitrine/domain';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { PageHead } from '~/shell/site';
import { addressMessages } from '~/ui/address-messages';
import { Markdown } from '~/ui/markdown';
import { PhotoGallery } from '~/ui/photo-gallery';
import { projectCardMessages } from './card-messages';
import { projectStatusLabels } from './project-card';
import { projectMessages } from './messages';
import type { ProjectAddress, ProjectDocument, ProjectText } from './project';
import type { ProjectPageData } from './projects.server';
import { UnitsTable } from './units-table';

/** "Coupure Links 45 box 2, 9000 Gent, België": the lines of a public address. */
function addressLines(address: ProjectAddress, intl: IntlShape): string[] {
  const number =
    address.houseNumber && address.boxNumber
      ? intl.formatMessage(addressMessages.houseNumberWithBox, { number: address.houseNumber, box: address.boxNumber })
      : address.houseNumber;
  return [
    [address.street, number].filter(Boolean).join(' '),
    [address.zip, address.city].filter(Boolean).join(' '),
    address.countryName,
  ].filter((line): line is string => Boolean(line));
}

/** A text block, marked with its language when it is not the page's (German shown in English). */
function TextSection({
  id,
  heading,
  text,
  pageLanguage,
}: {
  id: string;
  heading: string;
  text: ProjectText;
  pageLanguage: Language;
}) {
  return (
    <section aria-labelledby={id} lang={text.lang !== pageLanguage ? text.lang : undefined}>
      <h2 id={id}>{heading}</h2>
      <Markdown source={text.text} />
    </section>
  );
}

function DocumentLink({ document }: { document: ProjectDocument }) {
  return (
    <a href={document.url}>
      {document.name}
      {document.type ? <span className="project__file-type"> ({document.type})</span> : null}
    </a>
  );
}

/**
 * A new-build project: every field of the spec's Project appears only when it is set — public
 * address, project number, delivery, types, description, technical specifications, situation,
 * units (floor, status, price or "on request"), price list, documents, photos and external link.
 */
export function ProjectPage({ data }: { data: ProjectPageData }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { detail, listPath, language } = data;
  // The language the page's texts are in: the project's own when it has no version in this language.
  const textLanguage = detail.contentLanguage ?? language;
  const address = detail.address ? addressLines(detail.address, intl) : [];
  const price = detail.priceFrom
    ? detail.priceTo
      ? t(projectMessages.priceRange, { from: detail.priceFrom, to: detail.priceTo })
      : t(projectCardMessages.priceFrom, { price: detail.priceFrom })
    : null;
  const facts: { key: string; label: string; value: ReactNode; lang?: Language }[] = [];
  if (detail.reference) facts.push({ key: 'reference', label: t(projectMessages.reference), value: detail.reference });
  if (detail.delivery)
    facts.push({
      key: 'delivery',
      label: t(projectMessages.deliveryLabel),
      value: detail.delivery,
      lang: detail.deliveryLang ?? undefined,
    });
  if (detail.types)
    facts.push({ key: 'types', label: t(projectMessages.types), value: detail.types.text, lang: detail.types.lang });
  if (detail.unitCount > 0)
    facts.push({
      key: 'units',
      label: t(projectMessages.unitsLabel),
      value: t(projectCardMessages.unitsAvailable, { available: detail.availableUnits, total: detail.unitCount }),
    });
  if (address.length > 0)
    facts.push({
      key: 'address',
      label: t(projectMessages.address),
      value: address.map((line) => (
        <span key={line} className="project__address-line">
          {line}
        </span>
      )),
    });
  const hasFiles = detail.priceList !== null || detail.documents.length > 0;
  return (
    <article className="container project" lang={detail.contentLanguage ?? undefined}>
      <PageHead
        title={detail.title}
        description={detail.summary}
        image={detail.photos[0]?.src ?? null}
        type="article"
      />
      <p className="property__back-link">
        <Link to={listPath}>← {t(projectMessages.backToList)}</Link>
      </p>
      {detail.showsFallbackText ? (
        <p className="notice" lang={language}>
          <FormattedMessage {...projectMessages.fallbackContent} />
        </p>
      ) : null}
      <header className="property__header">
        <div>
          <h1 className="property__title">{detail.title}</h1>
          {address.length > 0 || detail.city ? (
            <p className="property__place">{address.length > 0 ? address.slice(0, 2).join(', ') : detail.city}</p>
          ) : null}
        </div>
        <div className="project__meta">
          {price ? <p className="property__price">{price}</p> : null}
          {detail.status ? (
            <p className={`project__status project__status--${detail.status}`}>
              {t(projectStatusLabels[detail.status])}
            </p>
          ) : null}
        </div>
      </header>
      {detail.photos.length > 0 ? (
        <div className="property__gallery">
          <PhotoGallery photos={detail.photos} title={detail.title} />
        </div>
      ) : null}
      {facts.length > 0 ? (
        <section aria-labelledby="facts-heading">
          <h2 id="facts-heading" className="visually-hidden">
            {t(projectMessages.facts)}
          </h2>
          <dl className="project__facts">
            {facts.map((fact) => (
              <div key={fact.key} className="project__fact">
                <dt>{fact.label}</dt>
                <dd lang={fact.lang && fact.lang !== textLanguage ? fact.lang : undefined}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {/* Full width: the table has six columns, too many beside the documents. */}
      {detail.units.length > 0 ? (
        <section aria-labelledby="units-heading" className="project__units">
          <h2 id="units-heading">{t(projectMessages.units)}</h2>
          <UnitsTable units={detail.units} project={detail.title} />
        </section>
      ) : null}
      <div className="property__layout">
        <div className="property__main">
          {detail.description ? (
            <TextSection
              id="about-heading"
              heading={t(projectMessages.about)}
              text={detail.description}
              pageLanguage={textLanguage}
            />
          ) : null}
          {detail.technical ? (
            <TextSection
              id="technical-heading"
              heading={t(projectMessages.technical)}
              text={detail.technical}
              pageLanguage={textLanguage}
            />
          ) : null}
          {detail.situation ? (
            <TextSection
              id="situation-heading"
              heading={t(projectMessages.situation)}
              text={detail.situation}
              pageLanguage={textLanguage}
            />
          ) : null}
        </div>
        {hasFiles || detail.externalUrl ? (
          <aside className="property__aside">
            {hasFiles ? (
              <section aria-labelledby="documents-heading" className="agent-card">
                <h2 id="documents-heading" className="agent-card__heading">
                  {t(projectMessages.documents)}
                </h2>
                <ul className="link-list">
                  {detail.priceList ? (
                    <li className="project__price-list">
                      <DocumentLink document={{ ...detail.priceList, name: t(projectMessages.priceList) }} />
                    </li>
                  ) : null}
                  {detail.documents.map((document) => (
                    <li key={document.url}>
                      <DocumentLink document={document} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {detail.externalUrl ? (
              <p>
                <a href={detail.externalUrl} className="button button--secondary button--block" rel="noopener">
                  {t(projectMessages.website)}
                </a>
              </p>
            ) : null}
          </aside>
        ) : null}
      </div>
    </article>
  );
}

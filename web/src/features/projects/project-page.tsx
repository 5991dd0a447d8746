import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageHead } from '~/features/site';
import { ResponsiveImage } from '~/ui/responsive-image';
import { projectStatusLabels } from './project-card';
import { projectMessages } from './messages';
import type { ProjectPageData } from './projects.server';
import { UnitsTable } from './units-table';

export function ProjectPage({ data }: { data: ProjectPageData }) {
  const intl = useIntl();
  const { detail, listPath } = data;
  const [cover, ...more] = detail.photos;
  return (
    <article className="container project" lang={detail.contentLanguage ?? undefined}>
      <PageHead title={detail.title} description={detail.summary} image={cover?.src ?? null} type="article" />
      <p className="property__back-link">
        <Link to={listPath}>← {intl.formatMessage(projectMessages.backToList)}</Link>
      </p>
      <header className="property__header">
        <div>
          <h1 className="property__title">{detail.title}</h1>
          {detail.city ? <p className="property__place">{detail.city}</p> : null}
        </div>
        <div className="project__meta">
          {detail.priceFrom ? (
            <p className="property__price">
              {intl.formatMessage(projectMessages.priceFrom, { price: detail.priceFrom })}
            </p>
          ) : null}
          {detail.status ? (
            <p className="project__status">{intl.formatMessage(projectStatusLabels[detail.status])}</p>
          ) : null}
        </div>
      </header>
      {cover ? (
        <div className="project__cover">
          <ResponsiveImage image={cover} sizes="(min-width: 1200px) 1152px, 100vw" priority />
        </div>
      ) : null}
      <div className="property__layout">
        <div className="property__main">
          {detail.delivery ? (
            <p className="property__summary">
              {intl.formatMessage(projectMessages.delivery, { delivery: detail.delivery })}
            </p>
          ) : null}
          {detail.description.length > 0 ? (
            <section aria-labelledby="about-heading">
              <h2 id="about-heading">{intl.formatMessage(projectMessages.about)}</h2>
              {detail.description.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
          ) : null}
          {detail.units.length > 0 ? (
            <section aria-labelledby="units-heading" className="section">
              <h2 id="units-heading">{intl.formatMessage(projectMessages.units)}</h2>
              <UnitsTable units={detail.units} project={detail.title} />
            </section>
          ) : null}
          {more.length > 0 ? (
            <ul className="project__photos">
              {more.map((photo) => (
                <li key={photo.src}>
                  <ResponsiveImage image={photo} sizes="(min-width: 961px) 360px, 50vw" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <aside className="property__aside">
          {detail.documents.length > 0 ? (
            <section aria-labelledby="documents-heading" className="agent-card">
              <h2 id="documents-heading" className="agent-card__heading">
                {intl.formatMessage(projectMessages.documents)}
              </h2>
              <ul className="link-list">
                {detail.documents.map((doc) => (
                  <li key={doc.url}>
                    <a href={doc.url}>{doc.name}</a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {detail.externalUrl ? (
            <p>
              <a href={detail.externalUrl} className="button button--secondary button--block" rel="noopener">
                {intl.formatMessage(projectMessages.website)}
              </a>
            </p>
          ) : null}
        </aside>
      </div>
    </article>
  );
}

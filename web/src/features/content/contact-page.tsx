import { formatPhone } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSite } from '~/shell/site';
import type { ContentPageData } from './content.server';
import { ContentBody, ContentHead, ContentHeader, FallbackNotice } from './content-blocks';
import { contactMessages } from './messages';

/**
 * The contact page: the agency's address, phone, e-mail and opening hours from the site settings,
 * the page text from Strapi, and a call to action (the contact form is a feature of its own).
 */
export function ContactPage({ data }: { data: ContentPageData }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { page, language } = data;
  const { settings, paths } = useSite();
  const agency = settings?.agency ?? null;
  const street = [agency?.street, agency?.houseNumber].filter(Boolean).join(' ');
  const town = [agency?.zip, agency?.city].filter(Boolean).join(' ');
  const address = [street, town, agency?.countryName].filter(Boolean).join(', ');
  const hours = agency?.openingHours?.split(/\n+/).filter((line) => line.trim()) ?? [];
  return (
    <div className="container content-contact">
      <ContentHead seo={page.seo} />
      <div className="narrow">
        <ContentHeader
          title={page.title}
          intro={page.intro}
          language={language}
          crumbs={[{ label: page.title.text }]}
        />
        <FallbackNotice texts={[page.title, page.intro, page.body, ...page.sections]} language={language} />
      </div>
      <div className="contact-layout">
        <section className="contact-card" aria-labelledby="contact-cta">
          <h2 id="contact-cta">{t(contactMessages.ctaHeading)}</h2>
          <p>{t(contactMessages.ctaText)}</p>
          <div className="contact-card__actions">
            {agency?.phone ? (
              <a className="button button--primary" href={`tel:${agency.phone.replace(/[^\d+]/g, '')}`}>
                {t(contactMessages.callUs)} · {formatPhone(agency.phone)}
              </a>
            ) : null}
            {agency?.email ? (
              <a className="button button--secondary" href={`mailto:${agency.email}`}>
                {t(contactMessages.mailUs)} · {agency.email}
              </a>
            ) : null}
          </div>
          <ul className="link-list contact-card__links">
            <li>
              <Link to={paths.team}>{t(contactMessages.teamLink)} →</Link>
            </li>
          </ul>
        </section>
        {agency ? (
          <section className="contact-card contact-card--office" aria-labelledby="contact-office">
            <h2 id="contact-office">{t(contactMessages.visitUs)}</h2>
            <address>
              {agency.legalName ? <strong>{agency.legalName}</strong> : null}
              {street ? <span>{street}</span> : null}
              {town ? <span>{town}</span> : null}
              {agency.countryName ? <span>{agency.countryName}</span> : null}
            </address>
            {address ? (
              <p>
                <a href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`} rel="noopener">
                  {t(contactMessages.routeLink)}
                </a>
              </p>
            ) : null}
            {hours.length > 0 ? (
              <>
                <h3>{t(contactMessages.openingHours)}</h3>
                {hours.map((line, index) => (
                  <p key={index} className="contact-card__hours">
                    {line}
                  </p>
                ))}
              </>
            ) : null}
          </section>
        ) : null}
      </div>
      {page.body || page.sections.length > 0 ? (
        <div className="narrow section">
          <ContentBody page={page} language={language} />
        </div>
      ) : null}
    </div>
  );
}

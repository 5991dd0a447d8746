import { formatPhone, listingPath, localizePath, type Language } from '@vitrine/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { siteMessages } from './messages';
import { siteNameOf, type AgencyContact, type SiteSettings } from './site';

function AgencyAddress({ agency }: { agency: AgencyContact }) {
  const street = [agency.street, agency.houseNumber].filter(Boolean).join(' ');
  const town = [agency.zip, agency.city].filter(Boolean).join(' ');
  const phoneHref = agency.phone ? `tel:${agency.phone.replace(/[^\d+]/g, '')}` : null;
  return (
    <address className="site-footer__address">
      {agency.legalName ? <strong>{agency.legalName}</strong> : null}
      {street ? <span>{street}</span> : null}
      {town ? <span>{town}</span> : null}
      {agency.countryName ? <span>{agency.countryName}</span> : null}
      {agency.phone && phoneHref ? (
        <span>
          <FormattedMessage {...siteMessages.phone} />: <a href={phoneHref}>{formatPhone(agency.phone)}</a>
        </span>
      ) : null}
      {agency.email ? (
        <span>
          <FormattedMessage {...siteMessages.email} />: <a href={`mailto:${agency.email}`}>{agency.email}</a>
        </span>
      ) : null}
      {agency.openingHours ? (
        <span className="site-footer__hours">
          <FormattedMessage {...siteMessages.openingHours} />: {agency.openingHours}
        </span>
      ) : null}
    </address>
  );
}

function LegalMentions({ agency }: { agency: AgencyContact }) {
  const rows = [
    agency.bivStatus ? { key: 'status', label: null, value: agency.bivStatus } : null,
    agency.bivNumber ? { key: 'biv', label: siteMessages.bivNumber, value: agency.bivNumber } : null,
    agency.vatNumber ? { key: 'vat', label: siteMessages.vatNumber, value: agency.vatNumber } : null,
    agency.supervisoryAuthority
      ? { key: 'authority', label: siteMessages.supervisoryAuthority, value: agency.supervisoryAuthority }
      : null,
  ].filter((row) => row !== null);
  if (rows.length === 0 && !agency.deontologyUrl) return null;
  return (
    <ul className="site-footer__legal">
      {rows.map((row) => (
        <li key={row.key}>
          {row.label ? (
            <>
              <FormattedMessage {...row.label} />: {row.value}
            </>
          ) : (
            row.value
          )}
        </li>
      ))}
      {agency.deontologyUrl ? (
        <li>
          <a href={agency.deontologyUrl} rel="noopener">
            <FormattedMessage {...siteMessages.deontology} />
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/** Content pages linked from every page, by their original path (the domain localizes them). */
const contentLinks = [
  ['/Services/', siteMessages.footerServices],
  ['/investors/', siteMessages.footerInvestors],
  ['/information/', siteMessages.footerInformation],
  ['/renovation-calculator/', siteMessages.footerCalculator],
  ['/testimonials/', siteMessages.footerTestimonials],
  ['/Team/', siteMessages.footerTeam],
  ['/contact/', siteMessages.footerContactPage],
] as const;

const legalLinks = [
  ['/Privacy/', siteMessages.footerPrivacy],
  ['/Cookie-policy/', siteMessages.footerCookies],
  ['/Disclaimer/', siteMessages.footerDisclaimer],
  ['/Solanet/', siteMessages.footerGroup],
] as const;

export function SiteFooter({ language, settings }: { language: Language; settings: SiteSettings | null }) {
  const intl = useIntl();
  const agency = settings?.agency ?? null;
  const name = agency?.legalName || siteNameOf(settings);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            <FormattedMessage {...siteMessages.footerContact} />
          </h2>
          {agency ? <AgencyAddress agency={agency} /> : <p>{name}</p>}
          {settings?.tagline ? <p className="site-footer__tagline">{settings.tagline}</p> : null}
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            <FormattedMessage {...siteMessages.footerExplore} />
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to={listingPath(language, 0)}>{intl.formatMessage(siteMessages.forSale)}</Link>
            </li>
            <li>
              <Link to={listingPath(language, 1)}>{intl.formatMessage(siteMessages.forRent)}</Link>
            </li>
            <li>
              <Link to={listingPath(language, 'projects')}>{intl.formatMessage(siteMessages.projects)}</Link>
            </li>
            {contentLinks.map(([original, label]) => (
              <li key={original}>
                <Link to={localizePath(original, language)}>{intl.formatMessage(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {agency ? (
          <section aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="site-footer__heading">
              <FormattedMessage {...siteMessages.footerLegal} />
            </h2>
            <LegalMentions agency={agency} />
          </section>
        ) : null}
      </div>
      <div className="container site-footer__bottom">
        <p>
          <FormattedMessage {...siteMessages.copyright} values={{ year: new Date().getFullYear(), name }} />
        </p>
        <nav aria-label={intl.formatMessage(siteMessages.footerLegalPages)}>
          <ul className="site-footer__legal-links">
            {legalLinks.map(([original, label]) => (
              <li key={original}>
                <Link to={localizePath(original, language)}>{intl.formatMessage(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

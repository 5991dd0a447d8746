import { Link } from 'react-router';
import type { FooterData } from './site';

/**
 * The footer of every page: the agency's contact details and legal mentions, links to the lists
 * and the content pages, the legal pages. Written out by the server (`footer.server.ts`).
 */
export function SiteFooter({
  footer,
  consentLink,
}: {
  footer: FooterData;
  /** The "Cookie settings" control (the consent feature's), listed with the legal pages. */
  consentLink?: React.ReactNode;
}) {
  const { agency, legal } = footer;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {footer.contactHeading}
          </h2>
          {agency ? (
            <address className="site-footer__address">
              {agency.legalName ? <strong>{agency.legalName}</strong> : null}
              {agency.lines.map((line, index) => (
                <span key={index}>{line}</span>
              ))}
              {agency.contacts.map((contact) => (
                <span key={contact.key} className={contact.key === 'hours' ? 'site-footer__hours' : undefined}>
                  {contact.label}: {contact.href ? <a href={contact.href}>{contact.text}</a> : contact.text}
                </span>
              ))}
            </address>
          ) : (
            <p>{footer.siteName}</p>
          )}
          {footer.tagline ? <p className="site-footer__tagline">{footer.tagline}</p> : null}
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            {footer.exploreHeading}
          </h2>
          <ul className="site-footer__links">
            {footer.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__heading">
            {footer.newsletter.heading}
          </h2>
          <p>{footer.newsletter.text}</p>
          <form method="get" action={footer.newsletter.action} className="site-footer__newsletter">
            <label htmlFor="footer-newsletter-email">{footer.newsletter.emailLabel}</label>
            <input id="footer-newsletter-email" name="email" type="email" autoComplete="email" required />
            <button type="submit" className="button button--secondary">
              {footer.newsletter.button}
            </button>
          </form>
        </section>
        {legal ? (
          <section aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="site-footer__heading">
              {legal.heading}
            </h2>
            {legal.rows.length > 0 || legal.deontology ? (
              <ul className="site-footer__legal">
                {legal.rows.map((row, index) => (
                  <li key={index}>{row}</li>
                ))}
                {legal.deontology ? (
                  <li>
                    <a href={legal.deontology.href} rel="noopener">
                      {legal.deontology.label}
                    </a>
                  </li>
                ) : null}
              </ul>
            ) : null}
          </section>
        ) : null}
      </div>
      <div className="container site-footer__bottom">
        <p>{footer.copyright}</p>
        <nav aria-label={footer.legalPagesLabel}>
          <ul className="site-footer__legal-links">
            {footer.legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            {consentLink ? <li>{consentLink}</li> : null}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

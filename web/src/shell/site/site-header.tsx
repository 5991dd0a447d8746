import type { Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { LanguageSwitcher } from '~/shell/language';
import { siteMessages } from './messages';
import { siteNameOf, useSite, type SiteSettings } from './site';

export function SiteHeader({ language, settings }: { language: Language; settings: SiteSettings | null }) {
  const intl = useIntl();
  const siteName = siteNameOf(settings);
  const { paths } = useSite();
  const nav = [
    { to: paths.forSale, label: siteMessages.forSale },
    { to: paths.forRent, label: siteMessages.forRent },
    { to: paths.projects, label: siteMessages.projects },
    { to: paths.services, label: siteMessages.services },
    { to: paths.contact, label: siteMessages.contact },
  ];
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home} className="brand" aria-label={intl.formatMessage(siteMessages.homeLink, { siteName })}>
          <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <path d="M4 15 16 5l12 10v12a1 1 0 0 1-1 1h-7v-8h-8v8H5a1 1 0 0 1-1-1z" fill="currentColor" />
          </svg>
          <span className="brand__name">{siteName}</span>
        </Link>
        <nav className="main-nav" aria-label={intl.formatMessage(siteMessages.mainNavigation)}>
          <ul>
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{intl.formatMessage(item.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher current={language} />
      </div>
    </header>
  );
}

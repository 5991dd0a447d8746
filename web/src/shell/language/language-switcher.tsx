import { languageNames, languages, type Language } from '@vitrine/domain';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { languageMessages } from './messages';
import { usePageLinks } from './page-alternates';
import { rememberLanguage } from './remembered-language';

/**
 * Links to the current page in every language. The search (filters, page) is kept: its values
 * are language-neutral. Pages without alternates (errors) link to each language's home.
 */
export function LanguageSwitcher({ current }: { current: Language }) {
  const intl = useIntl();
  const pageLinks = usePageLinks();
  const { search } = useLocation();
  return (
    <nav className="language-switcher" aria-label={intl.formatMessage(languageMessages.switcherLabel)}>
      <ul>
        {languages.map((language) => {
          const path = pageLinks?.alternates[language];
          const href = path ? `${path}${search}` : `/${language}/`;
          return (
            <li key={language}>
              <Link
                to={href}
                lang={language}
                hrefLang={language}
                aria-label={`${language.toUpperCase()} – ${languageNames[language]}`}
                aria-current={language === current ? 'true' : undefined}
                onClick={() => void rememberLanguage(language)}
              >
                {language.toUpperCase()}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

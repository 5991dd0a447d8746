import { languages, type Language } from '@vitrine/domain';
import { usePageLinks } from './page-alternates';

/**
 * Canonical and hreflang links of the current page (absolute URLs), plus `x-default`: the
 * language-choosing root for home, the site default language's page elsewhere. The canonical's
 * query (`?page=2`) is language-neutral: each alternate points to the same page of its list.
 */
export function AlternateLinks({ siteUrl, defaultLanguage }: { siteUrl: string; defaultLanguage: Language }) {
  const pageLinks = usePageLinks();
  if (!pageLinks) return <meta name="robots" content="noindex" />;
  if (pageLinks.noindex) return <meta name="robots" content="noindex, follow" />;
  const { alternates, canonical } = pageLinks;
  const queryStart = canonical.indexOf('?');
  const query = queryStart === -1 ? '' : canonical.slice(queryStart);
  const isHome = !query && languages.every((language) => alternates[language] === `/${language}/`);
  return (
    <>
      <link rel="canonical" href={`${siteUrl}${canonical}`} />
      {languages.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${siteUrl}${alternates[language]}${query}`} />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={`${siteUrl}${isHome ? '/' : `${alternates[defaultLanguage]}${query}`}`}
      />
    </>
  );
}

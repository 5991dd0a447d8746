import { usePageLinks } from '~/shell/language';
import { useSite, siteNameOf } from './site';

interface PageHeadProps {
  readonly title: string;
  readonly description?: string | null;
  /** Absolute URL of the share image (OpenGraph); the site settings' image when absent. */
  readonly image?: string | null;
  readonly type?: 'website' | 'article';
}

/**
 * Title, description, OpenGraph and Twitter tags of a page. React 19 hoists these into `<head>`,
 * also in the server-rendered HTML, so every page's head is complete before any JavaScript runs.
 */
export function PageHead({ title, description, image, type = 'website' }: PageHeadProps) {
  const site = useSite();
  const pageLinks = usePageLinks();
  const siteName = siteNameOf(site.settings);
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const shareImage = image || site.settings?.image || null;
  const url = pageLinks && !pageLinks.noindex ? `${site.siteUrl}${pageLinks.canonical}` : null;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={`${site.language}_BE`} />
      {url ? <meta property="og:url" content={url} /> : null}
      {description ? <meta property="og:description" content={description} /> : null}
      {shareImage ? <meta property="og:image" content={shareImage} /> : null}
      <meta name="twitter:card" content={shareImage ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {shareImage ? <meta name="twitter:image" content={shareImage} /> : null}
    </>
  );
}

import { useSite, siteNameOf } from './site';

interface PageHeadProps {
  readonly title: string;
  readonly description?: string | null;
  /** Absolute URL of the share image (OpenGraph). */
  readonly image?: string | null;
  readonly type?: 'website' | 'article';
}

/**
 * Title, description and OpenGraph tags of a page. React 19 hoists these into `<head>`, also
 * in the server-rendered HTML, so every page's head is complete before any JavaScript runs.
 */
export function PageHead({ title, description, image, type = 'website' }: PageHeadProps) {
  const site = useSite();
  const siteName = siteNameOf(site.settings);
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={`${site.language}_BE`} />
      {description ? <meta property="og:description" content={description} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
    </>
  );
}

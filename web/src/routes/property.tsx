import { lazy, Suspense } from 'react';
import { PropertyGonePage as GonePageInPlace, PropertyPage } from '~/features/property';
import propertyStyles from '~/features/property/property-page.css?url';
import { loadPropertyPage } from '~/features/property/property.server';
import { publicPageHeaders } from '~/shell/site';
import galleryStyles from '~/ui/photo-gallery.css?url';
import type { Route } from './+types/property';

export const loader = ({ url, context }: Route.LoaderArgs) => loadPropertyPage({ url, context });
export const headers = publicPageHeaders;
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: galleryStyles },
  { rel: 'stylesheet', href: propertyStyles },
];

/**
 * A sold, rented or unknown listing's page (with its similar listings): rendered in place by the
 * server, fetched by the browser only for such a page, so a listing's first load leaves it out.
 */
const PropertyGonePage = import.meta.env.SSR
  ? GonePageInPlace
  : lazy(async () => {
      const { PropertyGonePage } = await import('~/features/property/property-gone-page');
      return { default: PropertyGonePage };
    });

export default function Property({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'gone')
    return (
      <Suspense fallback={null}>
        <PropertyGonePage gone={loaderData.gone} />
      </Suspense>
    );
  return (
    <PropertyPage
      detail={loaderData.detail}
      listPath={loaderData.listPath}
      jsonLd={loaderData.jsonLd}
      language={loaderData.language}
    />
  );
}

import { PropertyGonePage, PropertyPage } from '~/features/property';
import propertyStyles from '~/features/property/property-page.css?url';
import { loadPropertyPage } from '~/features/property/property.server';
import { publicPageHeaders } from '~/features/site';
import type { Route } from './+types/property';

export const loader = ({ url, context }: Route.LoaderArgs) => loadPropertyPage({ url, context });
export const headers = publicPageHeaders;
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: propertyStyles }];

export default function Property({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'gone') return <PropertyGonePage gone={loaderData.gone} />;
  return (
    <PropertyPage
      detail={loaderData.detail}
      listPath={loaderData.listPath}
      jsonLd={loaderData.jsonLd}
      language={loaderData.language}
    />
  );
}

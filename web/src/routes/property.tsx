import { lazy, Suspense } from 'react';
import { data, useSearchParams } from 'react-router';
import { pageUrlOf, withFormHeaders, withLeadForms } from '~/features/forms/index.server';
import formStyles from '~/features/forms/forms.css?url';
import { ListingLeadForms as ListingLeadFormsInPlace, listingLeadForms } from '~/features/leads';
import { listingFormMessages, listingLeadAction, notAListing } from '~/features/leads/index.server';
import { PropertyGonePage as GonePageInPlace, PropertyPage } from '~/features/property';
import propertyStyles from '~/features/property/property-page.css?url';
import { loadPropertyPage } from '~/features/property/property.server';
import { publicPageHeaders, useSite } from '~/shell/site';
import galleryStyles from '~/ui/photo-gallery.css?url';
import type { Route } from './+types/property';

export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await loadPropertyPage({ url, context });
  const pageData = page.data;
  if (pageData.kind !== 'property') return data(pageData, page.init ?? undefined);
  // The listing's request forms (visit, information, documents, send to a friend).
  return data(
    withLeadForms(pageData, pageData.language, listingLeadForms, listingFormMessages),
    page.init ?? undefined,
  );
}
/** The listing's request forms post here; the listing they name is the page's, read again. */
export async function action({ request, context }: Route.ActionArgs) {
  const page = await loadPropertyPage({ url: pageUrlOf(request), context });
  if (page.data.kind !== 'property') return notAListing();
  return listingLeadAction(
    { request, context },
    { documentId: page.data.detail.documentId, language: page.data.language },
  );
}
export const headers = withFormHeaders(publicPageHeaders);
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: galleryStyles },
  { rel: 'stylesheet', href: propertyStyles },
  { rel: 'stylesheet', href: formStyles },
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

/** The request forms: rendered in place by the server, their code fetched by the browser after the page's. */
const ListingLeadForms = import.meta.env.SSR
  ? ListingLeadFormsInPlace
  : lazy(async () => {
      const { ListingLeadForms } = await import('~/features/leads/listing-lead-forms');
      return { default: ListingLeadForms };
    });

export default function Property({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  const [search] = useSearchParams();
  const documents = search.get('documents');
  if (loaderData.kind === 'gone')
    return (
      <Suspense fallback={null}>
        <PropertyGonePage gone={loaderData.gone} />
      </Suspense>
    );
  return (
    <>
      <PropertyPage
        detail={loaderData.detail}
        listPath={loaderData.listPath}
        jsonLd={loaderData.jsonLd}
        language={loaderData.language}
      />
      <div className="container section">
        <Suspense fallback={null}>
          <ListingLeadForms
            states={loaderData.leadForms}
            answered={actionData && 'leadForm' in actionData ? actionData.leadForm : null}
            property={loaderData.detail.documentId}
            language={loaderData.language}
            documents={documents === 'requested' || documents === 'already' ? documents : null}
            agencyPhone={settings?.agency?.phone ?? null}
          />
        </Suspense>
      </div>
    </>
  );
}

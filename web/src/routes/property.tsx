import { Suspense } from 'react';
import { data, useLocation, useSearchParams } from 'react-router';
import { AppointmentSection as AppointmentSectionInPlace } from '~/features/appointments';
import {
  appointmentAction,
  appointmentPageMessages,
  appointmentSection,
  postsAppointment,
} from '~/features/appointments/index.server';
import { pageUrlOf, withFormHeaders, withLeadForms } from '~/features/forms/index.server';
import { PurchaseOfferForm as PurchaseOfferFormInPlace } from '~/features/offers';
import { listingOffer, offerAction, postsOffer } from '~/features/offers/index.server';
import { FillTimeStylesheet } from '~/features/forms';
import { ListingLeadForms as ListingLeadFormsInPlace, listingLeadForms } from '~/features/leads';
import { listingFormMessages, listingLeadAction, notAListing } from '~/features/leads/index.server';
import { PropertyGonePage as GonePageInPlace, PropertyPage } from '~/features/property';
import { PriceHistoryBlock as PriceHistoryInPlace } from '~/features/price-history';
import { SimilarListingsBlock as SimilarInPlace } from '~/features/similar-listings';
import { recordListingView } from '~/features/owner/index.server';
import { loadPropertyPage } from '~/features/property/property.server';
import {
  PurchaseCostNote,
  PurchaseCosts as PurchaseCostsInPlace,
  purchaseCostsAnchor,
} from '~/features/purchase-costs';
import { loadPurchaseCosts } from '~/features/purchase-costs/purchase-costs.server';
import { loadRenovationCosts } from '~/features/renovation-calculator/calculator.server';
import { graphqlClient } from '~/graphql/apollo.server';
import { combinedMessages, pageMessages } from '~/i18n/messages.server';
import { publicPageHeaders, useSite } from '~/shell/site';
import { afterFirstLoad } from '~/ui/after-first-load';
import type { Route } from './+types/property';

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const page = await loadPropertyPage({ url, context });
  const pageData = page.data;
  if (pageData.kind !== 'property') return data(pageData, page.init ?? undefined);
  // The owner's statistics: queued here, sent to Strapi in batches after the response.
  recordListingView(request, pageData.detail.documentId);
  // The listing's request forms (visit, information, documents, send to a friend), and its visit slots.
  const withForms = withLeadForms(pageData, pageData.language, listingLeadForms, listingFormMessages);
  // A listing for sale: the full cost of buying, for the situation the visitor's GET form sent.
  const client = graphqlClient(context);
  const { documentId } = pageData.detail;
  const { language } = pageData;
  const [appointments, purchase] = await Promise.all([
    appointmentSection(graphqlClient(context), pageData.detail.documentId, pageData.language),
    loadPurchaseCosts(client, {
      documentId,
      language,
      url,
      renovationCosts: () => loadRenovationCosts(client, language),
    }),
  ]);
  // A listing for sale also takes purchase offers (their form states the deposit rule).
  const offer = await listingOffer(graphqlClient(context), { ...pageData.detail, language: pageData.language });
  const messages = combinedMessages(
    withForms.messages,
    pageMessages(pageData.language, appointmentPageMessages),
    offer?.messages,
    purchase?.messages,
  );
  const offerForm = offer ? { terms: offer.terms, state: offer.form } : null;
  return data(
    { ...withForms, messages, appointments, offerForm, purchaseCosts: purchase?.block ?? null },
    page.init ?? undefined,
  );
}
/** The listing's request forms post here; the listing they name is the page's, read again. */
export async function action({ request, context }: Route.ActionArgs) {
  const page = await loadPropertyPage({ url: pageUrlOf(request), context });
  if (page.data.kind !== 'property') return notAListing();
  const listing = { documentId: page.data.detail.documentId, language: page.data.language };
  if (await postsAppointment(request)) return appointmentAction({ request, context }, listing);
  if (await postsOffer(request)) return offerAction({ request, context }, { ...listing, goal: page.data.detail.goal });
  return listingLeadAction(
    { request, context },
    { documentId: page.data.detail.documentId, language: page.data.language },
  );
}
export const headers = withFormHeaders(publicPageHeaders);

/**
 * A sold, rented or unknown listing's page (with its similar listings): rendered in place by the
 * server, fetched by the browser only for such a page, so a listing's first load leaves it out.
 */
const PropertyGonePage = import.meta.env.SSR
  ? GonePageInPlace
  : afterFirstLoad(async () => (await import('~/features/property/property-gone-page')).PropertyGonePage);

/** The booking form: rendered in place by the server, its code fetched by the browser after the page's. */
const AppointmentSection = import.meta.env.SSR
  ? AppointmentSectionInPlace
  : afterFirstLoad(async () => (await import('~/features/appointments/appointment-section')).AppointmentSection);

/** The purchase offer form: rendered in place by the server, its code fetched by the browser after the page's. */
const PurchaseOfferForm = import.meta.env.SSR
  ? PurchaseOfferFormInPlace
  : afterFirstLoad(async () => (await import('~/features/offers/offer-form')).PurchaseOfferForm);

/** The request forms: rendered in place by the server, their code fetched by the browser after the page's. */
const ListingLeadForms = import.meta.env.SSR
  ? ListingLeadFormsInPlace
  : afterFirstLoad(async () => (await import('~/features/leads/listing-lead-forms')).ListingLeadForms);

/**
 * The cost of buying (its form and table), the price history and the similar listings (with the
 * cards' code), below the fold: rendered in place by the server, their code fetched by the browser
 * after the page's (issue 23: the listing's first load stays within its budget). The note under
 * the price is in the first load.
 */
const PurchaseCosts = import.meta.env.SSR
  ? PurchaseCostsInPlace
  : afterFirstLoad(async () => (await import('~/features/purchase-costs/purchase-costs-block')).PurchaseCosts);
const SimilarListingsBlock = import.meta.env.SSR
  ? SimilarInPlace
  : afterFirstLoad(
      async () => (await import('~/features/similar-listings/similar-listings-block')).SimilarListingsBlock,
    );
const PriceHistoryBlock = import.meta.env.SSR
  ? PriceHistoryInPlace
  : afterFirstLoad(async () => (await import('~/features/price-history/price-history-block')).PriceHistoryBlock);

export default function Property({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const documents = search.get('documents');
  // A booking the server answered (refused: full, past, too many persons) shows in the booking form.
  const booking =
    actionData && 'leadForm' in actionData && actionData.leadForm.form === 'appointment' ? actionData.leadForm : null;
  const offerAnswer =
    actionData && 'leadForm' in actionData && actionData.leadForm.form === 'purchaseOffer' ? actionData.leadForm : null;
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
        priceNote={loaderData.purchaseCosts ? <PurchaseCostNote block={loaderData.purchaseCosts} /> : null}
        costs={
          loaderData.purchaseCosts ? (
            <Suspense fallback={null}>
              <PurchaseCosts block={loaderData.purchaseCosts} action={pathname} anchor={purchaseCostsAnchor} />
            </Suspense>
          ) : null
        }
      />
      <div className="container section">
        <Suspense fallback={null}>
          <PriceHistoryBlock history={loaderData.history} />
        </Suspense>
        <FillTimeStylesheet />
        {loaderData.appointments.slots.length > 0 || loaderData.appointments.full || booking ? (
          <Suspense fallback={null}>
            <AppointmentSection
              slots={loaderData.appointments.slots}
              state={booking ?? loaderData.appointments.form}
              property={loaderData.detail.documentId}
              language={loaderData.language}
              booked={search.get('appointment') === 'booked'}
              agencyPhone={settings?.agency?.phone ?? null}
            />
          </Suspense>
        ) : null}
        <Suspense fallback={null}>
          <ListingLeadForms
            states={loaderData.leadForms}
            answered={actionData && 'leadForm' in actionData && !booking && !offerAnswer ? actionData.leadForm : null}
            property={loaderData.detail.documentId}
            language={loaderData.language}
            documents={documents === 'requested' || documents === 'already' ? documents : null}
            agencyPhone={settings?.agency?.phone ?? null}
          />
        </Suspense>
        {loaderData.offerForm ? (
          <Suspense fallback={null}>
            <PurchaseOfferForm
              state={loaderData.offerForm.state}
              answered={offerAnswer}
              terms={loaderData.offerForm.terms}
              property={loaderData.detail.documentId}
              language={loaderData.language}
              agencyPhone={settings?.agency?.phone ?? null}
            />
          </Suspense>
        ) : null}
        <Suspense fallback={null}>
          <SimilarListingsBlock listings={loaderData.similar} />
        </Suspense>
      </div>
    </>
  );
}

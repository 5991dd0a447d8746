import { gql, type TypedDocumentNode } from '@apollo/client';
import { thankYouPath, type Language } from '@vitrine/domain';
import { data, type RouterContextProvider } from 'react-router';
import { controlFields, type LeadFormState } from '~/features/forms';
import { formsMessageTables, freshFormState, handleLeadAction } from '~/features/forms/index.server';
import { withContentFallback } from '~/graphql/content-fallback.server';
import type { GraphqlClient } from '~/graphql/apollo.server';
import type { OfferTermsQuery, OfferTermsQueryVariables } from '~/graphql/strapi-operations.generated';
import type { MessagesWire } from '~/i18n/messages';
import { pageMessages } from '~/i18n/messages.server';
import { offerMessages } from './messages';
import type { OfferTerms } from './offer-terms';

const OFFER_TERMS: TypedDocumentNode<OfferTermsQuery, OfferTermsQueryVariables> = gql`
  query OfferTerms($documentId: ID!, $locale: I18NLocaleCode) {
    property(documentId: $documentId, locale: $locale) {
      documentId
      goal
      listingStatus
      price
      publishPrice
    }
    siteSetting(locale: $locale) {
      agency {
        legalName
        street
        houseNumber
        zip
        city
        vatNumber
        bivNumber
        bivStatus
        thirdPartyAccount
        thirdPartyAccountHolder
      }
    }
  }
`;

/** The messages a listing page adds for its offer form. */
export const offerFormMessages = [...formsMessageTables, offerMessages];

/** Only a listing for sale that is not sold takes purchase offers (never a rental). */
export const takesOffers = (listing: { goal: number; listingStatus?: string | null }) =>
  listing.goal === 0 && listing.listingStatus !== 'sold';

/**
 * What the offer form of a listing states: the deposit rule with the third-party account and
 * the agency's legal mentions (site settings) — the deposit itself is 10 % of the amount the visitor
 * offers, stated by the form as they type it; `null` when
 * the listing takes no offers (a rental, sold) or cannot be read.
 */
export async function loadOfferTerms(
  client: GraphqlClient,
  documentId: string,
  language: Language,
): Promise<OfferTerms | null> {
  try {
    const found = await withContentFallback(language, async (locale) => {
      const { data } = await client.query({ query: OFFER_TERMS, variables: { documentId, locale } });
      return data?.property ? data : null;
    });
    const property = found?.value.property;
    if (!found || !property || !takesOffers(property)) return null;
    const agency = found.value.siteSetting?.agency ?? null;
    const street = [agency?.street, agency?.houseNumber].filter(Boolean).join(' ');
    const town = [agency?.zip, agency?.city].filter(Boolean).join(' ');
    return {
      account: agency?.thirdPartyAccount || null,
      holder: agency?.thirdPartyAccountHolder || agency?.legalName || null,
      legalName: agency?.legalName || null,
      address: [street, town].filter(Boolean).join(', ') || null,
      vatNumber: agency?.vatNumber || null,
      bivNumber: agency?.bivNumber || null,
      bivStatus: agency?.bivStatus || null,
    };
  } catch (error) {
    console.warn(`Offer terms unavailable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * A listing page's offer form posts here (the route action picks it by the posted form name):
 * the listing is the page's, fixed by the server; a stored offer lands on its thank-you page.
 */
export function offerAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  listing: { documentId: string; goal: number; language: Language },
) {
  // The page offers no such form on a rental: a crafted post is refused, nothing is sent to Strapi.
  if (!takesOffers(listing)) throw data(null, { status: 400 });
  return handleLeadAction({
    request,
    context,
    language: listing.language,
    forms: { purchaseOffer: () => thankYouPath('purchase-offer', listing.language) },
    fixed: { property: listing.documentId },
  });
}

/** Whether a listing page's post is the offer form (read from a copy: the action reads the post again). */
export async function postsOffer(request: Request): Promise<boolean> {
  const form = await request.clone().formData();
  return form.get(controlFields.form) === 'purchaseOffer';
}

/**
 * The offer part of a listing page's loader data: the form's fresh state and what it states, for a
 * listing that takes offers; `null` otherwise (a rental, a sold listing: no form at all).
 */
export async function listingOffer(
  client: GraphqlClient,
  listing: { documentId: string; goal: number; language: Language },
): Promise<{ terms: OfferTerms; form: LeadFormState; messages: MessagesWire } | null> {
  if (!takesOffers(listing)) return null;
  const terms = await loadOfferTerms(client, listing.documentId, listing.language);
  if (!terms) return null;
  return {
    terms,
    form: freshFormState('purchaseOffer'),
    messages: pageMessages(listing.language, offerFormMessages),
  };
}

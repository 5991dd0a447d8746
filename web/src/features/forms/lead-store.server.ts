import { gql, type TypedDocumentNode } from '@apollo/client';
import { isValidationMessageKey, type LeadOrigin, type ValidationMessageKey } from '@vitrine/domain';
import type { GraphqlClient } from '~/graphql/apollo.server';
import type { SiteLeadForm } from './lead-forms';

type CreateResult = Record<string, { documentId: string } | null | undefined>;
type CreateVariables = { data: Record<string, unknown> };
type CreateDocument = TypedDocumentNode<CreateResult, CreateVariables>;

const CREATE_VISIT_REQUEST: CreateDocument = gql`
  mutation CreateVisitRequest($data: VisitRequestInput!) {
    createVisitRequest(data: $data) {
      documentId
    }
  }
`;

const CREATE_INFO_REQUEST: CreateDocument = gql`
  mutation CreateInfoRequest($data: InfoRequestInput!) {
    createInfoRequest(data: $data) {
      documentId
    }
  }
`;

const CREATE_DOCUMENT_REQUEST: CreateDocument = gql`
  mutation CreateDocumentRequest($data: DocumentRequestInput!) {
    createDocumentRequest(data: $data) {
      documentId
    }
  }
`;

const CREATE_VALUATION_REQUEST: CreateDocument = gql`
  mutation CreateValuationRequest($data: ValuationRequestInput!) {
    createValuationRequest(data: $data) {
      documentId
    }
  }
`;

const CREATE_CONTACT_MESSAGE: CreateDocument = gql`
  mutation CreateContactMessage($data: ContactMessageInput!) {
    createContactMessage(data: $data) {
      documentId
    }
  }
`;

const CREATE_SEND_TO_FRIEND: CreateDocument = gql`
  mutation CreateSendToFriend($data: SendToFriendInput!) {
    createSendToFriend(data: $data) {
      documentId
    }
  }
`;

const CREATE_TESTIMONIAL: CreateDocument = gql`
  mutation CreateTestimonial($data: TestimonialInput!) {
    createTestimonial(data: $data) {
      documentId
    }
  }
`;

const CREATE_NEWSLETTER_SIGNUP: CreateDocument = gql`
  mutation CreateNewsletterSignup($data: NewsletterSignupInput!) {
    createNewsletterSignup(data: $data) {
      documentId
    }
  }
`;

const CREATE_APPOINTMENT: CreateDocument = gql`
  mutation CreateAppointment($data: AppointmentInput!) {
    createAppointment(data: $data) {
      documentId
    }
  }
`;

const CREATE_DEMAND_REGISTER: CreateDocument = gql`
  mutation CreateDemandRegister($data: DemandRegisterInput!) {
    createDemandRegister(data: $data) {
      documentId
    }
  }
`;

const CREATE_PURCHASE_OFFER: CreateDocument = gql`
  mutation CreatePurchaseOffer($data: PurchaseOfferInput!) {
    createPurchaseOffer(data: $data) {
      documentId
    }
  }
`;

/** The Strapi create mutation (shadow CRUD) of each form's lead collection. */
const mutations: Record<SiteLeadForm, { name: string; document: CreateDocument }> = {
  visitRequest: { name: 'createVisitRequest', document: CREATE_VISIT_REQUEST },
  infoRequest: { name: 'createInfoRequest', document: CREATE_INFO_REQUEST },
  documentRequest: { name: 'createDocumentRequest', document: CREATE_DOCUMENT_REQUEST },
  valuationRequest: { name: 'createValuationRequest', document: CREATE_VALUATION_REQUEST },
  contactMessage: { name: 'createContactMessage', document: CREATE_CONTACT_MESSAGE },
  sendToFriend: { name: 'createSendToFriend', document: CREATE_SEND_TO_FRIEND },
  testimonial: { name: 'createTestimonial', document: CREATE_TESTIMONIAL },
  newsletterSignup: { name: 'createNewsletterSignup', document: CREATE_NEWSLETTER_SIGNUP },
  purchaseOffer: { name: 'createPurchaseOffer', document: CREATE_PURCHASE_OFFER },
  demandRegister: { name: 'createDemandRegister', document: CREATE_DEMAND_REGISTER },
  appointment: { name: 'createAppointment', document: CREATE_APPOINTMENT },
};

/** What storing a lead gave: stored, refused by Strapi's own check of the schema, or not stored. */
export type StoreOutcome =
  | { readonly kind: 'stored' }
  | { readonly kind: 'invalid'; readonly errors: Readonly<Record<string, ValidationMessageKey>> }
  | { readonly kind: 'limited'; readonly retryAfter: number }
  | { readonly kind: 'failed' };

/** Strapi's refusal for a limit (cms/src/abuse/rate-limits.ts, `RATE_LIMITED`): seconds to wait, or null. */
function retryAfterOf(error: unknown): number | null {
  const list = (error as { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> } | null)?.errors ?? [];
  for (const item of list) {
    const details = (item.extensions?.error as { details?: { code?: unknown; retryAfter?: unknown } } | undefined)
      ?.details;
    if (details?.code === 'RATE_LIMITED') {
      const seconds = Number(details.retryAfter);
      return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
    }
  }
  return null;
}

/** What a failed create tells: a field refused, a limit, or a failure. */
function outcomeOf(error: unknown): StoreOutcome {
  const errors = fieldErrorsOf(error);
  if (errors) return { kind: 'invalid', errors };
  const retryAfter = retryAfterOf(error);
  return retryAfter === null ? { kind: 'failed' } : { kind: 'limited', retryAfter };
}

/** The field errors of Strapi's ValidationError (the same schema's keys), when that is what it says. */
function fieldErrorsOf(error: unknown): Record<string, ValidationMessageKey> | null {
  const list = (error as { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> } | null)?.errors ?? [];
  for (const item of list) {
    const details = (item.extensions?.error as { details?: { errors?: unknown } } | undefined)?.details?.errors;
    if (details && typeof details === 'object' && !Array.isArray(details)) {
      const entries = Object.entries(details).filter((entry): entry is [string, ValidationMessageKey] =>
        isValidationMessageKey(entry[1]),
      );
      if (entries.length > 0) return Object.fromEntries(entries);
    }
  }
  return null;
}

/**
 * Stores a validated lead in its Strapi collection, on behalf of the visitor at `visitorAddress`:
 * Strapi trusts X-Forwarded-For from this server (TRUSTED_PROXY) for its own limits. The lead's
 * origin goes with it; Strapi keeps it only when well formed (decision 039).
 */
export async function storeLead(
  client: GraphqlClient,
  form: SiteLeadForm,
  value: Record<string, unknown>,
  visitor: {
    address: string;
    proxySecret?: string | undefined;
    submissionKey?: string | undefined;
    /** The page and campaign the form was sent from (domain `leadOriginOf`), stored with the lead. */
    origin?: LeadOrigin | undefined;
  },
): Promise<StoreOutcome> {
  const { name, document } = mutations[form];
  // An empty optional field is absent: Strapi's scalars (Date, enumerations) refuse an empty text.
  const data = Object.fromEntries(
    Object.entries({ ...value, ...visitor.origin }).filter(([, field]) => field !== '' && field !== undefined),
  );
  const headers: Record<string, string> = { 'x-forwarded-for': visitor.address };
  if (visitor.proxySecret) headers['x-vitrine-proxy-secret'] = visitor.proxySecret;
  // The same submission sent again is stored once (lead-action.server.ts, submissionKey).
  if (visitor.submissionKey) headers['x-vitrine-submission-key'] = visitor.submissionKey;
  try {
    const result = await client.mutate({ mutation: document, variables: { data }, context: { headers } });
    if (result.data?.[name]?.documentId) return { kind: 'stored' };
    return outcomeOf(result.error);
  } catch (error) {
    return outcomeOf(error);
  }
}

import type { FieldDefinition } from './forms/definition.js';
import { leadFormNames } from './forms/index.js';
import { leadFormDefinitions } from './forms/lead-form-definitions.js';
import type { LeadOrigin } from './forms/lead-origin.js';
import { isLanguage, type Language } from './languages.js';

/**
 * The JSON a lead is delivered to the agency's CRM as (decision 039). `version` changes when a
 * field changes meaning or goes; a new optional field keeps it.
 */
export const crmLeadVersion = 1;

/** A form whose leads go to the CRM: every lead form but the testimonial (a review, not a contact). */
export type CrmLeadForm = Exclude<(typeof leadFormNames)[number], 'testimonial'>;

/** The forms whose leads go to the CRM. */
export const crmLeadForms = leadFormNames.filter((form): form is CrmLeadForm => form !== 'testimonial');

/** Who the contact is to the agency, as CRMs file contacts. */
export type CrmContactCategory = 'buyer' | 'tenant' | 'owner' | 'other';

/** The listing (or new-build project) a lead is about. */
export interface CrmListing {
  kind: 'property' | 'project';
  /** The listing's id in the CRM it came from; null for a listing made in Strapi. */
  crmId: string | null;
  reference: string | null;
  /** 0 for sale; 1 or 2 for rent. A project is for sale. */
  goal: number | null;
  url: string;
}

/** What {@link crmLeadPayload} builds the JSON from. */
export interface CrmLeadInput {
  form: CrmLeadForm;
  /** The lead's documentId in Strapi: also the idempotency key of its delivery. */
  id: string;
  createdAt: string;
  /** The lead's validated values (and the server's, such as its origin). */
  lead: Readonly<Record<string, unknown>>;
  listing: CrmListing | null;
}

/** The lead as the CRM receives it. */
export interface CrmLeadPayload {
  version: typeof crmLeadVersion;
  id: string;
  /** The form, as its Strapi collection is named (`visit-request`). */
  kind: string;
  createdAt: string;
  category: CrmContactCategory;
  contact: {
    title: string | null;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    /** As the visitor typed it. */
    phone: string | null;
    language: Language;
  };
  /** The form's other fields, by their names in the form's definition; empty ones left out. */
  fields: Record<string, unknown>;
  listing: Omit<CrmListing, 'goal'> | null;
  source: {
    page: string | null;
    campaign: {
      source: string | null;
      medium: string | null;
      campaign: string | null;
      term: string | null;
      content: string | null;
    };
  };
}

/** Fields the payload carries elsewhere: in `contact`, or as the `listing`. */
const elsewhere = new Set(['title', 'firstName', 'lastName', 'email', 'phone', 'language', 'property', 'project']);

const forGoal = (goal: number | null | undefined): CrmContactCategory =>
  goal === 0 ? 'buyer' : goal === 1 || goal === 2 ? 'tenant' : 'other';

const fromListing = ({ listing }: CrmLeadInput): CrmContactCategory =>
  listing ? (listing.kind === 'project' ? 'buyer' : forGoal(listing.goal)) : 'other';

const contactCategoryOfMessage: Readonly<Record<string, CrmContactCategory>> = {
  potential_buyer: 'buyer',
  potential_tenant: 'tenant',
};

/** The contact category of each form's lead: by its listing's goal, by what the visitor chose, or fixed. */
export const crmContactCategories: Readonly<Record<CrmLeadForm, (input: CrmLeadInput) => CrmContactCategory>> = {
  visitRequest: fromListing,
  infoRequest: fromListing,
  documentRequest: fromListing,
  appointment: fromListing,
  sendToFriend: () => 'other',
  purchaseOffer: () => 'buyer',
  valuationRequest: () => 'owner',
  contactMessage: ({ lead }) => contactCategoryOfMessage[String(lead.contactCategory)] ?? 'other',
  demandRegister: ({ lead }) => forGoal(Number(lead.goal)),
  newsletterSignup: () => 'other',
};

const given = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The JSON of one lead for the CRM: the contact, the form's own fields (from its definition; the
 * listing the page fixed is in `listing`), the listing's CRM id, reference and URL,
 * the contact category, the page and the campaign it came from.
 *
 * @example
 * crmLeadPayload({ form: 'valuationRequest', id: 'abc', createdAt: '2026-11-27T10:00:00.000Z',
 *   lead: { firstName: 'An', email: 'an@example.be', language: 'nl', city: 'Gent' }, listing: null });
 * // { version: 1, id: 'abc', kind: 'valuation-request', category: 'owner', fields: { city: 'Gent' }, … }
 */
export function crmLeadPayload(input: CrmLeadInput): CrmLeadPayload {
  const { form, lead } = input;
  const definition = leadFormDefinitions[form];
  const own = (definition.fields as readonly FieldDefinition[]).filter(
    (field) => !elsewhere.has(field.name) && !isEmpty(lead[field.name]),
  );
  const origin = lead as LeadOrigin;
  return {
    version: crmLeadVersion,
    id: input.id,
    kind: definition.contentType,
    createdAt: input.createdAt,
    category: crmContactCategories[form](input),
    contact: {
      title: given(lead.title),
      firstName: given(lead.firstName),
      lastName: given(lead.lastName),
      email: given(lead.email),
      phone: given(lead.phone),
      language: isLanguage(lead.language) ? lead.language : 'nl',
    },
    fields: Object.fromEntries(own.map((field) => [field.name, lead[field.name]])),
    listing: input.listing
      ? {
          kind: input.listing.kind,
          crmId: input.listing.crmId,
          reference: input.listing.reference,
          url: input.listing.url,
        }
      : null,
    source: {
      page: origin.sourcePage ?? null,
      campaign: {
        source: origin.utmSource ?? null,
        medium: origin.utmMedium ?? null,
        campaign: origin.utmCampaign ?? null,
        term: origin.utmTerm ?? null,
        content: origin.utmContent ?? null,
      },
    },
  };
}

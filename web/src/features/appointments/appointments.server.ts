import { gql, type TypedDocumentNode } from '@apollo/client';
import { formatPrice, isBookable, placesLeft, visitSlotTimeZone, type Language } from '@vitrine/domain';
import type { RouterContextProvider } from 'react-router';
import type { ListingVisitSlotsQuery, ListingVisitSlotsQueryVariables } from '~/graphql/strapi-operations.generated';
import type { GraphqlClient } from '~/graphql/apollo.server';
import { dateTimeFormat } from '~/i18n/icu-format';
import { formsMessageTables, handleLeadAction, pageUrlOf, freshFormState } from '~/features/forms/index.server';
import type { LeadFormState } from '~/features/forms';
import { appointmentMessages } from './messages';
import type { BookableSlot } from './visit-slot';

/** Most slots a listing page lists (the next ones first). */
export const maxListedSlots = 40;

const LISTING_VISIT_SLOTS: TypedDocumentNode<ListingVisitSlotsQuery, ListingVisitSlotsQueryVariables> = gql`
  query ListingVisitSlots($property: ID!, $after: DateTime!, $limit: Int!) {
    visitSlots(
      filters: {
        property: { documentId: { eq: $property } }
        startsAt: { gt: $after }
        slotStatus: { in: ["open", "full"] }
      }
      sort: ["startsAt:asc"]
      pagination: { limit: $limit }
    ) {
      documentId
      startsAt
      endsAt
      kind
      capacity
      booked
      slotStatus
      maximumPersons
      minimumIncome
    }
  }
`;

const dateLocales: Record<Language, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };

/** A listing's visit slots as its page shows them. */
export interface ListingVisitSlots {
  /** The open, future slots with a place left. */
  readonly slots: BookableSlot[];
  /** The listing has future slots, and every one is taken: the page says "The appointments are full". */
  readonly full: boolean;
}

/**
 * The open, future slots of a listing with a place left, as the page lists them: day and times
 * written out on the server in the agency's time zone (the browser renders the same text); and
 * whether the listing's future slots are all taken (Strapi marks a slot full when its last place
 * goes, and open again when an agent adds places).
 */
export async function loadVisitSlots(
  client: GraphqlClient,
  property: string,
  language: Language,
  now = new Date(),
): Promise<ListingVisitSlots> {
  const result = await client.query({
    query: LISTING_VISIT_SLOTS,
    variables: { property, after: now.toISOString(), limit: maxListedSlots },
    fetchPolicy: 'no-cache',
  });
  // Made once per language, not per page: a formatter with a time zone costs more to build than the page's slots.
  const day = dateTimeFormat(dateLocales[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: visitSlotTimeZone,
  });
  const time = dateTimeFormat(dateLocales[language], {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: visitSlotTimeZone,
  });
  const future = (result.data?.visitSlots ?? []).filter((slot): slot is NonNullable<typeof slot> => Boolean(slot));
  const slots = future
    .filter((slot) => isBookable(slot, now))
    .map((slot) => ({
      documentId: slot.documentId,
      day: day.format(new Date(slot.startsAt)),
      time: `${time.format(new Date(slot.startsAt))}–${time.format(new Date(slot.endsAt))}`,
      rental: slot.kind === 'rental_appointment',
      placesLeft: placesLeft(slot),
      maximumPersons: slot.maximumPersons ?? null,
      minimumIncome: slot.minimumIncome ? formatPrice(slot.minimumIncome) : null,
    }));
  return { slots, full: future.length > 0 && slots.length === 0 };
}

/**
 * The booking section's data on a listing page: its slots, whether they are all taken (the
 * section then says so instead of disappearing) and the form's fresh state.
 */
export interface AppointmentSectionData {
  readonly slots: readonly BookableSlot[];
  readonly full: boolean;
  readonly form: LeadFormState;
}

/** The messages the booking section renders (the forms' own, and its own). */
export const appointmentPageMessages = [...formsMessageTables, appointmentMessages];

/**
 * The listing's bookable slots and a fresh booking form; no slots when it has none (or when Strapi
 * does not answer: the page still renders, with its other forms).
 */
export async function appointmentSection(
  client: GraphqlClient,
  property: string,
  language: Language,
): Promise<AppointmentSectionData> {
  const { slots, full } = await loadVisitSlots(client, property, language).catch(() => ({ slots: [], full: false }));
  return { slots, full, form: freshFormState('appointment') };
}

/** Whether a listing page's post is a booking (read from a copy of the request). */
export async function postsAppointment(request: Request): Promise<boolean> {
  const form = await request.clone().formData();
  return form.get('_form') === 'appointment';
}

/**
 * A listing page's booking: the shared lead action (schema, honeypot, fill time, limits, captcha)
 * with the listing fixed by the page; Strapi checks the slot and takes its place. A stored booking
 * goes back to the listing, which says it is confirmed; a refused one (full, past, too many persons)
 * shows the message beside its field, with the slots left (or, none left, "The appointments are
 * full" in place of the form).
 */
export function appointmentAction(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  listing: { documentId: string; language: Language },
) {
  const pagePath = pageUrlOf(request).pathname;
  return handleLeadAction({
    request,
    context,
    language: listing.language,
    forms: { appointment: () => `${pagePath}?appointment=booked#appointment` },
    fixed: { property: listing.documentId },
  });
}

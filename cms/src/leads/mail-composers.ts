import type { Core } from '@strapi/strapi';
import type { LeadFormName } from '@vitrine/domain';
import { searchRequestMails } from '../alerts/search-request';
import type { BookedSlot } from '../appointments/booking';
import { appointmentMails } from '../appointments/mails';
import { newsletterConfirmation } from '../newsletter/mails';
import { purchaseOfferMails } from '../offers/offer-mails';
import { findAgency } from '../mail/agency';
import { listingInLanguage } from '../mail/listings';
import type { QueuedMail } from '../outbox/queue';
import {
  documentRequestMails,
  leadMails,
  leadFormOf,
  sendToFriendMails,
  visitorLanguage,
  testimonialMails,
  type LeadMailInput,
} from './lead-mails';

/** What a new lead's mails are composed from: the lead, its listing and agency, and a booking's slot. */
export type LeadMailContext = LeadMailInput & { strapi: Core.Strapi; slot?: BookedSlot | null };

type Composer = (context: LeadMailContext) => QueuedMail[] | Promise<QueuedMail[]>;

/**
 * The one table of the mails each form's lead queues (the outbox only sends them: it imports no
 * feature). The render-all test and the previews page compose every mail these name.
 */
export const leadMailComposers: Readonly<Record<LeadFormName, Composer>> = {
  visitRequest: leadMails,
  infoRequest: leadMails,
  valuationRequest: leadMails,
  contactMessage: leadMails,
  documentRequest: documentRequestMails,
  sendToFriend: sendToFriendMails,
  testimonial: testimonialMails,
  newsletterSignup: newsletterConfirmation,
  demandRegister: (context) => searchRequestMails(context.strapi, context),
  purchaseOffer: (context) => purchaseOfferMails(context.strapi, context),
  appointment: (context) =>
    context.slot ? appointmentMails({ ...context, appointment: context.lead, slot: context.slot }) : leadMails(context),
};

/**
 * The mails of a new lead of collection `context.uid`, from {@link leadMailComposers}, each in its
 * reader's language throughout: the listing (found in the visitor's language) and the agency's
 * legal mentions (`context.agency`, in the agents' language) are read again in the other language,
 * so the agency's mail shows the agents' card and the visitor's mails the visitor's footer.
 */
export async function composeLeadMails(context: LeadMailContext): Promise<QueuedMail[]> {
  const agencyListing = context.listing
    ? await listingInLanguage(context.strapi, context.listing, context.agentLanguage)
    : null;
  const language = visitorLanguage(context);
  const agency = language === context.agentLanguage ? context.agency : await findAgency(context.strapi, language);
  return leadMailComposers[leadFormOf(context.uid)]({
    ...context,
    agency,
    agentsAgency: context.agency,
    agencyListing,
  });
}

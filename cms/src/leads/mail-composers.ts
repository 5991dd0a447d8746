import type { Core } from '@strapi/strapi';
import type { LeadFormName } from '@vitrine/domain';
import { searchRequestMails } from '../alerts/search-request';
import type { BookedSlot } from '../appointments/booking';
import { appointmentMails } from '../appointments/mails';
import { newsletterConfirmation } from '../newsletter/mails';
import { purchaseOfferMails } from '../offers/offer-mails';
import type { QueuedMail } from '../outbox/queue';
import {
  documentRequestMails,
  leadMails,
  leadFormOf,
  sendToFriendMails,
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

/** The mails of a new lead of collection `context.uid`, from {@link leadMailComposers}. */
export async function composeLeadMails(context: LeadMailContext): Promise<QueuedMail[]> {
  return leadMailComposers[leadFormOf(context.uid)](context);
}

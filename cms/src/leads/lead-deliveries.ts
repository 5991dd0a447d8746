import type { LeadFormName } from '@vitrine/domain';
import { crmDelivery, type LeadForCrm } from '../crm-delivery/lead-delivery';
import type { QueuedDelivery } from '../outbox/queue';
import { leadFormOf } from './lead-mails';

type Deliverer = (input: LeadForCrm) => Promise<QueuedDelivery | null>;

/**
 * The one table of where each form's lead goes besides the mails (decision 039): the agency's
 * CRM for every lead, not a testimonial. The outbox only sends what these queue.
 */
export const leadDeliveries: Readonly<Record<LeadFormName, readonly Deliverer[]>> = {
  visitRequest: [crmDelivery],
  infoRequest: [crmDelivery],
  documentRequest: [crmDelivery],
  valuationRequest: [crmDelivery],
  contactMessage: [crmDelivery],
  sendToFriend: [crmDelivery],
  appointment: [crmDelivery],
  purchaseOffer: [crmDelivery],
  demandRegister: [crmDelivery],
  newsletterSignup: [crmDelivery],
  testimonial: [],
};

/** The deliveries of a new lead of collection `input.uid`, from {@link leadDeliveries}. */
export async function composeLeadDeliveries(input: LeadForCrm): Promise<QueuedDelivery[]> {
  const deliveries = await Promise.all(leadDeliveries[leadFormOf(input.uid)].map((deliver) => deliver(input)));
  return deliveries.filter((delivery): delivery is QueuedDelivery => delivery !== null);
}

import { thankYouPath, type Language, type ThankYouForm } from '@vitrine/domain';

/** Which thank-you page a stored contact message leads to: "contact me" when a time slot is chosen. */
export function contactThankYou(value: Record<string, unknown>): ThankYouForm {
  return Array.isArray(value.contactTimeSlots) && value.contactTimeSlots.length > 0 ? 'contact-me' : 'site-contact';
}

/** The thank-you path of each lead form sent from a listing page. */
export function listingDestinations(language: Language, pagePath: string) {
  return {
    visitRequest: () => thankYouPath('contact-appointment', language),
    infoRequest: () => thankYouPath('contact-me', language),
    // Documents answer on the listing itself (spec states: requested, will be sent by e-mail).
    documentRequest: () => `${pagePath}?documents=requested#documentRequest`,
    sendToFriend: () => thankYouPath('send-to-friend', language),
  };
}

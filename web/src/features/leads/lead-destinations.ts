import { thankYouPath, type Language } from '@vitrine/domain';

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

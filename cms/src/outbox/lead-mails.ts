// Moved: cms/src/mail (agency, listings) and cms/src/leads (lead mails). Re-exported only until the
// feature mails import them from there; then this file goes (nothing under outbox/ imports a feature).
export { findAgency, type Agency } from '../mail/agency';
export { findPublishedListing, findPublishedProject, type ListingInfo } from '../mail/listings';
export { agentNotification, leadMails, type LeadMailInput } from '../leads/lead-mails';

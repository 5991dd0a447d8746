import type { LeadCollection } from '@vitrine/domain';

/**
 * Every collection that holds a visitor's or an owner's personal data, in one table: the export
 * reads it, the erase and the retention job wipe by it, and `personal-data.test.ts` fails when a
 * content type has an e-mail-like attribute that is neither here nor in `notPersonalData`
 * (decision 040).
 */
export interface PersonalDataSource {
  readonly uid: string;
  /** Attributes holding an e-mail address, matched exactly, case-insensitively. */
  readonly addressFields: readonly string[];
  /**
   * What erasing an address does: `anonymise` wipes `personalFields` and keeps the row (a lead
   * still counts for the agency and the owner portal: kind, listing, date); `delete` removes it.
   */
  readonly erase: 'anonymise' | 'delete';
  /** Attributes set to null when the row is anonymised. */
  readonly personalFields: readonly string[];
  /** A lead collection: its retention kind and consent come from the domain's `leadPrivacy`. */
  readonly lead?: LeadCollection;
  /** Why the row is kept or deleted, for the decision record and the next reader. */
  readonly why: string;
}

const untitled = ['firstName', 'lastName', 'email', 'phone'] as const;
const person = ['title', ...untitled] as const;
// Agents' notes and delivery errors may quote the visitor (an SMTP error names the address).
const notes = ['remark', 'internalNote', 'mailError'] as const;
const kept = 'kept without the person: the agency counts its leads and the owner portal its requests per listing';

const leadSource = (
  lead: LeadCollection,
  personalFields: readonly string[],
  addressFields: readonly string[] = ['email'],
): PersonalDataSource => ({
  uid: `api::${lead}.${lead}`,
  addressFields,
  erase: 'anonymise',
  personalFields,
  lead,
  why: kept,
});

/** The lead collections, each with the fields that name or reach its visitor. */
export const leadSources: readonly PersonalDataSource[] = [
  leadSource('visit-request', [...person, ...notes]),
  leadSource('info-request', [...untitled, ...notes]),
  leadSource('document-request', [...untitled, 'internalNote', 'mailError']),
  // The valued house's street and number are the owner's home; its postal code and town stay.
  leadSource('valuation-request', [...person, ...notes, 'street', 'houseNumber']),
  leadSource('contact-message', [...person, ...notes]),
  leadSource('send-to-friend', ['firstName', 'email', 'friendEmail', ...notes], ['email', 'friendEmail']),
  leadSource('appointment', [...person, ...notes, 'monthlyIncome']),
  leadSource('purchase-offer', [
    ...person,
    'internalNote',
    'mailError',
    'street',
    'houseNumber',
    'zip',
    'city',
    'conditions',
  ]),
  // Without its token no unsubscribe link or alert mail can reach the address any more.
  leadSource('newsletter-signup', ['firstName', 'email', 'unsubscribeToken', 'internalNote', 'mailError']),
  leadSource('demand-register', [...person, 'unsubscribeToken', 'internalNote', 'mailError']),
];

export const outboxSource: PersonalDataSource = {
  uid: 'api::outbox-mail.outbox-mail',
  addressFields: ['recipient', 'replyTo'],
  erase: 'delete',
  personalFields: [],
  why: 'a mail (sent or waiting) quotes its lead whole; a mail linked to an erased lead, to or naming the address, is deleted',
};

export const ownerSource: PersonalDataSource = {
  uid: 'plugin::users-permissions.user',
  addressFields: ['email', 'username'],
  erase: 'delete',
  personalFields: [],
  why: "an owner's account is deleted with its sessions; the listings and their statistics stay",
};

/** The one table: every collection that holds personal data found by an e-mail address. */
export const personalDataSources: readonly PersonalDataSource[] = [...leadSources, outboxSource, ownerSource];

/**
 * Attributes with an e-mail-like name that are not a visitor's personal data, with why. A new
 * one must be listed here or in `personalDataSources` (personal-data.test.ts).
 */
export const notPersonalData: Readonly<Record<string, string>> = {
  'api::agent.agent.email':
    "an agent's work address, published on the site on purpose; an agent who leaves is removed in the admin",
  'shared.agency-contact.email': "the agency's own address (site settings)",
};

/** Other rows that follow an erased or anonymised lead (found by the lead, not by the address). */
export const followingRows = {
  alertMatches: {
    uid: 'api::alert-match.alert-match',
    why: 'which listings matched a standing search: deleted with it',
  },
  sessions: { uid: 'admin::session', why: "an owner's open sessions: ended with the account" },
} as const;

/**
 * What a lead keeps of the visitor's consent, and how long the agency keeps a lead (issue 21,
 * item 3; decision 040). Data only: Strapi fills the consent on every lead, its daily job
 * anonymises what is past retention, and the privacy page states the periods.
 */

/**
 * The version of the privacy text the forms' consent refers to: the date the text was last
 * changed. A lead records the version its visitor saw; a new text gets a new date here.
 */
export const privacyTextVersion = '2026-11-27';

/** What a visitor allows the agency to use their data for. */
export const consentPurposes = ['contact', 'friend', 'newsletter', 'alerts'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** How long a kind of lead is kept, each with its own site setting. */
export const retentionKinds = ['requests', 'friendMails', 'appointments', 'offers', 'subscriptions'] as const;
export type RetentionKind = (typeof retentionKinds)[number];

/**
 * Days each kind is kept before its personal fields are wiped (the site settings may change them).
 * Requests, visits booked: three years, the limitation period of a claim on the agency's advice.
 * A friend's mail: ninety days (the friend never agreed to anything). Offers: ten years, the
 * anti-money-laundering law's duty (18 September 2017, art. 60) for estate agents' records.
 * Subscriptions (newsletter, standing searches): kept while subscribed, then this many days of
 * grace after unsubscribing (or after signing up without confirming).
 */
export const retentionDefaults: Readonly<Record<RetentionKind, number>> = {
  requests: 1095,
  friendMails: 90,
  appointments: 1095,
  offers: 3650,
  subscriptions: 30,
};

/** The site setting (a non-localized integer of days) that holds each kind's period. */
export const retentionSettings: Readonly<Record<RetentionKind, string>> = {
  requests: 'retentionRequestsDays',
  friendMails: 'retentionFriendMailsDays',
  appointments: 'retentionAppointmentsDays',
  offers: 'retentionOffersDays',
  subscriptions: 'retentionSubscriptionsGraceDays',
};

/** The lead collections (content type singular names) that record consent. */
export type LeadCollection =
  | 'visit-request'
  | 'info-request'
  | 'document-request'
  | 'valuation-request'
  | 'contact-message'
  | 'send-to-friend'
  | 'appointment'
  | 'purchase-offer'
  | 'newsletter-signup'
  | 'demand-register';

/** A lead's purposes: those the form always serves, and one its opt-in box adds when ticked. */
interface LeadPrivacy {
  readonly kind: RetentionKind;
  readonly purposes: readonly ConsentPurpose[];
  readonly optIn?: { readonly field: string; readonly purpose: ConsentPurpose };
}

/** Each lead collection's retention kind and consent purposes. */
export const leadPrivacy: Readonly<Record<LeadCollection, LeadPrivacy>> = {
  'visit-request': { kind: 'requests', purposes: ['contact'] },
  'info-request': { kind: 'requests', purposes: ['contact'] },
  'document-request': { kind: 'requests', purposes: ['contact'] },
  'valuation-request': { kind: 'requests', purposes: ['contact'] },
  'contact-message': { kind: 'requests', purposes: ['contact'] },
  'send-to-friend': { kind: 'friendMails', purposes: ['friend'] },
  appointment: { kind: 'appointments', purposes: ['contact'] },
  'purchase-offer': { kind: 'offers', purposes: ['contact'] },
  'newsletter-signup': { kind: 'subscriptions', purposes: [], optIn: { field: 'consent', purpose: 'newsletter' } },
  'demand-register': { kind: 'subscriptions', purposes: [], optIn: { field: 'consent', purpose: 'alerts' } },
};

/** What a lead stores of its visitor's consent: the privacy text's version and the purposes accepted. */
export interface ConsentRecord {
  consentVersion: string;
  consentPurposes: ConsentPurpose[];
}

/**
 * The consent a lead records, from its collection and the visitor's validated values.
 *
 * @example
 * consentRecord('demand-register', { consent: true });
 * // { consentVersion: '2026-11-27', consentPurposes: ['alerts'] }
 */
export function consentRecord(collection: LeadCollection, values: Readonly<Record<string, unknown>>): ConsentRecord {
  const { purposes, optIn } = leadPrivacy[collection];
  const ticked = optIn && values[optIn.field] === true ? [optIn.purpose] : [];
  return { consentVersion: privacyTextVersion, consentPurposes: [...purposes, ...ticked] };
}

/**
 * The retention periods in days, the site settings' values where they hold a whole number of at
 * least one day, the defaults otherwise.
 *
 * @example
 * retentionDays({ retentionOffersDays: 3650, retentionRequestsDays: null }).requests; // 1095
 */
export function retentionDays(
  settings: Readonly<Record<string, unknown>> | null | undefined,
): Record<RetentionKind, number> {
  const days = { ...retentionDefaults };
  for (const kind of retentionKinds) {
    const value = settings?.[retentionSettings[kind]];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 1) days[kind] = value;
  }
  return days;
}

/**
 * What agents read in the admin's lead lists instead of the stored codes (`potential_buyer`, `ms`,
 * `pending`), in English, the admin's language. By attribute name: the same attribute has the same
 * values in every lead collection (tests/lead-admin.test.ts checks each value of each lead
 * collection's enumerations has its label here).
 */
export const leadValueLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  title: { mr: 'Mr', ms: 'Ms', miss: 'Miss' },
  contactCategory: {
    potential_buyer: 'Potential buyer',
    potential_tenant: 'Potential tenant',
    private: 'Private contact',
    commercial: 'Commercial contact',
  },
  leadStatus: { new: 'New', in_progress: 'In progress', handled: 'Handled', spam: 'Spam' },
  mailStatus: { pending: 'Waiting to be sent', sent: 'Sent', failed: 'Failed' },
  language: { en: 'English', nl: 'Dutch', fr: 'French', de: 'German' },
  documentStatus: { requested: 'Requested', already_requested: 'Already requested', sent: 'Sent' },
  appointmentStatus: { confirmed: 'Confirmed', cancelled: 'Cancelled' },
};

/** The label of `value` in the enumeration `field`, or undefined when it has none. */
export function leadValueLabel(field: string, value: unknown): string | undefined {
  return typeof value === 'string' ? leadValueLabels[field]?.[value] : undefined;
}

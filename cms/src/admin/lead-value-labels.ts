/**
 * What agents read in the admin lists (leads, listings, projects) instead of the stored codes (`potential_buyer`, `ms`,
 * `pending`), in English, the admin's language. By attribute name: the same attribute has the same
 * values in every lead collection (tests/lead-admin.test.ts checks each value of each lead
 * collection's enumerations has its label here).
 */
export const leadValueLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  title: { mr: 'Mr', ms: 'Ms', miss: 'Mx' },
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
  // Search alerts (demand register): how matches are mailed.
  delivery: { instant: 'At once', daily: 'Daily digest' },
  // Listings and projects.
  goal: { '0': 'For sale', '1': 'For rent' },
  listingStatus: { available: 'Available', under_option: 'Under option', sold: 'Sold', rented: 'Rented' },
  projectStatus: { upcoming: 'Upcoming', selling: 'Selling', sold_out: 'Sold out' },
  marquee: {
    none: 'None',
    new: 'New',
    under_option: 'Under option',
    sold: 'Sold',
    rented: 'Rented',
    price_reduced: 'Price reduced',
    open_house: 'Open house',
  },
  region: { flanders: 'Flanders', brussels: 'Brussels', wallonia: 'Wallonia', luxembourg: 'Luxembourg' },
};

/** The label of `value` in the enumeration `field`, or undefined when it has none. */
export function leadValueLabel(field: string, value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? leadValueLabels[field]?.[String(value)] : undefined;
}

/** Visit slots are shown and mailed in the agency's time zone, whatever the visitor's device says. */
export const visitSlotTimeZone = 'Europe/Brussels';

/** A visit slot as the booking rules read it. */
export interface VisitSlotState {
  readonly startsAt: string | Date;
  readonly capacity: number;
  readonly booked?: number | null;
  readonly slotStatus?: string | null;
}

/**
 * How many places a slot still has (never below 0).
 *
 * @example
 * placesLeft({ startsAt: '2030-01-01T17:00:00Z', capacity: 3, booked: 1 }); // 2
 */
export function placesLeft(slot: VisitSlotState): number {
  return Math.max(0, slot.capacity - (slot.booked ?? 0));
}

/**
 * Whether a visitor may still book a slot: open, starting after `now`, with a place left.
 *
 * @example
 * isBookable({ startsAt: '2030-01-01T17:00:00Z', capacity: 1, booked: 0, slotStatus: 'open' }, new Date('2029-12-31')); // true
 */
export function isBookable(slot: VisitSlotState, now: Date = new Date()): boolean {
  return (
    (slot.slotStatus ?? 'open') === 'open' && new Date(slot.startsAt).getTime() > now.getTime() && placesLeft(slot) > 0
  );
}

/**
 * The most persons an appointment may be booked for: the slot's maximum, else the listing's,
 * else no limit (`null`).
 *
 * @example
 * maximumPersonsOf({ maximumPersons: null }, { rentalMaximumPersons: 4 }); // 4
 */
export function maximumPersonsOf(
  slot: { readonly maximumPersons?: number | null },
  listing: { readonly rentalMaximumPersons?: number | null } | null,
): number | null {
  return slot.maximumPersons ?? listing?.rentalMaximumPersons ?? null;
}

/**
 * The minimum monthly income asked for a rental appointment: the slot's, else the listing's.
 *
 * @example
 * minimumIncomeOf({ minimumIncome: 2700 }, { rentalMinimumIncome: 3000 }); // 2700
 */
export function minimumIncomeOf(
  slot: { readonly minimumIncome?: number | null },
  listing: { readonly rentalMinimumIncome?: number | null } | null,
): number | null {
  return slot.minimumIncome ?? listing?.rentalMinimumIncome ?? null;
}

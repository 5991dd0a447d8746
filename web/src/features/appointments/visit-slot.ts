/** A slot a visitor may book, as the listing page lists it (texts written by the server). */
export interface BookableSlot {
  readonly documentId: string;
  /** The day, in the page's language and the agency's time zone ("Friday 28 November"). */
  readonly day: string;
  /** Start and end ("17:30–18:00"). */
  readonly time: string;
  readonly rental: boolean;
  readonly placesLeft: number;
  readonly maximumPersons: number | null;
  /** The minimum monthly income, formatted ("€ 2.700"), of a rental appointment. */
  readonly minimumIncome: string | null;
}

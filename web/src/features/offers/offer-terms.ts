/** What the offer form states: the deposit rule, its account and the agency's legal mentions. */
export interface OfferTerms {
  readonly account: string | null;
  readonly holder: string | null;
  readonly legalName: string | null;
  readonly address: string | null;
  readonly vatNumber: string | null;
  readonly bivNumber: string | null;
  readonly bivStatus: string | null;
}

/** What the offer form states: the deposit rule, its account and the agency's legal mentions. */
export interface OfferTerms {
  /** The asking price, formatted (`€ 350.000`), when the listing publishes it. */
  readonly price: string | null;
  /** 10 % of the asking price, formatted, computed by the domain. */
  readonly deposit: string | null;
  readonly account: string | null;
  readonly holder: string | null;
  readonly legalName: string | null;
  readonly address: string | null;
  readonly vatNumber: string | null;
  readonly bivNumber: string | null;
  readonly bivStatus: string | null;
}

import type { PurchaseCostError, PurchaseCostEstimate, PurchaseCostField, PurchaseRegion } from '@vitrine/domain';

/** The form's values as the visitor sent them (kept as typed, so a refused field keeps its input). */
export type PurchaseCostValues = Readonly<Record<PurchaseCostField, string>>;

/** What the listing page shows under its price: the form and, when its values are good, the estimate. */
export interface PurchaseCostBlock {
  readonly region: PurchaseRegion;
  readonly values: PurchaseCostValues;
  readonly errors: Partial<Record<PurchaseCostField, PurchaseCostError>>;
  /** The estimate of the values sent (or of the default situation); `null` while a field is refused. */
  readonly estimate: PurchaseCostEstimate | null;
  /** A new build sold under VAT. */
  readonly newBuild: boolean;
}

export { PurchaseCostNote, purchaseCostsAnchor } from './purchase-cost-note';
export { PurchaseCosts } from './purchase-costs-block';
export type { PurchaseCostBlock } from './purchase-costs';

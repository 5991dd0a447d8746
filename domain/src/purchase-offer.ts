import { roundToCents } from './money.js';

/** Share of the offered price paid as deposit to the agent's third-party account (spec: 10 %). */
export const purchaseOfferDepositRate = 0.1;

/**
 * The deposit of a purchase offer: 10 % of the price, rounded to cents; `NaN` for a price that is
 * not a non-negative number.
 *
 * @example
 * purchaseOfferDeposit(350000); // 35000
 * purchaseOfferDeposit(249999.99); // 25000
 */
export function purchaseOfferDeposit(price: number): number {
  return price >= 0 ? roundToCents(price * purchaseOfferDepositRate) : Number.NaN;
}

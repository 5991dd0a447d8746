import { maxAmount } from './forms/fields.js';
import { roundToCents } from './money.js';

/**
 * Share of the offered price paid as deposit to the agent's third-party account (spec: "a 10%
 * deposit on the sale price"). An accepted offer's amount is the sale price, so the deposit is
 * always 10 % of the amount offered — never of the asking price — on the page, in both mails and
 * in the admin (decision 027).
 */
export const purchaseOfferDepositRate = 0.1;

/**
 * The deposit of a purchase offer: 10 % of the amount offered (the sale price if accepted),
 * rounded to cents; `NaN` for an amount that is not a non-negative number.
 *
 * @example
 * purchaseOfferDeposit(350000); // 35000
 * purchaseOfferDeposit(249999.99); // 25000
 */
export function purchaseOfferDeposit(amount: number): number {
  return amount >= 0 ? roundToCents(amount * purchaseOfferDepositRate) : Number.NaN;
}

/**
 * An amount as a visitor types it in the offer form, read as the form's schema reads it (spaces
 * ignored, then a whole number of euros, above 0 and at most the form's maximum), so the deposit
 * shown while typing is the one of the amount that will be stored; `null` while the form would
 * refuse it.
 *
 * @example
 * typedOfferAmount('535 000'); // 535000
 * typedOfferAmount('12,5'); // null
 */
export function typedOfferAmount(typed: string | null | undefined): number | null {
  const compact = (typed ?? '').replace(/\s/g, '');
  const amount = compact === '' ? Number.NaN : Number(compact);
  return Number.isInteger(amount) && amount > 0 && amount <= maxAmount ? amount : null;
}

/** The price unit whose prices read "starting from …" (spec: price unit 7). */
export const startingFromPriceUnit = 7;

/** Options of {@link formatPrice} and {@link priceParts}. */
export interface PriceOptions {
  /** The listing's PriceUnit; 7 means "starting from". */
  readonly priceUnit?: number | null;
}

/** A formatted price and whether the caller must put the translated "starting from" before it. */
export interface PriceParts {
  readonly text: string;
  readonly startingFrom: boolean;
}

/** The text shown for a value that is not a valid amount (spec: "invalid currency value shows NaN"). */
export const invalidPriceText = 'NaN';

function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Whether a price unit means "starting from" (unit 7).
 *
 * @example
 * isStartingFromPrice(7); // true
 * isStartingFromPrice(1); // false
 */
export function isStartingFromPrice(priceUnit: number | null | undefined): boolean {
  return priceUnit === startingFromPriceUnit;
}

/**
 * Formats an amount in euro in Belgian Dutch style: `€ ` (a plain space), dots between thousands,
 * and a decimal comma with two decimals only when the amount, rounded to cents, is not whole.
 * Grouping is done here, not by `Intl`, so server and browser agree. Accepts a finite number or a
 * plain numeric text (`'350000'`, `'1250.5'`); anything else gives `'NaN'`. The "starting from"
 * of price unit 7 is not included: see {@link priceParts}.
 *
 * @example
 * formatPrice(350000); // '€ 350.000'
 * formatPrice(1250.5); // '€ 1.250,50'
 * formatPrice('abc'); // 'NaN'
 */
export function formatPrice(value: unknown, _options?: PriceOptions): string {
  const amount = toAmount(value);
  if (amount === null) return invalidPriceText;
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = groupThousands(Math.floor(cents / 100).toString());
  const fraction = cents % 100;
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const decimals = fraction === 0 ? '' : `,${fraction.toString().padStart(2, '0')}`;
  return `€ ${sign}${whole}${decimals}`;
}

/**
 * The formatted price and whether it reads "starting from" (price unit 7). The caller shows its
 * translated "starting from" before `text` when `startingFrom` is true.
 *
 * @example
 * priceParts(250000, { priceUnit: 7 }); // { text: '€ 250.000', startingFrom: true }
 * priceParts(null); // { text: 'NaN', startingFrom: false }
 */
export function priceParts(value: unknown, options: PriceOptions = {}): PriceParts {
  return { text: formatPrice(value), startingFrom: isStartingFromPrice(options.priceUnit) };
}

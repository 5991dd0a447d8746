/**
 * Rounds an amount to cents; a value that is not a finite number gives `NaN` (shown as "NaN" by
 * `formatPrice`, as the spec wants for an invalid currency value).
 *
 * @example
 * roundToCents(10.005); // 10.01
 * roundToCents(Number('x')); // NaN
 */
export function roundToCents(amount: number): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return Number.NaN;
  return Math.round((amount + Number.EPSILON * Math.abs(amount)) * 100) / 100;
}

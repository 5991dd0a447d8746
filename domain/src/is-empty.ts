/**
 * Whether a value is empty: `null` or `undefined`, a text that is empty or blank after trimming,
 * or an empty array. Numbers (0 included), booleans and objects are never empty.
 *
 * @example
 * isEmpty('  '); // true
 * isEmpty(null); // true
 * isEmpty(0); // false
 * isEmpty('a'); // false
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

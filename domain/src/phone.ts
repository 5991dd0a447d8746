/** Digit groups by number of digits (spec: 10 digits 4-2-2-2, 9 digits 3-2-2-2). */
export const phoneGroups: Readonly<Record<number, readonly number[]>> = {
  10: [4, 2, 2, 2],
  9: [3, 2, 2, 2],
};

/** Characters people type between digits; ignored when counting digits. */
const separators = /[\s./-]/g;

/**
 * Groups a Belgian phone number for display. Spaces, dots, slashes and hyphens in the input are
 * ignored; if what remains is 10 digits it is grouped 4-2-2-2, if 9 digits 3-2-2-2, separated by
 * single spaces. Anything else — other lengths, letters, parentheses, or an international number
 * starting with `+` — is returned unchanged.
 *
 * @example
 * formatPhone('0475123456'); // '0475 12 34 56'
 * formatPhone('09/123.45.67'); // '091 23 45 67'
 * formatPhone('+32 475 12 34 56'); // '+32 475 12 34 56' (unchanged)
 * formatPhone('12345'); // '12345' (unchanged)
 */
export function formatPhone(value: string): string {
  if (typeof value !== 'string' || value.trim().startsWith('+')) return value;
  const digits = value.replace(separators, '');
  const groups = phoneGroups[digits.length];
  if (!groups || !/^\d+$/.test(digits)) return value;
  let start = 0;
  return groups
    .map((size) => {
      const group = digits.slice(start, start + size);
      start += size;
      return group;
    })
    .join(' ');
}

/**
 * Whether a text looks like a phone number a form accepts: an optional leading `+`, then 8 to 15
 * digits, with spaces, dots, slashes, hyphens or parentheses between them.
 *
 * @example
 * isPhoneNumber('0475 12 34 56'); // true
 * isPhoneNumber('+32 (0)9 123 45 67'); // true
 * isPhoneNumber('call me'); // false
 */
export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\d\s./()-]+$/.test(trimmed)) return false;
  const digitCount = trimmed.replace(/\D/g, '').length;
  return digitCount >= 8 && digitCount <= 15;
}

/**
 * Whether a text is a complete, existing calendar date written `YYYY-MM-DD` (what date inputs send).
 *
 * @example
 * isIsoDate('2024-02-29'); // true
 * isIsoDate('2023-02-29'); // false
 * isIsoDate('2024-2-1'); // false
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date as `YYYY-MM-DD` in the runtime's local time zone (default: now).
 *
 * @example
 * toIsoDate(new Date(2025, 0, 31)); // '2025-01-31'
 */
export function toIsoDate(date: Date = new Date()): string {
  const pad = (value: number): string => value.toString().padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

import { toIsoDate } from './iso-date.js';

/** The owner portal chart covers the last 30 days. */
export const ownerChartDays = 30;

/**
 * The days of the owner portal chart as `YYYY-MM-DD`, oldest first, ending with `today`.
 *
 * @example
 * ownerChartDates(new Date(2025, 2, 30)); // ['2025-03-01', …, '2025-03-30'] (30 days)
 */
export function ownerChartDates(today: Date = new Date()): string[] {
  return Array.from({ length: ownerChartDays }, (_, index) => {
    const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (ownerChartDays - 1 - index));
    return toIsoDate(day);
  });
}

import { expect, test } from 'vitest';
import { ownerChartDates, ownerChartDays } from './owner-chart.js';

test.each([
  [new Date(2025, 2, 30), '2025-03-01', '2025-03-30'],
  [new Date(2025, 0, 15, 23, 30), '2024-12-17', '2025-01-15'],
  [new Date(2024, 2, 1), '2024-02-01', '2024-03-01'], // leap year,
])('the chart of %s runs from %s to %s', (today, first, last) => {
  const dates = ownerChartDates(today);
  expect(ownerChartDays).toBe(30);
  expect(dates).toHaveLength(30);
  expect(dates[0]).toBe(first);
  expect(dates.at(-1)).toBe(last);
});

import { expect, test } from 'vitest';
import { errorOf } from './test-fixtures.js';

test.each([
  [{ startDate: '' }, 'startDate', 'validation.startDateInvalid'],
  [{ startDate: '2025-01' }, 'startDate', 'validation.startDateInvalid'],
  [{ startDate: '2025-02-30' }, 'startDate', 'validation.startDateInvalid'],
  [{ endDate: undefined }, 'endDate', 'validation.endDateInvalid'],
  [{ endDate: '2025-13-01' }, 'endDate', 'validation.endDateInvalid'],
  [{ startDate: '2025-02-01', endDate: '2025-01-31' }, 'endDate', 'validation.dateRangeOrder'],
  [{ startDate: '2025-01-31', endDate: '2025-01-31' }, 'endDate', undefined],
  [{ startDate: 'x', endDate: '2025-01-31' }, 'endDate', undefined],
])('statisticsRange %j → %s: %s', (changes, field, message) => {
  expect(errorOf('statisticsRange', changes, field)).toBe(message);
});

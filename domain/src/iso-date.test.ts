import { describe, expect, test } from 'vitest';
import { isIsoDate, toIsoDate } from './iso-date.js';

describe('isIsoDate', () => {
  test.each([
    ['2025-01-31', true],
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['2025-00-10', false],
    ['2025-1-1', false],
    ['2025-01-01T10:00', false],
    ['31/01/2025', false],
    ['', false],
    [null, false],
  ])('%j → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});

test('toIsoDate uses local date parts', () => {
  expect(toIsoDate(new Date(2025, 0, 31, 23, 59))).toBe('2025-01-31');
  expect(toIsoDate(new Date(2024, 11, 1))).toBe('2024-12-01');
});

import { expect, test } from 'vitest';
import { needsRenovationNotice, renovationDeadlineYears } from './energy-renovation.js';

test('5 years in every language', () => {
  expect(renovationDeadlineYears).toBe(5);
});

test.each([
  ['E', undefined, true],
  ['F', undefined, true],
  ['e', 2023, true],
  [' F ', 2030, true],
  ['E+', 2024, true],
  ['F-', 2024, true],
  ['E', 2022, false],
  ['F', 2000, false],
  ['D', 2024, false],
  ['G', 2024, false],
  ['A+', undefined, false],
  ['EF', undefined, false],
  ['', undefined, false],
  [null, 2024, false],
  ['E', null, true],
])('label %j bought %j → notice %s', (label, purchaseYear, expected) => {
  expect(needsRenovationNotice({ label, purchaseYear })).toBe(expected);
});

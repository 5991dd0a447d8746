import { expect, test } from 'vitest';
import { roundToCents } from './money.js';

test.each([
  [10.005, 10.01],
  [1.005, 1.01],
  [2850, 2850],
  [0.1 + 0.2, 0.3],
  [-1.005, -1],
  [Number.NaN, Number.NaN],
  [Number.NEGATIVE_INFINITY, Number.NaN],
])('roundToCents(%d) → %d', (amount, rounded) => {
  expect(roundToCents(amount)).toEqual(rounded);
});

import { expect, test } from 'vitest';
import { isEmpty } from './is-empty.js';

test.each([
  [null, true],
  [undefined, true],
  ['', true],
  ['   ', true],
  ['\n\t ', true],
  [[], true],
  ['a', false],
  [' a ', false],
  [0, false],
  [false, false],
  [{}, false],
  [[''], false],
])('isEmpty(%j) → %s', (value, expected) => {
  expect(isEmpty(value)).toBe(expected);
});

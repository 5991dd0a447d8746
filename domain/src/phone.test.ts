import { describe, expect, test } from 'vitest';
import { formatPhone, isPhoneNumber } from './phone.js';

describe('formatPhone', () => {
  test.each([
    ['0475123456', '0475 12 34 56'],
    ['091234567', '091 23 45 67'],
    ['0475 12 34 56', '0475 12 34 56'],
    ['0475/12.34.56', '0475 12 34 56'],
    ['09-123-45-67', '091 23 45 67'],
    ['  091234567 ', '091 23 45 67'],
    ['+32475123456', '+32475123456'],
    [' +32 9 123 45 67', ' +32 9 123 45 67'],
    ['12345678', '12345678'],
    ['04751234567', '04751234567'],
    ['(09) 123 45 67', '(09) 123 45 67'],
    ['047512345a', '047512345a'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });
});

describe('isPhoneNumber', () => {
  test.each([
    ['0475 12 34 56', true],
    ['+32 (0)9 123 45 67', true],
    ['12345678', true],
    ['1234567', false],
    ['1234567890123456', false],
    ['call me', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });
});

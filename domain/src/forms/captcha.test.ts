import { expect, test } from 'vitest';
import { errorOf } from './test-fixtures.js';

test.each([
  ['', 'validation.captchaRequired'],
  [undefined, 'validation.captchaRequired'],
  ['x7Kp2', undefined],
  ['x7Kp2Q', undefined],
  [' x7Kp2 ', undefined],
  ['x7Kp', 'validation.captchaInvalid'],
  ['x7Kp2Qz', 'validation.captchaInvalid'],
  ['x7 p2', 'validation.captchaInvalid'],
  ['x7-p2', 'validation.captchaInvalid'],
])('captcha %j → %s', (captcha, message) => {
  expect(errorOf('captcha', { captcha }, 'captcha')).toBe(message);
});

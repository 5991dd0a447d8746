import { expect, test } from 'vitest';
import { deviceOf } from './device.js';

test.each([
  [1920, 'desktop'],
  [961, 'desktop'],
  [960.5, 'desktop'],
  [960, 'tablet'],
  [800, 'tablet'],
  [768, 'tablet'],
  [767.5, 'mobile'],
  [767, 'mobile'],
  [320, 'mobile'],
  [0, 'mobile'],
  [Number.NaN, 'mobile'],
])('deviceOf(%d) → %s', (width, device) => {
  expect(deviceOf(width)).toBe(device);
});

import { describe, expect, test } from 'vitest';
import { isPointOfInterestKind, pointOfInterestKinds } from './point-of-interest.js';

describe('isPointOfInterestKind', () => {
  test.each([
    ['school', true],
    ['post_office', true],
    ['Apotheek', false],
    ['', false],
    [null, false],
    [3, false],
  ])('%s → %s', (value, expected) => {
    expect(isPointOfInterestKind(value)).toBe(expected);
  });

  test('has no kind twice', () => {
    expect(new Set(pointOfInterestKinds).size).toBe(pointOfInterestKinds.length);
  });
});

import { expect, test } from 'vitest';
import { patchesOff, speedPatches } from '.';

test('STRAPI_PATCHES_OFF turns off the speed patches it names, and only those', () => {
  expect(patchesOff(undefined)).toEqual(new Set());
  expect(patchesOff('')).toEqual(new Set());
  expect(patchesOff(' query-checks-once , batched-relation-loads')).toEqual(
    new Set(['query-checks-once', 'batched-relation-loads']),
  );
  expect(patchesOff(speedPatches.join(','))).toEqual(new Set(speedPatches));
});

test.each(['sync-relations', 'preview-token', 'query-check-once'])('STRAPI_PATCHES_OFF=%s is refused', (name) => {
  expect(() => patchesOff(name)).toThrow(`unknown patch "${name}"`);
});

import { expect, test } from 'vitest';
import { patchesOff, speedPatches } from '.';

test('STRAPI_PATCHES_OFF turns off the speed patches it names, and only those', () => {
  expect(patchesOff(undefined)).toEqual(new Set());
  expect(patchesOff('')).toEqual(new Set());
  expect(patchesOff(' plain-field-resolvers , batched-relation-loads')).toEqual(
    new Set(['plain-field-resolvers', 'batched-relation-loads']),
  );
  expect(patchesOff(speedPatches.join(','))).toEqual(new Set(speedPatches));
});

// query-checks-once was dropped (README.md): asking to turn it off is a mistake too.
test.each(['sync-relations', 'preview-token', 'query-checks-once', 'batched-relation-load'])(
  'STRAPI_PATCHES_OFF=%s is refused',
  (name) => {
    expect(() => patchesOff(name)).toThrow(`unknown patch "${name}"`);
  },
);

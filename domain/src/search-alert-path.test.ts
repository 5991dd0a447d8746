import { expect, test } from 'vitest';
import { searchAlertPath } from './search-alert-path.js';

test.each([
  ['en', undefined, '/en/search-alert/'],
  ['nl', undefined, '/nl/zoekopdracht/'],
  ['fr', undefined, '/fr/alerte-recherche/'],
  ['de', undefined, '/de/suchauftrag/'],
  ['nl', 'confirm', '/nl/zoekopdracht/confirm/'],
] as const)('%s %s → %s', (language, page, path) => {
  expect(searchAlertPath(language, page)).toBe(path);
});

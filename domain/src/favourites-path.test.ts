import { expect, test } from 'vitest';
import { favouritesPath } from './favourites-path.js';

test.each([
  ['en', '/en/favourites/'],
  ['nl', '/nl/favorieten/'],
  ['fr', '/fr/favoris/'],
  ['de', '/de/favoriten/'],
] as const)('favourites page %s → %s', (lang, path) => {
  expect(favouritesPath(lang)).toBe(path);
});

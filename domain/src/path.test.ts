import { expect, test } from 'vitest';
import { normalizePath, pathSegments } from './path.js';

test.each([
  ['/nl/contact/', '/nl/contact/', ['nl', 'contact']],
  ['nl//te-koop', '/nl/te-koop/', ['nl', 'te-koop']],
  ['https://example.be/nl/contact?x=1#top', '/nl/contact/', ['nl', 'contact']],
  ['/?lng=fr', '/', []],
  ['', '/', []],
])('%j → %s', (path, normalized, segments) => {
  expect(normalizePath(path)).toBe(normalized);
  expect(pathSegments(path)).toEqual(segments);
});

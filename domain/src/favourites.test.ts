import { expect, test } from 'vitest';
import { maxFavourites, parseFavourites, serializeFavourites, withFavourite } from './favourites.js';

const many = Array.from({ length: maxFavourites + 5 }, (_, index) => `id${index}`);

test.each([
  ['abc123.def456', ['abc123', 'def456']],
  ['abc123,def456 ghi789', ['abc123', 'def456', 'ghi789']],
  ['abc123.def456.abc123', ['abc123', 'def456']],
  ['abc123.<script>.../x.def456', ['abc123', 'def456']],
  ['x'.repeat(65), []],
  ['doc-VT1001.doc_2', ['doc-VT1001', 'doc_2']],
  ['', []],
  [undefined, []],
  [42, []],
  [many.join('.'), many.slice(-maxFavourites)],
])('parseFavourites(%j) → %j', (value, ids) => {
  expect(parseFavourites(value)).toEqual(ids);
});

test.each([
  [[], 'a1', true, ['a1']],
  [['a1'], 'b2', true, ['a1', 'b2']],
  [['a1', 'b2'], 'a1', true, ['b2', 'a1']],
  [['a1', 'b2'], 'a1', false, ['b2']],
  [['a1'], 'zz', false, ['a1']],
  [['a1'], 'bad id', true, ['a1']],
  [many.slice(0, maxFavourites), 'new1', true, [...many.slice(1, maxFavourites), 'new1']],
])('withFavourite(%j, %s, %s) → %j', (ids, id, saved, result) => {
  expect(withFavourite(ids, id, saved)).toEqual(result);
});

test('serializeFavourites keeps the valid ids once, dot-separated', () => {
  expect(serializeFavourites(['a1', 'b2', 'a1', 'not valid'])).toBe('a1.b2');
});

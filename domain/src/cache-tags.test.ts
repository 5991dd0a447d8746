import { describe, expect, test } from 'vitest';
import {
  cacheTagOf,
  isPurgedContentType,
  listingTag,
  listTag,
  projectTag,
  tagsHeaderValue,
  tagsOfContentType,
} from './cache-tags.js';

describe('cacheTagOf', () => {
  test.each([
    ['home', 'home'],
    ['all', 'all'],
    ['listing:VT1', 'listing:VT1'],
    ['list:projects', 'list:projects'],
    ['project:de-linde', 'project:de-linde'],
  ])('%s is a tag', (value, tag) => {
    expect(cacheTagOf(value)).toBe(tag);
  });

  test.each(['homepage', 'listing:vt1', 'list:lease', 'project:', 'listing:VT1:x', 'project:a b', 'listings:VT1'])(
    '%s is none of the site’s tags',
    (value) => {
      expect(cacheTagOf(value)).toBeNull();
    },
  );

  test('the builders write what cacheTagOf reads', () => {
    for (const tag of [listingTag('vt12'), listTag('rent'), projectTag('de-linde')]) {
      expect(cacheTagOf(tag)).toBe(tag);
    }
    expect(listingTag('vt12')).toBe('listing:VT12');
  });
});

test('every purged content type purges tags of the vocabulary', () => {
  expect(isPurgedContentType('api::property.property')).toBe(true);
  expect(isPurgedContentType('api::lead.lead')).toBe(false);
  for (const tags of Object.values(tagsOfContentType)) {
    for (const tag of tags) expect(cacheTagOf(tag)).toBe(tag);
  }
});

test('a page names its tags and all to the front cache, each once; a purge names its tags alone', () => {
  expect(tagsHeaderValue([listingTag('vt1')], { page: true })).toBe('listing:VT1 all');
  expect(tagsHeaderValue(['all'], { page: true })).toBe('all');
  expect(tagsHeaderValue(['home', 'map', 'home'])).toBe('home map');
});

import { describe, expect, test } from 'vitest';
import { toImage } from './strapi-media.server';

/** An upload as the media library keeps it: one alternative text, in the language it was typed in. */
const livingRoom = {
  url: '/uploads/vitrine-living-1.jpg',
  width: 1600,
  height: 1067,
  alternativeText: 'Living room (demo picture)',
  formats: { small: { url: '/uploads/small_vitrine-living-1.jpg', width: 500, height: 333 } },
};

describe('toImage: the alternative text is in the page’s language', () => {
  test.each([
    ['nl', 'Gerenoveerde herenwoning met zuidtuin (1/7)'],
    ['fr', 'Maison de maître rénovée avec jardin sud (1/7)'],
    ['de', 'Renoviertes Stadthaus mit Südgarten (1/7)'],
  ])('on a %s page the text the page gives, not the media library’s English', (_, alt) => {
    expect(toImage(livingRoom, alt, 'http://media.test').alt).toBe(alt);
  });

  test('an empty text marks a decorative image, whatever the library holds', () => {
    expect(toImage(livingRoom, '', 'http://media.test').alt).toBe('');
  });
});

import { describe, expect, test } from 'vitest';
import { mapDisplayOf } from './map.server';

describe('mapDisplayOf: the agent’s map settings in the map message', () => {
  test.each([
    ['the demo pin (64 × 80 px)', 64, 80, [32, 40], [16, 40]],
    ['a square logo', 100, 100, [40, 40], [20, 40]],
    ['a very wide image, kept to 64 px', 400, 100, [64, 40], [32, 40]],
    ['a very narrow image, kept to 16 px', 10, 400, [16, 40], [8, 40]],
    ['an image without a known size', null, null, [32, 40], [16, 40]],
  ] as const)('%s: shown 40 px high, anchored at its bottom centre', (_, width, height, iconSize, iconAnchor) => {
    const { customMarker } = mapDisplayOf({
      marker: { url: 'https://media.example/uploads/pin.png', width, height },
      hiddenMarquees: [],
    });
    expect(customMarker).toEqual({ iconUrl: 'https://media.example/uploads/pin.png', iconSize, iconAnchor });
  });

  test('no marker image: the site’s own pin', () => {
    expect(mapDisplayOf({ marker: null, hiddenMarquees: [] }).customMarker).toBeNull();
  });

  test.each([
    [
      ['sold', 'rented'],
      ['sold', 'rented'],
    ],
    [[], []],
    // Only marquees the site knows, once each (the frame refuses a message with any other).
    [
      ['sold', 'hidden', 'sold', 'open_house'],
      ['sold', 'open_house'],
    ],
  ])('hidden marquees %j → ignore list %j', (hiddenMarquees, marqueeIgnoreList) => {
    expect(mapDisplayOf({ marker: null, hiddenMarquees }).marqueeIgnoreList).toEqual(marqueeIgnoreList);
  });
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  acceptMapMessage,
  isMapMessage,
  mapMessageDelayMs,
  mapMessageType,
  sendMapMessageOnLoad,
  type MapFrame,
  type MapMessage,
} from './map-message';

const message: MapMessage = {
  type: mapMessageType,
  properties: [
    {
      reference: 'VT1001',
      title: 'Renovated townhouse',
      path: '/en/for-sale/ghent/house-VT1001/',
      latitude: 51.05,
      longitude: 3.72,
      price: { text: '€ 545.000', startingFrom: false, unitText: null },
      marquee: 'new',
      marqueeName: null,
      place: '9000 Ghent',
      photo: null,
    },
  ],
  messageInfo: {
    language: 'en',
    mapLabel: 'Map of the search results',
    viewListing: 'View this property',
    priceOnRequest: 'Price on request',
    startingFrom: 'starting from',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    marquees: {
      new: 'New',
      under_option: 'Under option',
      sold: 'Sold',
      rented: 'Rented',
      price_reduced: 'Price reduced',
      open_house: 'Open house',
    },
  },
  mapType: 'results',
  customMarker: null,
  marqueeIgnoreList: ['sold'],
};

/** A stand-in for the `<iframe>`: an event target with a window to post to. */
function fakeFrame() {
  const postMessage = vi.fn();
  const frame = Object.assign(new EventTarget(), { contentWindow: { postMessage } });
  return { frame: frame as unknown as MapFrame, postMessage };
}

describe('the embedded-map message: sending', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('goes 50 ms after the frame loads, to the given origin only', () => {
    const { frame, postMessage } = fakeFrame();
    sendMapMessageOnLoad(frame, message, 'https://www.vitrine.example');
    vi.advanceTimersByTime(500);
    expect(postMessage).not.toHaveBeenCalled(); // nothing before the frame has loaded

    (frame as unknown as EventTarget).dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(mapMessageDelayMs - 1);
    expect(postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith(message, 'https://www.vitrine.example');
    expect(mapMessageDelayMs).toBe(50);
  });

  test('carries the properties list, message info, map type, custom marker and marquee ignore list', () => {
    const { frame, postMessage } = fakeFrame();
    sendMapMessageOnLoad(frame, message, 'https://www.vitrine.example');
    (frame as unknown as EventTarget).dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(mapMessageDelayMs);
    const [sent] = postMessage.mock.calls[0] as [MapMessage];
    expect(Object.keys(sent).sort()).toEqual(
      ['customMarker', 'mapType', 'marqueeIgnoreList', 'messageInfo', 'properties', 'type'].sort(),
    );
    expect(isMapMessage(sent)).toBe(true);
  });

  test('given as a function, is what it gives when the frame loads (the page may have rendered since)', () => {
    const { frame, postMessage } = fakeFrame();
    let current: MapMessage = { ...message, properties: [] };
    sendMapMessageOnLoad(frame, () => current, 'https://www.vitrine.example');
    current = message;
    (frame as unknown as EventTarget).dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(mapMessageDelayMs);
    expect(postMessage).toHaveBeenCalledWith(message, 'https://www.vitrine.example');
  });

  test('is sent again after each reload, and not at all once cancelled', () => {
    const { frame, postMessage } = fakeFrame();
    const cancel = sendMapMessageOnLoad(frame, message, 'https://www.vitrine.example');
    const target = frame as unknown as EventTarget;
    target.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(mapMessageDelayMs);
    target.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(mapMessageDelayMs);
    expect(postMessage).toHaveBeenCalledTimes(2);
    target.dispatchEvent(new Event('load'));
    cancel();
    vi.advanceTimersByTime(mapMessageDelayMs);
    expect(postMessage).toHaveBeenCalledTimes(2);
  });
});

describe('the embedded-map message: receiving', () => {
  const parent = {} as MessageEventSource;
  const expected = { origin: 'https://www.vitrine.example', source: parent };

  test('accepts the message from the parent window on the site origin', () => {
    expect(acceptMapMessage({ origin: 'https://www.vitrine.example', source: parent, data: message }, expected)).toBe(
      message,
    );
  });

  test.each([
    ['another origin', { origin: 'https://evil.example', source: parent, data: message }],
    ['a lookalike origin', { origin: 'https://www.vitrine.example.evil.example', source: parent, data: message }],
    ['another window', { origin: 'https://www.vitrine.example', source: {} as MessageEventSource, data: message }],
  ])('ignores a message from %s', (_case, event) => {
    expect(acceptMapMessage(event, expected)).toBeNull();
  });

  test.each([
    ['another type', { ...message, type: 'other' }],
    ['no properties list', { ...message, properties: undefined }],
    [
      'an off-site listing link',
      { ...message, properties: [{ ...message.properties[0], path: 'https://evil.example/' }] },
    ],
    ['a protocol-relative link', { ...message, properties: [{ ...message.properties[0], path: '//evil.example/' }] }],
    ['a latitude out of range', { ...message, properties: [{ ...message.properties[0], latitude: 120 }] }],
    ['an unknown map type', { ...message, mapType: 'satellite' }],
    [
      'a script as marker image',
      { ...message, customMarker: { iconUrl: 'javascript:alert(1)', iconSize: [1, 1], iconAnchor: [0, 0] } },
    ],
    [
      'a protocol-relative marker image',
      { ...message, customMarker: { iconUrl: '//evil.example/pin.png', iconSize: [1, 1], iconAnchor: [0, 0] } },
    ],
    [
      'a marker image without its size',
      { ...message, customMarker: { iconUrl: '/pins/agency.png', iconAnchor: [0, 0] } },
    ],
    ['an unknown marquee to ignore', { ...message, marqueeIgnoreList: ['hidden'] }],
    ['missing texts', { ...message, messageInfo: { ...message.messageInfo, viewListing: undefined } }],
    ['a string', JSON.stringify(message)],
  ])('ignores a message with %s', (_case, data) => {
    expect(acceptMapMessage({ origin: expected.origin, source: parent, data }, expected)).toBeNull();
  });

  test.each(['/pins/agency.svg', 'https://cdn.example/pin.png', 'http://127.0.0.1:1337/uploads/pin.png'])(
    'accepts a marker image at %s (a site path, or the media server)',
    (iconUrl) => {
      expect(isMapMessage({ ...message, customMarker: { iconUrl, iconSize: [32, 40], iconAnchor: [16, 40] } })).toBe(
        true,
      );
    },
  );
});

import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { MapFramePage } from './map-frame-page';
import { acceptMapAreaMessage, mapAreaMessageType, mapMessageType, type MapMessage } from './map-message';

const drawMap = vi.hoisted(() =>
  vi.fn(
    (_container: HTMLElement, _message: unknown, _tiles: unknown, _onArea?: (area: string | null) => void) => () =>
      undefined,
  ),
);
vi.mock('./leaflet-map', () => ({ drawMap }));

const tiles = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' };
const message: MapMessage = {
  type: mapMessageType,
  properties: [],
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
  marqueeIgnoreList: [],
};

function renderFrame() {
  return render(
    <IntlProvider locale="en" messages={{}} onError={() => undefined}>
      <MapFramePage tiles={tiles} />
    </IntlProvider>,
  );
}

async function post(data: unknown, origin = window.location.origin, source: MessageEventSource | null = window.parent) {
  await act(async () => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('the map frame', () => {
  beforeEach(() => drawMap.mockClear());

  test('draws the listings of a message from its parent on the site origin', async () => {
    renderFrame();
    expect(screen.getByText('Loading the map…')).toBeTruthy();
    await post(message);
    expect(drawMap).toHaveBeenCalledTimes(1);
    expect(drawMap).toHaveBeenCalledWith(expect.any(HTMLElement), message, tiles, expect.any(Function));
    expect(screen.getByRole('region', { name: 'Map of the search results' })).toBeTruthy();
  });

  test('hands an area drawn on the map to its parent, on the site origin only', async () => {
    const postMessage = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    renderFrame();
    await post({
      ...message,
      area: null,
      areaTexts: { draw: 'Draw', finish: 'Search', cancel: 'Cancel', remove: 'Remove', hint: 'Click', invalid: 'No' },
    });
    const onArea = drawMap.mock.calls[0]![3]!;
    onArea('510900.36600_510900.37800_510200.37200');
    expect(postMessage).toHaveBeenCalledWith(
      { type: mapAreaMessageType, area: '510900.36600_510900.37800_510200.37200' },
      window.location.origin,
    );
    postMessage.mockRestore();
  });

  test('the page takes an area only from its own frame, on its own origin', () => {
    const frame = {} as MessageEventSource;
    const data = { type: mapAreaMessageType, area: '510543.37174_5km' };
    const origin = window.location.origin;
    expect(acceptMapAreaMessage({ data, origin, source: frame }, { origin, source: frame })).toBe('510543.37174_5km');
    expect(
      acceptMapAreaMessage({ data: { ...data, area: null }, origin, source: frame }, { origin, source: frame }),
    ).toBeNull();
    expect(
      acceptMapAreaMessage({ data, origin: 'https://evil.example', source: frame }, { origin, source: frame }),
    ).toBeUndefined();
    expect(acceptMapAreaMessage({ data, origin, source: window }, { origin, source: frame })).toBeUndefined();
    expect(
      acceptMapAreaMessage({ data: { ...data, area: 5 }, origin, source: frame }, { origin, source: frame }),
    ).toBeUndefined();
  });

  test('ignores messages from another origin and malformed ones', async () => {
    renderFrame();
    await post(message, 'https://evil.example');
    await post({ ...message, mapType: 'satellite' });
    expect(drawMap).not.toHaveBeenCalled();
  });

  test('draws a message that arrived before it was hydrated under strict mode too (its effect runs twice)', async () => {
    const early = new MessageEvent('message', { data: message, origin: window.location.origin, source: window.parent });
    window.__vitrineMapMessages = [early];
    render(
      <StrictMode>
        <IntlProvider locale="en" messages={{}} onError={() => undefined}>
          <MapFramePage tiles={tiles} />
        </IntlProvider>
      </StrictMode>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(drawMap).toHaveBeenCalledTimes(1);
    expect(drawMap).toHaveBeenCalledWith(expect.any(HTMLElement), message, tiles, expect.any(Function));
  });

  test('keeps a message that arrived before it was hydrated', async () => {
    // What the frame's inline script does while the HTML is parsed.
    const early = new MessageEvent('message', { data: message, origin: window.location.origin, source: window.parent });
    window.__vitrineMapMessages = [early];
    renderFrame();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(drawMap).toHaveBeenCalledTimes(1);
    expect(window.__vitrineMapMessages).toBeUndefined();
  });
});

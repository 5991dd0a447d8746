import type { ListingPrice, Marquee } from '~/features/listings';

/**
 * The embedded-map message of the spec (section 7): the page that embeds the map frame sends it
 * the properties list, message info, map type, custom marker and marquee ignore list, 50 ms after
 * the frame has loaded. Both sides are this site: the parent posts to its own origin only, and
 * the frame accepts a message only from its parent window on that origin, of this exact shape.
 */
export const mapMessageType = 'vitrine:map';

/** The spec's delay between the frame's `load` event and the message. */
export const mapMessageDelayMs = 50;

/** A listing as a marker and its popup show it. */
export interface MapProperty {
  readonly reference: string;
  readonly title: string;
  /** Site-relative path of the listing page. */
  readonly path: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly price: ListingPrice | null;
  readonly marquee: Marquee | null;
  readonly marqueeName: string | null;
  readonly place: string | null;
  readonly photo: { readonly src: string; readonly alt: string } | null;
}

/** The texts the frame shows, in the parent page's language (the frame holds no translations). */
export interface MapMessageInfo {
  readonly language: string;
  /** Accessible name of the map. */
  readonly mapLabel: string;
  readonly viewListing: string;
  readonly priceOnRequest: string;
  readonly startingFrom: string;
  readonly zoomIn: string;
  readonly zoomOut: string;
  readonly marquees: Readonly<Record<Marquee, string>>;
}

/** `results`: fit all markers in view; `property`: one listing, close up. */
export type MapType = 'results' | 'property';

/** A marker image instead of the default pin (a site path or an http(s) URL, e.g. Strapi's upload). */
export interface CustomMarker {
  readonly iconUrl: string;
  readonly iconSize: readonly [number, number];
  readonly iconAnchor: readonly [number, number];
}

export interface MapMessage {
  readonly type: typeof mapMessageType;
  readonly properties: readonly MapProperty[];
  readonly messageInfo: MapMessageInfo;
  readonly mapType: MapType;
  readonly customMarker: CustomMarker | null;
  /** Marquees whose ribbon the markers and popups leave out (e.g. `['new']` on a page of new listings). */
  readonly marqueeIgnoreList: readonly Marquee[];
  /**
   * Beyond the spec: the search's area (its URL form, `@vitrine/domain` `parseSearchArea`), and the
   * texts of the tool that draws one; without `areaTexts` the map offers no drawing.
   */
  readonly area?: string | null;
  readonly areaTexts?: AreaTexts;
}

/** The texts of the area drawing tool, in the parent page's language. */
export interface AreaTexts {
  readonly draw: string;
  readonly finish: string;
  readonly cancel: string;
  readonly remove: string;
  /** What to do while drawing (click the corners, then finish). */
  readonly hint: string;
  /** Said when the drawn shape is not one the site searches (too many points, sides crossing…). */
  readonly invalid: string;
}

/** What the frame answers when the visitor drew an area (or removed it): the parent searches it. */
export const mapAreaMessageType = 'vitrine:map-area';

export interface MapAreaMessage {
  readonly type: typeof mapAreaMessageType;
  /** The area's URL form, or `null` to search without one. */
  readonly area: string | null;
}

/**
 * The area a `message` event from the map frame carries, `undefined` when the event is not one
 * (another window or origin, another shape); `null` asks for no area.
 */
export function acceptMapAreaMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null },
): string | null | undefined {
  if (event.origin !== expected.origin || event.source !== expected.source) return undefined;
  const data: unknown = event.data;
  if (!isRecord(data) || data.type !== mapAreaMessageType) return undefined;
  if (data.area === null) return null;
  return isString(data.area) && data.area.length <= 1000 ? data.area : undefined;
}

const marquees: readonly string[] = ['new', 'under_option', 'sold', 'rented', 'price_reduced', 'open_house'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isPair = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((item) => Number.isFinite(item));

function isMapProperty(value: unknown): value is MapProperty {
  if (!isRecord(value)) return false;
  const { reference, title, path, latitude, longitude, price, marquee } = value;
  return (
    isString(reference) &&
    isString(title) &&
    isString(path) &&
    // Only site-relative links: a message can never make a popup link elsewhere.
    path.startsWith('/') &&
    !path.startsWith('//') &&
    typeof latitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    typeof longitude === 'number' &&
    Math.abs(longitude) <= 180 &&
    (price === null || (isRecord(price) && isString(price.text))) &&
    (marquee === null || marquees.includes(marquee as string))
  );
}

function isCustomMarker(value: unknown): value is CustomMarker {
  return (
    isRecord(value) &&
    isString(value.iconUrl) &&
    /^(?:https?:\/\/|\/(?!\/))/.test(value.iconUrl) &&
    isPair(value.iconSize) &&
    isPair(value.iconAnchor)
  );
}

/** Whether a value is a well-formed map message (the frame checks this before using any of it). */
export function isMapMessage(value: unknown): value is MapMessage {
  if (!isRecord(value) || value.type !== mapMessageType) return false;
  const { properties, messageInfo, mapType, customMarker, marqueeIgnoreList } = value;
  return (
    Array.isArray(properties) &&
    properties.every(isMapProperty) &&
    isRecord(messageInfo) &&
    ['mapLabel', 'viewListing', 'priceOnRequest', 'startingFrom', 'zoomIn', 'zoomOut'].every((key) =>
      isString(messageInfo[key]),
    ) &&
    isRecord(messageInfo.marquees) &&
    (mapType === 'results' || mapType === 'property') &&
    (customMarker === null || isCustomMarker(customMarker)) &&
    Array.isArray(marqueeIgnoreList) &&
    marqueeIgnoreList.every((marquee) => marquees.includes(marquee as string)) &&
    (value.area === undefined || value.area === null || isString(value.area)) &&
    (value.areaTexts === undefined ||
      (isRecord(value.areaTexts) &&
        ['draw', 'finish', 'cancel', 'remove', 'hint', 'invalid'].every((key) =>
          isString((value.areaTexts as Record<string, unknown>)[key]),
        )))
  );
}

/**
 * The map message carried by a `message` event, or `null` when the event does not come from the
 * expected window on the expected origin, or does not have the contract's shape.
 *
 * @example
 * window.addEventListener('message', (event) => {
 *   const message = acceptMapMessage(event, { origin: location.origin, source: window.parent });
 *   if (message) draw(message);
 * });
 */
export function acceptMapMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null },
): MapMessage | null {
  if (event.origin !== expected.origin) return null;
  if (expected.source !== null && event.source !== expected.source) return null;
  return isMapMessage(event.data) ? event.data : null;
}

/** The part of an `<iframe>` the sender uses. */
export type MapFrame = Pick<HTMLIFrameElement, 'addEventListener' | 'removeEventListener'> & {
  readonly contentWindow: Pick<Window, 'postMessage'> | null;
};

/**
 * Sends `message` (or what a function of it gives at that moment) to the frame
 * {@link mapMessageDelayMs} ms after each `load` of the frame, to `targetOrigin` only. Returns a
 * function that cancels it.
 */
export function sendMapMessageOnLoad(
  frame: MapFrame,
  message: MapMessage | (() => MapMessage),
  targetOrigin: string,
  delayMs = mapMessageDelayMs,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onLoad = () => {
    clearTimeout(timer);
    const current = typeof message === 'function' ? message() : message;
    timer = setTimeout(() => frame.contentWindow?.postMessage(current, targetOrigin), delayMs);
  };
  frame.addEventListener('load', onLoad);
  return () => {
    clearTimeout(timer);
    frame.removeEventListener('load', onLoad);
  };
}

/** Where the frame's inline script keeps messages that arrive before the page has hydrated. */
export const earlyMessagesKey = '__vitrineMapMessages';

/**
 * The frame's first script, run while its HTML is parsed: the parent's message (50 ms after
 * `load`) can arrive before React has hydrated and attached its listener, so it is kept.
 */
export const earlyMessagesScript = `window.${earlyMessagesKey}=[];addEventListener('message',function(e){var q=window.${earlyMessagesKey};if(q)q.push(e)});`;

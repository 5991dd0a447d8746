import type { Language } from '@vitrine/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { listingCardMessages, type Marquee } from '~/features/listings';
import { useHydrated } from '~/ui/use-hydrated';
import {
  acceptMapAreaMessage,
  mapMessageType,
  sendMapMessageOnLoad,
  type AreaTexts,
  type CustomMarker,
  type MapMessage,
  type MapMessageInfo,
  type MapProperty,
} from './map-message';
import { mapMessages } from './messages';

interface ResultsMapProps {
  readonly language: Language;
  readonly properties: readonly MapProperty[];
  /** The frame's path (`/{lang}/map-frame/`). */
  readonly framePath: string;
  readonly customMarker?: CustomMarker | null;
  readonly marqueeIgnoreList?: readonly Marquee[];
  /** What the markers stand for, in words ("12 properties on the map"); properties by default. */
  readonly countText?: string;
  /**
   * The search's area (its URL form) and where a search with another area (or none: `null`) is;
   * without it the map offers no drawing.
   */
  readonly area?: { readonly current: string | null; readonly href: (area: string | null) => string };
}

/** The drawing tool's texts, in this page's language. */
function useAreaTexts(): AreaTexts {
  const intl = useIntl();
  return useMemo(
    () => ({
      draw: intl.formatMessage(mapMessages.areaDraw),
      finish: intl.formatMessage(mapMessages.areaFinish),
      cancel: intl.formatMessage(mapMessages.areaCancel),
      remove: intl.formatMessage(mapMessages.areaRemove),
      hint: intl.formatMessage(mapMessages.areaHint),
      invalid: intl.formatMessage(mapMessages.areaInvalid),
    }),
    [intl],
  );
}

/** The message info: the frame's texts, in this page's language. */
function useMessageInfo(language: Language): MapMessageInfo {
  const intl = useIntl();
  return useMemo(
    () => ({
      language,
      mapLabel: intl.formatMessage(mapMessages.frameTitle),
      viewListing: intl.formatMessage(mapMessages.viewListing),
      priceOnRequest: intl.formatMessage(listingCardMessages.priceOnRequest),
      startingFrom: intl.formatMessage(listingCardMessages.startingFrom),
      zoomIn: intl.formatMessage(mapMessages.zoomIn),
      zoomOut: intl.formatMessage(mapMessages.zoomOut),
      marquees: {
        new: intl.formatMessage(listingCardMessages.marqueeNew),
        under_option: intl.formatMessage(listingCardMessages.marqueeUnderOption),
        sold: intl.formatMessage(listingCardMessages.marqueeSold),
        rented: intl.formatMessage(listingCardMessages.marqueeRented),
        price_reduced: intl.formatMessage(listingCardMessages.marqueePriceReduced),
        open_house: intl.formatMessage(listingCardMessages.marqueeOpenHouse),
      },
    }),
    [intl, language],
  );
}

/**
 * The results on a map: an embedded frame (`/{lang}/map-frame/`) that this page feeds with the
 * spec's message 50 ms after it loads. The frame is added once the page runs JavaScript; without
 * it, the results list below the map is the whole answer.
 */
export function ResultsMap({
  language,
  properties,
  framePath,
  customMarker = null,
  marqueeIgnoreList = [],
  countText,
  area,
}: ResultsMapProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const messageInfo = useMessageInfo(language);
  const areaTexts = useAreaTexts();
  const enhanced = useHydrated();
  const message = useMemo<MapMessage>(
    () => ({
      type: mapMessageType,
      properties,
      messageInfo,
      mapType: 'results',
      customMarker,
      marqueeIgnoreList,
      ...(area ? { area: area.current, areaTexts } : {}),
    }),
    [properties, messageInfo, customMarker, marqueeIgnoreList, area, areaTexts],
  );
  // What the frame is sent and where a drawn area leads, as of the last render: read when the frame
  // loads or answers, so the listeners stay those attached when the frame element was created
  // (before it could fire `load`). A callback that changed with every render was detached and
  // attached again after the frame had loaded, and the map then never got its message.
  const latest = useRef({ message, area, navigate });
  useEffect(() => {
    latest.current = { message, area, navigate };
  });
  const frameRef = useCallback((frame: HTMLIFrameElement | null) => {
    if (!frame) return undefined;
    const stopSending = sendMapMessageOnLoad(frame, () => latest.current.message, window.location.origin);
    // The frame's drawn area becomes the search's: a new URL, so the back button returns to the last one.
    const onMessage = (event: MessageEvent) => {
      const drawn = acceptMapAreaMessage(event, { origin: window.location.origin, source: frame.contentWindow });
      const { area: current, navigate: go } = latest.current;
      if (drawn !== undefined && current) void go(current.href(drawn), { preventScrollReset: true });
    };
    window.addEventListener('message', onMessage);
    return () => {
      stopSending();
      window.removeEventListener('message', onMessage);
    };
  }, []);
  return (
    <section className="results-map" aria-labelledby="results-map-count">
      <div className={enhanced ? 'results-map__canvas results-map__canvas--live' : 'results-map__canvas'}>
        {enhanced ? (
          <iframe
            // A new search is a new frame: it loads, and gets its message 50 ms later.
            key={`${area?.current ?? ''}|${properties.map((property) => property.reference).join()}`}
            ref={frameRef}
            src={framePath}
            title={intl.formatMessage(mapMessages.frameTitle)}
            className="results-map__frame"
          />
        ) : (
          <noscript>
            <p className="results-map__no-script">{intl.formatMessage(mapMessages.noScript)}</p>
          </noscript>
        )}
      </div>
      <p id="results-map-count" className="results-map__count">
        {countText ?? intl.formatMessage(mapMessages.onMap, { count: properties.length })}
      </p>
    </section>
  );
}

import type { Language } from '@vitrine/domain';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { listingCardMessages, type Marquee } from '~/features/listings';
import { useHydrated } from '~/ui/use-hydrated';
import {
  mapMessageType,
  sendMapMessageOnLoad,
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
}: ResultsMapProps) {
  const intl = useIntl();
  const messageInfo = useMessageInfo(language);
  const enhanced = useHydrated();
  const message = useMemo<MapMessage>(
    () => ({ type: mapMessageType, properties, messageInfo, mapType: 'results', customMarker, marqueeIgnoreList }),
    [properties, messageInfo, customMarker, marqueeIgnoreList],
  );
  // Attached when the frame element is created, before it can fire `load`.
  const frameRef = useCallback(
    (frame: HTMLIFrameElement | null) =>
      frame ? sendMapMessageOnLoad(frame, message, window.location.origin) : undefined,
    [message],
  );
  return (
    <section className="results-map" aria-labelledby="results-map-count">
      <div className={enhanced ? 'results-map__canvas results-map__canvas--live' : 'results-map__canvas'}>
        {enhanced ? (
          <iframe
            // A new search is a new frame: it loads, and gets its message 50 ms later.
            key={properties.map((property) => property.reference).join()}
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

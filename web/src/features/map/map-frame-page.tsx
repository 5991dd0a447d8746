import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { TileLayerConfig } from './leaflet-map';
import {
  acceptMapMessage,
  earlyMessagesKey,
  earlyMessagesScript,
  mapAreaMessageType,
  type MapAreaMessage,
  type MapMessage,
} from './map-message';
import { mapMessages } from './messages';
import { useCspNonce } from '~/shell/csp-nonce';

declare global {
  interface Window {
    [earlyMessagesKey]?: MessageEvent[];
  }
}

/**
 * The embedded map (route `/{lang}/map-frame/`): an empty page until the parent's message
 * arrives; then Leaflet is loaded and draws the listings. Only messages from the parent window
 * on this site's origin, of the contract's shape, are used.
 */
export function MapFramePage({ tiles }: { tiles: TileLayerConfig }) {
  const intl = useIntl();
  // The early-messages script is written by the server only: it carries the page's CSP nonce, or, on
  // a page from the page cache (rendered without one), the policy allows it by its hash.
  const nonce = useCspNonce();
  const container = useRef<HTMLDivElement>(null);
  const [label, setLabel] = useState<string | null>(null);
  // The last accepted message: a re-run of the effect (React's strict mode runs it twice) draws it
  // again, since the early messages are handed over only once.
  const latest = useRef<MapMessage | null>(null);

  useEffect(() => {
    let removeMap: (() => void) | undefined;
    let cancelled = false;
    const expected = { origin: window.location.origin, source: window.parent };
    const draw = async (message: MapMessage) => {
      const { drawMap } = await import('./leaflet-map');
      if (cancelled || !container.current) return;
      removeMap?.();
      // A drawn (or removed) area goes to the page that embeds the map, which searches it.
      const onArea = (area: string | null) =>
        window.parent.postMessage({ type: mapAreaMessageType, area } satisfies MapAreaMessage, window.location.origin);
      removeMap = drawMap(container.current, message, tiles, onArea);
      setLabel(message.messageInfo.mapLabel);
    };
    const onMessage = (event: MessageEvent) => {
      const message = acceptMapMessage(event, expected);
      if (!message) return;
      latest.current = message;
      void draw(message);
    };
    const early = window[earlyMessagesKey] ?? [];
    window[earlyMessagesKey] = undefined;
    window.addEventListener('message', onMessage);
    if (latest.current) void draw(latest.current);
    early.forEach(onMessage);
    return () => {
      cancelled = true;
      window.removeEventListener('message', onMessage);
      removeMap?.();
    };
  }, [tiles]);

  return (
    <>
      {/* Inline markup, not a React <script>: the server's HTML runs it while parsing; a client render never does. */}
      <div
        hidden
        dangerouslySetInnerHTML={{
          __html: `<script${nonce ? ` nonce="${nonce}"` : ''}>${earlyMessagesScript}</script>`,
        }}
      />
      <div
        ref={container}
        className="map-frame"
        role="region"
        aria-label={label ?? intl.formatMessage(mapMessages.frameTitle)}
      >
        {label ? null : <p className="map-frame__loading">{intl.formatMessage(mapMessages.loading)}</p>}
      </div>
    </>
  );
}

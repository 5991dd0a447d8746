// Loaded by the map frame when the visitor starts drawing (a dynamic import): neither a list page
// nor a map that is only looked at carries it.
import { encodeSearchArea, searchAreaLimits, searchAreaProblem, type LatLng } from '@vitrine/domain';
import * as L from 'leaflet';
import type { AreaTexts } from './map-message';

/**
 * Drawing a search area on a Leaflet map: each click (or tap) on the map adds a corner, the
 * outline follows; "Finish" closes the polygon and hands its URL form to `done`, once the domain
 * accepts it (3 to 50 corners, sides up to 100 km, no crossing). "Cancel" leaves things as they
 * were. The buttons are plain, keyboard-reachable buttons in `panel`. Returns a function that
 * stops drawing.
 */
export function startAreaDrawing(
  map: L.Map,
  panel: HTMLElement,
  texts: AreaTexts,
  done: (area: string) => void,
  cancelled: () => void,
): () => void {
  const corners: LatLng[] = [];
  const outline = L.polygon([], { color: '#0b5cad', weight: 2, fillOpacity: 0.12, interactive: false }).addTo(map);
  const container = map.getContainer();
  container.classList.add('map-frame--drawing');

  const hint = document.createElement('p');
  hint.className = 'map-area__hint';
  hint.textContent = texts.hint;
  hint.setAttribute('role', 'status');
  const finish = button(texts.finish, 'map-area__button map-area__button--primary');
  const cancel = button(texts.cancel, 'map-area__button');
  finish.disabled = true;
  panel.replaceChildren(hint, finish, cancel);

  const onClick = (event: L.LeafletMouseEvent) => {
    if (corners.length >= searchAreaLimits.maxPoints) return;
    corners.push({ lat: event.latlng.lat, lng: event.latlng.lng });
    outline.setLatLngs(corners.map((corner) => [corner.lat, corner.lng] as [number, number]));
    finish.disabled = corners.length < searchAreaLimits.minPoints;
    hint.textContent = texts.hint;
  };
  map.on('click', onClick);
  // Clicks close the polygon, not zoom in.
  map.doubleClickZoom.disable();

  const stop = () => {
    map.off('click', onClick);
    map.doubleClickZoom.enable();
    outline.remove();
    container.classList.remove('map-frame--drawing');
  };
  finish.addEventListener('click', () => {
    const area = { kind: 'polygon', points: corners } as const;
    if (searchAreaProblem(area) !== null) {
      hint.textContent = texts.invalid;
      return;
    }
    stop();
    done(encodeSearchArea(area));
  });
  cancel.addEventListener('click', () => {
    stop();
    cancelled();
  });
  return stop;
}

function button(text: string, className: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  return element;
}

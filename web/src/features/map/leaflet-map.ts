// Loaded by the map frame only, with a dynamic import: Leaflet never reaches a list page's first load.
import { areaBounds, parseSearchArea, type SearchArea } from '@vitrine/domain';
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { AreaTexts, MapMessage, MapProperty } from './map-message';

/** The tile server (MAP_TILE_URL) and the attribution its licence requires. */
export interface TileLayerConfig {
  readonly url: string;
  readonly attribution: string;
}

/** Belgium and Luxembourg, when there is nothing to show. */
const overview = { center: [50.5, 4.7] as [number, number], zoom: 7 };

/** A popup built as DOM nodes: every value is set as text, so no listing data is parsed as HTML. */
function popupOf(property: MapProperty, message: MapMessage): HTMLElement {
  const { messageInfo, marqueeIgnoreList } = message;
  const element = (tag: string, className: string, text?: string) => {
    const node = document.createElement(tag);
    node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const popup = element('div', 'map-popup');
  if (property.photo) {
    const image = element('img', 'map-popup__photo') as HTMLImageElement;
    image.src = property.photo.src;
    image.alt = '';
    image.width = 240;
    image.height = 160;
    popup.append(image);
  }
  const ignored = property.marquee !== null && marqueeIgnoreList.includes(property.marquee);
  const ribbon = ignored
    ? null
    : (property.marqueeName ?? (property.marquee ? messageInfo.marquees[property.marquee] : null));
  if (ribbon) popup.append(element('span', `map-popup__ribbon ribbon--${property.marquee ?? 'custom'}`, ribbon));
  const title = element('a', 'map-popup__title', property.title) as HTMLAnchorElement;
  title.href = property.path;
  title.target = '_top';
  popup.append(title);
  const price = property.price
    ? `${property.price.startingFrom ? `${messageInfo.startingFrom} ` : ''}${property.price.text}${property.price.unitText ? ` ${property.price.unitText}` : ''}`
    : messageInfo.priceOnRequest;
  popup.append(element('p', 'map-popup__price', price));
  if (property.place) popup.append(element('p', 'map-popup__place', property.place));
  const link = element('a', 'map-popup__link', messageInfo.viewListing) as HTMLAnchorElement;
  link.href = property.path;
  link.target = '_top';
  popup.append(link);
  return popup;
}

function iconOf(property: MapProperty, message: MapMessage): L.Icon | L.DivIcon {
  if (message.customMarker) {
    const { iconUrl, iconSize, iconAnchor } = message.customMarker;
    return L.icon({
      iconUrl,
      iconSize: [...iconSize],
      iconAnchor: [...iconAnchor],
      popupAnchor: [0, -iconAnchor[1]],
    });
  }
  const marquee = property.marquee && !message.marqueeIgnoreList.includes(property.marquee) ? property.marquee : null;
  return L.divIcon({
    className: `map-pin${marquee ? ` map-pin--${marquee}` : ''}`,
    html: '<span class="map-pin__dot"></span>',
    iconSize: [30, 40],
    iconAnchor: [15, 40],
    popupAnchor: [0, -36],
  });
}

/** The search's area on the map: its outline, not clickable (clicks go to the markers and the tool). */
function areaLayer(area: SearchArea): L.Layer {
  const style = { color: '#0b5cad', weight: 2, fillOpacity: 0.06, interactive: false };
  return area.kind === 'circle'
    ? L.circle([area.center.lat, area.center.lng], { ...style, radius: area.radiusKm * 1000 })
    : L.polygon(
        area.points.map((point) => [point.lat, point.lng] as [number, number]),
        style,
      );
}

/**
 * The "Draw an area" panel (and "Remove the area" when the search has one), top right: the drawing
 * tool itself is fetched on the first click.
 */
function areaControl(map: L.Map, texts: AreaTexts, hasArea: boolean, onArea: (area: string | null) => void) {
  const control = new L.Control({ position: 'topright' });
  control.onAdd = () => {
    const panel = L.DomUtil.create('div', 'map-area');
    L.DomEvent.disableClickPropagation(panel);
    const idle = () => {
      const draw = L.DomUtil.create('button', 'map-area__button map-area__button--primary', panel);
      draw.type = 'button';
      draw.textContent = texts.draw;
      const buttons: HTMLElement[] = [draw];
      if (hasArea) {
        const remove = L.DomUtil.create('button', 'map-area__button', panel);
        remove.type = 'button';
        remove.textContent = texts.remove;
        remove.addEventListener('click', () => onArea(null));
        buttons.push(remove);
      }
      panel.replaceChildren(...buttons);
      draw.addEventListener('click', () => {
        void import('./area-drawing').then(({ startAreaDrawing }) => startAreaDrawing(map, panel, texts, onArea, idle));
      });
    };
    idle();
    return panel;
  };
  return control;
}

/**
 * Draws the message's listings on an OpenStreetMap (or MAP_TILE_URL) map in `container`; markers
 * are keyboard-reachable and named by the listing title. With the area texts, the search's area is
 * outlined and the visitor can draw another (`onArea` receives it). Returns a function that removes
 * the map.
 */
export function drawMap(
  container: HTMLElement,
  message: MapMessage,
  tiles: TileLayerConfig,
  onArea: (area: string | null) => void = () => {},
): () => void {
  const map = L.map(container, { zoomControl: false, scrollWheelZoom: message.mapType === 'results' });
  L.control.zoom({ zoomInTitle: message.messageInfo.zoomIn, zoomOutTitle: message.messageInfo.zoomOut }).addTo(map);
  L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 19 }).addTo(map);
  const points: L.LatLngExpression[] = [];
  for (const property of message.properties) {
    const point: L.LatLngExpression = [property.latitude, property.longitude];
    points.push(point);
    L.marker(point, { icon: iconOf(property, message), title: property.title, alt: property.title, keyboard: true })
      .bindPopup(popupOf(property, message), { minWidth: 220, maxWidth: 260 })
      .addTo(map);
  }
  const area = message.area ? parseSearchArea(message.area).area : null;
  if (area) areaLayer(area).addTo(map);
  if (message.areaTexts && message.mapType === 'results') {
    areaControl(map, message.areaTexts, message.area != null, onArea).addTo(map);
  }
  if (area && points.length === 0) {
    const box = areaBounds(area);
    map.fitBounds([
      [box.south, box.west],
      [box.north, box.east],
    ]);
  } else if (points.length === 0) map.setView(overview.center, overview.zoom);
  else if (points.length === 1 || message.mapType === 'property') map.setView(points[0]!, 15);
  // More room at the top: pins stand above their point.
  else map.fitBounds(L.latLngBounds(points), { paddingTopLeft: [40, 64], paddingBottomRight: [40, 24], maxZoom: 15 });
  return () => map.remove();
}

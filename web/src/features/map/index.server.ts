// The server side of the map's public surface: markers of a listing search and the map display settings.
export { mapDisplayOf, mapFramePath, mapMarkerLimit, mapPageSize, mapPages, mapProperties } from './map.server';

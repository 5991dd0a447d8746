import { defineMessage, defineMessages } from 'react-intl';

/** The results map and its frame. */
export const mapMessages = defineMessages({
  frameTitle: {
    id: 'map.frame.title',
    defaultMessage: 'Map of the search results',
    description: 'Title of the map frame and accessible name of the map',
  },
  noScript: {
    id: 'map.noScript',
    defaultMessage: 'The map needs JavaScript. All results are listed below.',
    description: 'Shown instead of the map when JavaScript is off',
  },
  onMap: defineMessage<{ count: number }>({
    id: 'map.count',
    defaultMessage:
      '{count, plural, =0 {None of these properties has a location to show} one {# property on the map} other {# properties on the map}}',
    description: 'Number of markers on the results map',
  }),
  loading: { id: 'map.loading', defaultMessage: 'Loading the map…', description: 'Shown while the map loads' },
  viewListing: {
    id: 'map.popup.view',
    defaultMessage: 'View this property',
    description: 'Link in a map marker popup to the listing page',
  },
  areaDraw: {
    id: 'map.area.draw',
    defaultMessage: 'Draw an area',
    description: 'Button on the results map: start drawing the area to search in',
  },
  areaFinish: {
    id: 'map.area.finish',
    defaultMessage: 'Search this area',
    description: 'Button on the results map while drawing: close the drawn area and search in it',
  },
  areaCancel: { id: 'map.area.cancel', defaultMessage: 'Cancel', description: 'Button on the map: stop drawing' },
  areaRemove: {
    id: 'map.area.remove',
    defaultMessage: 'Remove the area',
    description: 'Button on the results map: search without the drawn area again',
  },
  areaHint: {
    id: 'map.area.hint',
    defaultMessage: 'Click the map at each corner of your area (3 to 50), then search it.',
    description: 'Help shown on the results map while drawing an area',
  },
  areaInvalid: {
    id: 'map.area.invalid',
    defaultMessage:
      'This shape cannot be searched: its sides cross, a side is over 100 km or it lies outside Belgium and Luxembourg.',
    description: 'Shown on the results map when the drawn area is not valid',
  },
  zoomIn: { id: 'map.zoomIn', defaultMessage: 'Zoom in', description: 'Map zoom button' },
  zoomOut: { id: 'map.zoomOut', defaultMessage: 'Zoom out', description: 'Map zoom button' },
});

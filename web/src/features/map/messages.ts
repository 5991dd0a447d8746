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
  zoomIn: { id: 'map.zoomIn', defaultMessage: 'Zoom in', description: 'Map zoom button' },
  zoomOut: { id: 'map.zoomOut', defaultMessage: 'Zoom out', description: 'Map zoom button' },
});

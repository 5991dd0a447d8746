import { defineMessages } from 'react-intl';

/** The list/map switch of a list (a module apart: the map itself is loaded only with the map view). */
export const resultViewMessages = defineMessages({
  viewsLabel: {
    id: 'map.views.label',
    defaultMessage: 'Show the results as',
    description: 'Accessible name of the list/map switch above search results',
  },
  list: { id: 'map.views.list', defaultMessage: 'List', description: 'Switch: results as a list' },
  map: { id: 'map.views.map', defaultMessage: 'Map', description: 'Switch: results on a map' },
});

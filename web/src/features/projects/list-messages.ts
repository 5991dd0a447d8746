import { defineMessage, defineMessages } from 'react-intl';

/** The projects list and its search form. */
export const projectListMessages = defineMessages({
  listTitle: {
    id: 'projects.list.title',
    defaultMessage: 'New-build projects',
    description: 'Heading of the projects list',
  },
  listDescription: {
    id: 'projects.list.description',
    defaultMessage: 'New-build apartments and houses: follow the projects and choose your unit.',
    description: 'Meta description and intro of the projects list',
  },
  noProjects: {
    id: 'projects.list.empty',
    defaultMessage: 'There are no projects on offer at the moment.',
    description: 'Shown when the projects list is empty',
  },
  resultCount: defineMessage<{ total: number }>({
    id: 'projects.list.resultCount',
    defaultMessage: '{total, plural, =0 {No projects} one {# project} other {# projects}}',
    description: 'Total number of projects matching the search',
  }),
  onMap: defineMessage<{ count: number }>({
    id: 'projects.map.count',
    defaultMessage:
      '{count, plural, =0 {None of these projects has a location to show} one {# project on the map} other {# projects on the map}}',
    description: 'Number of markers on the projects map',
  }),
  searchLabel: {
    id: 'projects.search.label',
    defaultMessage: 'Search new-build projects',
    description: 'Accessible name of the projects search form',
  },
  sortDelivery: {
    id: 'projects.sort.delivery',
    defaultMessage: 'Delivery, soonest first',
    description: 'Sort order option of the projects list: by expected delivery date',
  },
});

import { defineMessages } from 'react-intl';

/**
 * "Save this search" on the results lists: in a module of their own, so that a list page loads
 * only these two and not the demand register page's messages (a chunk holds whole modules).
 */
export const saveSearchMessages = defineMessages({
  saveSearch: { id: 'demand.saveSearch', defaultMessage: 'Save this search', description: 'Link on the results list' },
  saveSearchHint: {
    id: 'demand.saveSearchHint',
    defaultMessage: 'Get an e-mail when a new property matches.',
    description: 'Text beside the save-this-search link',
  },
});

export { SearchAlertConfirmPage } from './confirm-page';
export { demandMessages } from './messages';
export { saveSearchMessages } from './save-search-messages';
export { SaveSearchLink } from './save-search-link';
export { SearchAlertPage } from './search-alert-page';

export { MapFramePage } from './map-frame-page';
export { ResultsMap } from './results-map-slot';
export { mapMessages } from './messages';
export { mapViewMessages } from './view-messages';
export type { MapMessage, MapProperty } from './map-message';

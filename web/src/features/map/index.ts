export { MapFramePage } from './map-frame-page';
export { ResultsMap } from './results-map';
export { mapMessages } from './messages';
export type { MapMessage, MapProperty } from './map-message';

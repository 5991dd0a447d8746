export { MapFramePage } from './map-frame-page';
export { ResultsMap } from './results-map-slot';
export { mapMessages } from './messages';
export { isMapMessage, type MapMessage, type MapProperty } from './map-message';

// What the browser fetches for a list shown with its map (`results-map-slot.tsx`): the map and
// the message that feeds its frame. A module of its own, so the in-place import of the server
// and this dynamic one stay apart.
export { ResultsMap } from './results-map';

// The blocks only some listings have, as one module: the browser fetches it only for a listing
// that shows one of them (`property-page.tsx`).
export { FloodBlock } from './flood-block';
export { MobilityScore } from './mobility-score';
export { PlanningBlock } from './planning-block';
export { PointsOfInterest } from './points-of-interest';
export { PropertyVideos } from './property-videos';

export { recordListingView } from './view-recorder.server';

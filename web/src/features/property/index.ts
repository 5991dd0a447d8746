export { PropertyGonePage } from './property-gone-page';
export { PropertyPage } from './property-page';
export type { PropertyDetail, PropertyGone } from './property';

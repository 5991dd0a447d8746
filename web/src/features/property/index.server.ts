// The server side of the property page's public surface.
export { loadPropertyPage } from './property.server';

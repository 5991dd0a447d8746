export { askSearchers, searchersResource } from './searchers.server';

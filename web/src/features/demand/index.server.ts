export { saveSearchPath } from './save-search-path';

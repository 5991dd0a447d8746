export { JsonLd } from './json-ld';

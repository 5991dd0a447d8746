export { JsonLd } from './json-ld';
export { OrganizationJsonLd } from './organization-json-ld';

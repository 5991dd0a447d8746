// The server side of the SEO feature's public surface.
export { organizationJsonLd } from './organization-json-ld.server';

// Server-only code of the domain (`@vitrine/domain/server`): it loads Node libraries (Redis,
// rate-limiter-flexible), so it stays out of the browser's entry point (`@vitrine/domain`).
export * from './limiter.js';
export * from './limits.js';
export * from './visitor-address.js';

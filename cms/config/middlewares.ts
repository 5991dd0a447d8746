import type { Core } from '@strapi/strapi';

/** The site's origins (CORS_ORIGINS, comma-separated): the only ones a browser may call Strapi from. */
function siteOrigins(env: Core.Config.Shared.ConfigParams['env']): string[] {
  const listed = env('CORS_ORIGINS', 'http://127.0.0.1:3000,http://localhost:3000')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const client = env('CLIENT_URL', '');
  return [...new Set([...listed, ...(client ? [new URL(client).origin] : [])])];
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  // Credentials are allowed, so never for `*`: only the site's own origins get CORS headers.
  { name: 'strapi::cors', config: { origin: siteOrigins(env), credentials: true } },
  'strapi::poweredBy',
  'strapi::query',
  { name: 'global::visitor-body-limit', config: { maxBytes: env.int('VISITOR_BODY_LIMIT', 32 * 1024) } },
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;

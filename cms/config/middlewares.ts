import type { Core } from '@strapi/strapi';
import { CSP_DEFAULTS } from '@strapi/utils';
import { uploadsOrigin } from '@vitrine/domain';

/** The site's origins (CORS_ORIGINS, comma-separated): the only ones a browser may call Strapi from. */
function siteOrigins(env: Core.Config.Shared.ConfigParams['env']): string[] {
  const listed = env('CORS_ORIGINS', 'http://127.0.0.1:3000,http://localhost:3000')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const client = env('CLIENT_URL', '');
  return [...new Set([...listed, ...(client ? [new URL(client).origin] : [])])];
}

/**
 * Strapi's own policy, plus the uploads' origin for the admin's images and media (thumbnails, the
 * media library) by name: an http MinIO is not covered by Strapi's defaults, and `*` would allow
 * anything. Strapi merges these lists with its defaults item by item, so they start with them.
 */
function security() {
  // The media library on S3-compatible storage (config/plugins.ts): its origin, by name.
  const uploads = uploadsOrigin(process.env);
  if (!uploads) return 'strapi::security';
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': [...CSP_DEFAULTS['img-src'], uploads],
          'media-src': [...CSP_DEFAULTS['media-src'], uploads],
        },
      },
    },
  };
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  // A body the parsers cannot read (4xx) or the database restarting (503): a code, a warning in the log.
  'global::request-errors',
  security(),
  // Credentials are allowed, so never for `*`: only the site's own origins get CORS headers.
  { name: 'strapi::cors', config: { origin: siteOrigins(env), credentials: true } },
  // No 'strapi::poweredBy' (X-Powered-By: Strapi tells an attacker what to try, issue 13).
  'strapi::query',
  // A CRM's signed announcements, verified over the raw body before any parser reads it (decision 038).
  'global::crm-hook',
  // A visitor's REST filter may cross one relation on a path (issue 18: nested localizations froze Strapi).
  'global::visitor-filter-bounds',
  { name: 'global::visitor-body-limit', config: { maxBytes: env.int('VISITOR_BODY_LIMIT', 32 * 1024) } },
  'strapi::body',
  'strapi::session',
  // Serves cms/favicon.png (the site's colour) at /favicon.ico: without the file it answered 500.
  'strapi::favicon',
  'strapi::public',
];

export default config;

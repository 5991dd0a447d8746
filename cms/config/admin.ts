import type { Core } from '@strapi/strapi';
import { requiredEnv } from '../src/required-env';

/** Content types agents preview on the site; the site resolves each document to its page. */
const previewable = ['api::property.property', 'api::project.project', 'api::article.article', 'api::page.page'];
const siteLanguages = ['en', 'nl', 'fr', 'de'];

/**
 * Strapi 5 preview: the Content Manager shows the site's page of the document in a frame. The URL
 * goes to the site's preview route with the shared secret; the site checks it, then renders the
 * page reading drafts with its preview token (docs/decisions/004-draft-preview.md).
 */
function previewConfig(env: Core.Config.Shared.ConfigParams['env']): Core.Config.Admin['preview'] {
  const clientUrl = env('CLIENT_URL', '').replace(/\/+$/, '');
  const secret = env('PREVIEW_SECRET', '');
  if (!clientUrl || !secret) return { enabled: false, config: { handler: () => null } };
  return {
    enabled: true,
    config: {
      allowedOrigins: [new URL(clientUrl).origin],
      async handler(uid, { documentId, locale, status }) {
        if (!previewable.includes(uid) || !documentId) return null;
        const language = locale && siteLanguages.includes(locale) ? locale : 'nl';
        const query = new URLSearchParams({
          secret,
          uid,
          documentId,
          status: status === 'published' ? 'published' : 'draft',
        });
        return `${clientUrl}/${language}/preview/?${query.toString()}`;
      },
    },
  };
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: requiredEnv(env, 'ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: requiredEnv(env, 'API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: requiredEnv(env, 'TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: requiredEnv(env, 'ENCRYPTION_KEY'),
  },
  preview: previewConfig(env),
  flags: {
    nps: false,
    promoteEE: false,
  },
});

export default config;

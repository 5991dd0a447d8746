import type { Core } from '@strapi/strapi';
import { ownerAuthController } from '../../owner/auth';
import { sessionCheckedJwt } from '../../owner/sessions';

type Factory = (deps: { strapi: Core.Strapi }) => Record<string, unknown>;

/**
 * The owner login's rules around the plugin's auth controller (src/owner/auth.ts): limits per
 * address and account, the same answer and work for an unknown e-mail, the site's own password
 * mail in the owner's language, codes that expire. Its JWT service accepts a token only while its
 * session lasts (src/owner/sessions.ts: logout, a password reset and a used sign-in link end it).
 */
export default (plugin: { controllers: Record<string, Factory>; services: Record<string, Factory> }) => {
  const controller = plugin.controllers.auth!;
  plugin.controllers.auth = ({ strapi }) => ownerAuthController(strapi, controller({ strapi }) as never) as never;
  const jwt = plugin.services.jwt!;
  plugin.services.jwt = ({ strapi }) => sessionCheckedJwt(strapi, jwt({ strapi }) as never) as never;
  return plugin;
};

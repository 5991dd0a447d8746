import type { Core } from '@strapi/strapi';
import { ownerAuthController } from '../../owner/auth';

type ControllerFactory = (deps: { strapi: Core.Strapi }) => Record<string, (ctx: never) => Promise<unknown>>;

/**
 * The owner login's rules around the plugin's auth controller (src/owner/auth.ts): limits per
 * address and account, the same answer and work for an unknown e-mail, the site's own password
 * mail in the owner's language, codes that expire.
 */
export default (plugin: { controllers: Record<string, ControllerFactory> }) => {
  const factory = plugin.controllers.auth!;
  plugin.controllers.auth = ({ strapi }) => ownerAuthController(strapi, factory({ strapi }) as never) as never;
  return plugin;
};

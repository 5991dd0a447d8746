import type { Core } from '@strapi/strapi';
import { crmHookMiddleware } from '../crm/hooks';

/** `POST /api/crm/hooks/:source`, the CRM's signed announcements (src/crm/hooks.ts), read before the body parser. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => crmHookMiddleware(strapi);

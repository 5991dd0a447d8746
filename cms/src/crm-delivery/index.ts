import type { Core } from '@strapi/strapi';
import { registerTransport } from '../outbox/worker';
import { registerCrmDeliveryRoutes } from './admin-routes';
import { crmDeliverySettings } from './settings';
import { sendToCrm } from './transport';

/**
 * Every lead also goes to the agency's CRM (decision 039): the outbox sends its `crm` rows with
 * {@link sendToCrm}, and the admin lists the ones that failed for good. Without CRM_LEADS_URL no
 * lead is queued for it, and the start log and the admin say so.
 */
export function registerCrmDelivery(strapi: Core.Strapi): void {
  registerTransport('crm', (row) => sendToCrm(row));
  registerCrmDeliveryRoutes(strapi);
  const settings = crmDeliverySettings();
  if (!settings.url) {
    strapi.log.info('[crm delivery] CRM_LEADS_URL is not set: leads stay in Strapi and are not delivered to a CRM');
  } else if (!settings.secret) {
    strapi.log.warn('[crm delivery] CRM_LEADS_SECRET is not set: leads go to the CRM unsigned');
  }
}

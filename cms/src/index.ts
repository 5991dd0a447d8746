import type { Core } from '@strapi/strapi';
import { closeRateLimits } from './abuse/rate-limits';
import { closeSubmissionKeys } from './abuse/submission-keys';
import { registerSearchAlertGraphql } from './alerts/confirmation';
import { scheduleAlerts, stopAlerts } from './alerts/job';
import { registerListingChangeQueue } from './alerts/listing-changes';
import { registerSearchers, scheduleListingSearchers, stopListingSearchers } from './alerts/listing-searchers';
import { closeSearcherLimits } from './alerts/searchers';
import { registerAlertStopOnUnsubscribe } from './alerts/unsubscribe';
import { registerAgentDashboardRoute } from './agent-dashboard/summary';
import { applyVisitSlotViews } from './appointments/admin-views';
import { registerAppointmentPlaces } from './appointments/booking';
import { applyAdminViews } from './bootstrap/admin-views';
import { demoSeedRequested, refuseDemoSecrets } from './bootstrap/demo-secrets';
import { ensureLocales } from './bootstrap/locales';
import { ensurePermissions } from './bootstrap/permissions';
import { registerCachePurge } from './cache-purge';
import { registerCrm, scheduleCrmSync, stopCrmSync } from './crm';
import { registerCrmReadOnly } from './crm/read-only';
import { registerCrmDelivery } from './crm-delivery';
import { closeGraphqlCache } from './graphql-cache';
import { registerComplianceCheck } from './document-middlewares/compliance-check';
import { registerDerivedRegion } from './document-middlewares/derived-region';
import { registerEnergyLabel } from './document-middlewares/energy-label';
import { registerListingTypeAndSlug } from './document-middlewares/listing-type-and-slug';
import { registerPublishedOnlyReads } from './document-middlewares/published-only';
import { registerPublicSubmissionRules } from './document-middlewares/public-submissions';
import { registerSharedFieldsSync } from './document-middlewares/shared-fields-sync';
import { applyLeadListViews } from './lead-admin/lead-list-views';
import { registerMailPreviews } from './mail-previews';
import { registerSubscriptionGraphql } from './newsletter/subscriptions';
import { registerPurchaseOfferRules } from './offers/offer-rules';
import { scheduleOutbox, stopOutbox } from './outbox/worker';
import { registerListingHistory } from './owner/listing-history';
import { schedulePriceLoweredExpiry, stopPriceLoweredExpiry } from './owner/price-lowered-expiry';
import { closeOwnerLoginLimiters } from './owner/login-limits';
import { closeOwnerViews } from './owner/views';
import { surviveDatabaseRestarts } from './database-unavailable';
import { registerPersonalDataAdmin } from './gdpr/admin-routes';
import { scheduleRetention, stopRetention } from './gdpr/retention';
import { registerSearchArea } from './search-area';
import { registerListingSearchGraphql } from './listing-search';
import { seedDemoContent } from './seed';
import { bootstrapStrapiPatches, registerStrapiPatches } from './strapi-patches';
import { registerTypesInUseGraphql } from './types-in-use';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // A PostgreSQL restart loses connections outside any request: warned, not fatal (issue 13).
    surviveDatabaseRestarts(strapi.log);
    registerStrapiPatches(strapi);
    // First: what the CRM owns is refused before any other middleware derives from the edit.
    registerCrmReadOnly(strapi);
    // The region first: the energy label reads it.
    registerDerivedRegion(strapi);
    registerEnergyLabel(strapi);
    registerComplianceCheck(strapi);
    registerListingTypeAndSlug(strapi);
    registerSharedFieldsSync(strapi);
    registerAgentDashboardRoute(strapi);
    registerPublicSubmissionRules(strapi);
    // Each lead also goes to the agency's CRM through the outbox (issue 21, item 2).
    registerCrmDelivery(strapi);
    // Inside the shared lead rules: runs on an offer they validated (for sale only, deposit, floor flag).
    registerPurchaseOfferRules(strapi);
    registerAppointmentPlaces(strapi);
    registerSubscriptionGraphql(strapi);
    registerSearchAlertGraphql(strapi);
    // "N searchers want a home like yours": the daily counts per listing, answers kept a minute (issue 22).
    registerSearchers(strapi);
    // The search form's property types, in one grouped query (issue 14).
    registerTypesInUseGraphql(strapi);
    // The listing search narrowed to a drawn polygon or a circle, in its SQL (issue 22, item 3).
    registerSearchArea(strapi);
    // The list's search in its own three statements, for the site's result cards (issue 23, item 3).
    registerListingSearchGraphql(strapi);
    // Queues the listing changes the demand register mails about (matched later by the alerts job).
    registerListingChangeQueue(strapi);
    registerAlertStopOnUnsubscribe(strapi);
    registerPublishedOnlyReads(strapi);
    // The site's cached pages an agent's change touches are purged (issue 14).
    registerCachePurge(strapi);
    // Records each published change of a listing's price, status or goal (the owner portal's and the
    // listing page's history) and its priceLoweredAt: inside the purge, so pages are purged after both.
    registerListingHistory(strapi);
    // Every mail in every language, on sample data: development only (issue 20, item 2).
    registerMailPreviews(strapi);
    // Listings in from the agency's CRM: the admin's sync routes (issue 21, item 1).
    registerCrm(strapi);
    // Export and erase of one address, and the retention job by hand (issue 21, item 3).
    registerPersonalDataAdmin(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrapStrapiPatches(strapi);
    await ensureLocales(strapi, process.env.DEFAULT_LOCALE ?? 'nl');
    await ensurePermissions(strapi);
    // Production never runs with a published demo password (issue 13).
    await refuseDemoSecrets(strapi);
    if (demoSeedRequested()) {
      await seedDemoContent(strapi);
    }
    await applyLeadListViews(strapi);
    await applyVisitSlotViews(strapi);
    await applyAdminViews(strapi);
    scheduleOutbox(strapi);
    scheduleAlerts(strapi);
    scheduleListingSearchers(strapi);
    scheduleCrmSync(strapi);
    scheduleRetention(strapi);
    // Purges the pages whose "price lowered" mark has just ended (decision 045).
    schedulePriceLoweredExpiry(strapi);
  },

  async destroy() {
    await stopAlerts();
    await stopListingSearchers();
    await stopCrmSync();
    await stopOutbox();
    await stopRetention();
    await stopPriceLoweredExpiry();
    await closeRateLimits();
    await closeSearcherLimits();
    await closeSubmissionKeys();
    await closeOwnerLoginLimiters();
    await closeGraphqlCache();
    await closeOwnerViews();
  },
};

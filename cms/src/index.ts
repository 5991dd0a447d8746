import type { Core } from '@strapi/strapi';
import { closeRateLimits } from './abuse/rate-limits';
import { ensureLocales } from './bootstrap/locales';
import { ensurePermissions } from './bootstrap/permissions';
import { registerEnergyLabel } from './document-middlewares/energy-label';
import { registerPublishedOnlyReads } from './document-middlewares/published-only';
import { registerPublicSubmissionRules } from './document-middlewares/public-submissions';
import { applyLeadListViews } from './lead-admin/lead-list-views';
import { registerSubscriptionGraphql } from './newsletter/subscriptions';
import { scheduleOutbox, stopOutbox } from './outbox/worker';
import { seedDemoContent } from './seed';
import { bootstrapStrapiPatches, registerStrapiPatches } from './strapi-patches';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerStrapiPatches(strapi);
    registerEnergyLabel(strapi);
    registerPublicSubmissionRules(strapi);
    registerSubscriptionGraphql(strapi);
    registerPublishedOnlyReads(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrapStrapiPatches(strapi);
    await ensureLocales(strapi, process.env.DEFAULT_LOCALE ?? 'nl');
    await ensurePermissions(strapi);
    if (process.env.SEED_DEMO === 'true') {
      await seedDemoContent(strapi);
    }
    await applyLeadListViews(strapi);
    scheduleOutbox(strapi);
  },

  async destroy() {
    await stopOutbox();
    await closeRateLimits();
  },
};

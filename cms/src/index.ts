import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { ensurePermissions } from './bootstrap/permissions';
import { registerBatchedRelationLoads } from './database/batched-relation-loads';
import { ensurePreviewToken } from './bootstrap/preview-token';
import { registerEnergyLabel } from './document-middlewares/energy-label';
import { registerPublishedOnlyReads } from './document-middlewares/published-only';
import { registerPublicSubmissionRules } from './document-middlewares/public-submissions';
import { registerRelationSync } from './document-middlewares/sync-relations';
import { registerPlainFieldResolvers } from './graphql/plain-field-resolvers';
import { registerQueryChecksOnce } from './graphql/query-checks-once';
import { seedDemoContent } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerRelationSync(strapi);
    registerEnergyLabel(strapi);
    registerPublicSubmissionRules(strapi);
    registerPublishedOnlyReads(strapi);
    registerPlainFieldResolvers(strapi);
    registerQueryChecksOnce(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    registerBatchedRelationLoads(strapi);
    await ensureLocales(strapi, process.env.DEFAULT_LOCALE ?? 'nl');
    await ensurePermissions(strapi);
    await ensurePreviewToken(strapi);
    if (process.env.SEED_DEMO === 'true') {
      await seedDemoContent(strapi);
    }
  },
};

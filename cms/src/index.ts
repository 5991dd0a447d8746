import type { Core } from '@strapi/strapi';
import { ensureLocales } from './bootstrap/locales';
import { ensurePermissions } from './bootstrap/permissions';
import { registerPublishedOnlyReads } from './document-middlewares/published-only';
import { registerPublicSubmissionRules } from './document-middlewares/public-submissions';
import { registerRelationSync } from './document-middlewares/sync-relations';
import { seedDemoContent } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerRelationSync(strapi);
    registerPublicSubmissionRules(strapi);
    registerPublishedOnlyReads(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi, process.env.DEFAULT_LOCALE ?? 'nl');
    await ensurePermissions(strapi);
    if (process.env.SEED_DEMO === 'true') {
      await seedDemoContent(strapi);
    }
  },
};

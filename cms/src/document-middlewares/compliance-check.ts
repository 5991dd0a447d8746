import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { mentionLabels, missingMentions, type LegalMention } from '@vitrine/domain';

const PROPERTY = 'api::property.property';
const SITE_SETTING = 'api::site-setting.site-setting';

/** What the compliance check reads of a listing: what decides the rules, and the fields of the mentions. */
export const compliancePopulate = ['energy', 'flood', 'planning', 'asbestos', 'costs'] as const;

/** Whether the site refuses to publish a listing that misses a legal mention (site setting "strict compliance"). */
export async function strictCompliance(strapi: Core.Strapi): Promise<boolean> {
  const row = (await strapi.db.query(SITE_SETTING).findOne({
    where: { strictCompliance: true },
    select: ['id'],
  })) as { id: number } | null;
  return row !== null;
}

/** The mentions a listing's draft in one language misses (the draft is what a publish puts online). */
export async function missingMentionsOfDraft(
  strapi: Core.Strapi,
  documentId: string,
  locale: string | undefined,
): Promise<LegalMention[]> {
  const draft = (await strapi.db.query(PROPERTY).findOne({
    where: { documentId, publishedAt: null, ...(locale && locale !== '*' ? { locale } : {}) },
    populate: [...compliancePopulate],
  })) as Record<string, unknown> | null;
  return draft ? missingMentions(draft) : [];
}

/**
 * Publishing a listing that misses a legal mention its region, goal and building age require
 * (domain `missingMentions`): with strict compliance on, refused with the list of what is missing
 * (the admin shows it as the publish error); otherwise published, with a warning in the log (the
 * edit view's compliance panel shows the agent the same list before publishing).
 */
export function registerComplianceCheck(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PROPERTY || context.action !== 'publish') return next();
    const params = context.params as { documentId?: string; locale?: string };
    if (!params.documentId) return next();
    const missing = await missingMentionsOfDraft(strapi, params.documentId, params.locale);
    if (missing.length === 0) return next();
    const list = missing.map((mention) => mentionLabels[mention]).join(', ');
    if (await strictCompliance(strapi)) {
      throw new errors.ValidationError(
        `This listing misses legal mentions: ${list}. Strict compliance is on: complete them before publishing.`,
        {
          missingMentions: missing,
        },
      );
    }
    strapi.log.warn(`Listing ${params.documentId} published without legal mentions: ${list}.`);
    return next();
  });
}

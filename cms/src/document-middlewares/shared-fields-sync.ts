import type { Core } from '@strapi/strapi';

/** Localized content types with drafts whose shared fields the site shows in every language. */
const synced = ['api::property.property', 'api::project.project'] as const;

type I18nContentTypes = { getNestedPopulateOfNonLocalizedAttributes(uid: string): unknown };
type I18nLocalizations = { syncNonLocalizedAttributes(entry: unknown, model: unknown): Promise<void> };

/**
 * Publishing one language of a listing carries its shared fields (price, status, surfaces,
 * coordinates, components… everything not localized) to the other languages' published
 * versions, so a price changed once is the same on all four sites without republishing each.
 * Strapi keeps the drafts in step itself, but on publish it compares the published row with the
 * draft it came from, sees no change and leaves the other published languages as they were.
 * The other languages' texts and unpublished drafts are left alone.
 */
export function registerSharedFieldsSync(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'publish' || !(synced as readonly string[]).includes(context.uid)) return next();
    const result = await next();
    const entries = (result as { entries?: { id: number }[] } | null)?.entries ?? [];
    const uid = context.uid;
    const i18n = strapi.plugin('i18n');
    const populate = i18n.service<I18nContentTypes>('content-types').getNestedPopulateOfNonLocalizedAttributes(uid);
    for (const entry of entries) {
      const published = await strapi.db.query(uid).findOne({ where: { id: entry.id }, populate: populate as never });
      if (published) {
        await i18n
          .service<I18nLocalizations>('localizations')
          .syncNonLocalizedAttributes(published, strapi.getModel(uid));
      }
    }
    return result;
  });
}

import type { Core } from '@strapi/strapi';
import { carryNonLocalizedFields } from '../strapi-patches/i18n-services';

/** Localized content types with drafts whose shared fields the site shows in every language. */
const synced = ['api::property.property', 'api::project.project'] as const;

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
    for (const entry of entries) await carryNonLocalizedFields(strapi, context.uid, entry.id);
    return result;
  });
}

import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { slugify } from '@vitrine/domain';

const PROPERTY = 'api::property.property';
const PROPERTY_TYPE = 'api::property-type.property-type';

/** The slug Strapi's admin fills in when the agent leaves it (`property`, `property-1`…): no name at all. */
const defaultSlug = /^property(-\d+)?$/;

/** Whether a slug tells nothing of the listing: empty, or the admin's default. */
export const isPlaceholderSlug = (slug: unknown) =>
  typeof slug !== 'string' || slug.trim() === '' || defaultSlug.test(slug.trim());

/** The refusal an agent reads in the admin when publishing a listing that has no property type. */
export const missingTypeMessage =
  'This listing has no property type: without one it has no page and is never shown on the site. Choose its property type, save, then publish.';

type Row = { id: number; documentId: string; locale: string | null; title?: string | null; reference?: string | null };
type DraftRow = Row & { slug: string | null; propertyType: { id: number; documentId: string } | null };

/**
 * A slug for a listing in one language, from its title (domain `slugify`), unique in that language:
 * the reference is added when another listing has it already. `null` when there is no title.
 */
async function slugFromTitle(
  strapi: Core.Strapi,
  title: unknown,
  reference: unknown,
  locale: string | null | undefined,
  documentId: string | undefined,
): Promise<string | null> {
  // Strapi's uid takes [A-Za-z0-9-_.~] only: a letter of another script is left out.
  const base =
    typeof title === 'string'
      ? slugify(title)
          .replace(/[^a-z0-9-]/g, '')
          .replace(/-+/g, '-')
          .replace(/^-|-$/g, '')
      : '';
  if (!base) return null;
  const candidates = [base.slice(0, 160)];
  if (typeof reference === 'string' && reference.trim()) {
    const suffix = `-${slugify(reference.trim())}`;
    candidates.push(`${base.slice(0, 160 - suffix.length)}${suffix}`);
  }
  for (const slug of candidates) {
    const taken = await strapi.db.query(PROPERTY).findOne({
      where: { slug, ...(locale ? { locale } : {}), ...(documentId ? { documentId: { $ne: documentId } } : {}) },
      select: ['id'],
    });
    if (!taken) return slug;
  }
  return null;
}

/** The reference of a listing (shared by its languages), from any of its rows. */
async function sharedReference(strapi: Core.Strapi, documentId: string | undefined): Promise<string | null> {
  if (!documentId) return null;
  const row = (await strapi.db.query(PROPERTY).findOne({ where: { documentId }, select: ['reference'] })) as {
    reference?: string | null;
  } | null;
  return row?.reference ?? null;
}

/**
 * A listing without a property type has no page (its path carries the type) and no card, yet was
 * published and counted (issue 19, item 4); its slug stayed the admin's default `property`. So:
 * - every write of a listing whose slug is empty or the admin's default gets a slug from its title
 *   in that language;
 * - publishing a language whose draft has no type takes the type another language of the listing
 *   has (the same type in this language), and is refused with a clear message when no language
 *   has one — the admin's publish, "Publish anyway" and the bulk publish all go through here.
 */
export function registerListingTypeAndSlug(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== PROPERTY) return next();
    if (context.action === 'create' || context.action === 'update') {
      const params = context.params as { documentId?: string; locale?: string; data?: Record<string, unknown> };
      const data = params.data;
      if (!data || !('slug' in data || 'title' in data || context.action === 'create')) return next();
      let stored: { slug?: string | null; title?: string | null; reference?: string | null } = {};
      if (context.action === 'update' && params.documentId) {
        stored =
          ((await strapi.db.query(PROPERTY).findOne({
            where: {
              documentId: params.documentId,
              publishedAt: null,
              ...(params.locale ? { locale: params.locale } : {}),
            },
            select: ['slug', 'title', 'reference'],
          })) as typeof stored | null) ?? {};
      }
      const slug = 'slug' in data ? data.slug : stored.slug;
      if (isPlaceholderSlug(slug)) {
        const title = 'title' in data ? data.title : stored.title;
        // A language added by this write has no row yet: the reference is shared, read from any.
        const reference =
          'reference' in data
            ? data.reference
            : (stored.reference ?? (await sharedReference(strapi, params.documentId)));
        const derived = await slugFromTitle(strapi, title, reference, params.locale, params.documentId);
        if (derived) data.slug = derived;
      }
      return next();
    }
    if (context.action !== 'publish') return next();
    const params = context.params as { documentId?: string; locale?: string | string[] };
    if (!params.documentId) return next();
    const all = (await strapi.db.query(PROPERTY).findMany({
      where: { documentId: params.documentId, publishedAt: null },
      select: ['id', 'documentId', 'locale', 'slug', 'title', 'reference'],
      populate: { propertyType: { select: ['id', 'documentId'] } },
    })) as DraftRow[];
    const locales = typeof params.locale === 'string' && params.locale !== '*' ? [params.locale] : null;
    const drafts = locales ? all.filter((draft) => locales.includes(draft.locale ?? '')) : all;
    const typed = all.find((draft) => draft.propertyType !== null)?.propertyType ?? null;
    for (const draft of drafts) {
      const change: Record<string, unknown> = {};
      if (draft.propertyType === null) {
        const sameType = typed
          ? ((await strapi.db.query(PROPERTY_TYPE).findOne({
              where: { documentId: typed.documentId, locale: draft.locale },
              select: ['id'],
            })) as { id: number } | null)
          : null;
        if (!sameType) throw new errors.ValidationError(missingTypeMessage, { missing: ['propertyType'] });
        change.propertyType = sameType.id;
      }
      if (isPlaceholderSlug(draft.slug)) {
        const derived = await slugFromTitle(strapi, draft.title, draft.reference, draft.locale, draft.documentId);
        if (derived) change.slug = derived;
      }
      if (Object.keys(change).length > 0)
        await strapi.db.query(PROPERTY).update({ where: { id: draft.id }, data: change });
    }
    return next();
  });
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core, UID } from '@strapi/strapi';

/**
 * Relations that Vitrine treats as facts of the whole document, not of one language.
 *
 * Strapi 5 stores relations per locale (and per draft/published row), so an agent who changes
 * the agent of a listing in Dutch would leave the French, English and German pages showing the
 * old one. After every write of one locale, these relations are copied to the other locales.
 */
export const syncedRelations = {
  'api::property.property': ['propertyType', 'agent', 'owners', 'project'],
  'api::project.project': ['agent'],
} as const;

export type SyncedUid = keyof typeof syncedRelations;
type Publication = 'draft' | 'published';
type RelatedRow = { id: number; documentId: string };
type Row = { id: number; locale: string } & Record<string, unknown>;

// Only the parts of a schema read here; generated types make strapi.contentType() too narrow to index.
type ModelShape = {
  options?: { draftAndPublish?: boolean };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, { relation?: string; target?: UID.ContentType }>;
};

const isSyncedUid = (uid: string): uid is SyncedUid => Object.hasOwn(syncedRelations, uid);
const modelOf = (strapi: Core.Strapi, uid: UID.ContentType) => strapi.contentType(uid) as unknown as ModelShape;

// The copy goes through strapi.db.query, which bypasses Document Service middlewares, so it
// cannot re-enter this one today; the guard keeps it that way if the copy ever moves to
// strapi.documents() (whose writes would otherwise trigger this middleware again).
const syncing = new AsyncLocalStorage<true>();

const asRows = (value: unknown): RelatedRow[] =>
  Array.isArray(value) ? (value as RelatedRow[]) : value ? [value as RelatedRow] : [];

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Row ids of the given documents as seen from a row in `locale` and `publication`: a localized
 * target in the same locale, a draft-and-publish target in the same state (a published listing
 * points at the published project), which is how Strapi itself links rows.
 */
async function resolveTargets(
  strapi: Core.Strapi,
  target: UID.ContentType,
  documentIds: string[],
  locale: string,
  publication: Publication,
): Promise<number[]> {
  if (documentIds.length === 0) return [];
  const model = modelOf(strapi, target);
  const where: Record<string, unknown> = { documentId: { $in: documentIds } };
  if (model.pluginOptions?.i18n?.localized) where.locale = locale;
  if (model.options?.draftAndPublish) where.publishedAt = publication === 'draft' ? null : { $notNull: true };
  const found = (await strapi.db.query(target).findMany({ where, select: ['id', 'documentId'] })) as RelatedRow[];
  const idByDocument = new Map(found.map((row) => [row.documentId, row.id]));
  // A target missing in that locale (or unpublished) is left out, as Strapi does on publish.
  return documentIds.flatMap((documentId) => idByDocument.get(documentId) ?? []);
}

/**
 * Copies the synced relations of `sourceLocale` to every other locale of the document, on its
 * draft rows or its published rows. Only rows that differ are written.
 *
 * @returns how many rows were changed.
 * @example await syncRelationsAcrossLocales(strapi, 'api::property.property', documentId, 'nl', 'draft');
 */
export async function syncRelationsAcrossLocales(
  strapi: Core.Strapi,
  uid: SyncedUid,
  documentId: string,
  sourceLocale: string,
  publication: Publication,
): Promise<number> {
  const fields = syncedRelations[uid];
  const model = modelOf(strapi, uid);
  const rows = (await strapi.db.query(uid).findMany({
    where: { documentId, publishedAt: publication === 'draft' ? null : { $notNull: true } },
    select: ['id', 'locale'],
    populate: Object.fromEntries(fields.map((field) => [field, { select: ['id', 'documentId'] }])),
  })) as Row[];
  const source = rows.find((row) => row.locale === sourceLocale);
  if (!source) return 0;

  let changed = 0;
  for (const row of rows) {
    if (row === source) continue;
    const data: Record<string, number | number[] | null> = {};
    for (const field of fields) {
      const { relation = '', target } = model.attributes[field];
      if (!target) continue;
      const wanted = await resolveTargets(
        strapi,
        target,
        asRows(source[field]).map((related) => related.documentId),
        row.locale,
        publication,
      );
      if (
        sameIds(
          asRows(row[field]).map((related) => related.id),
          wanted,
        )
      )
        continue;
      data[field] = relation.endsWith('ToMany') ? wanted : (wanted[0] ?? null);
    }
    if (Object.keys(data).length > 0) {
      await strapi.db.query(uid).update({ where: { id: row.id }, data });
      changed += 1;
    }
  }
  return changed;
}

type Written = { documentId?: string; locale?: string } | null | undefined;
type WriteParams = { documentId?: string; locale?: unknown; status?: string; data?: Record<string, unknown> };

/** The locale a new locale inherits from: the default locale when it has the document, else any other. */
async function inheritFrom(strapi: Core.Strapi, uid: SyncedUid, documentId: string, newLocale: string) {
  const rows = (await strapi.db.query(uid).findMany({
    where: { documentId, publishedAt: null, locale: { $ne: newLocale } },
    select: ['locale'],
  })) as { locale: string }[];
  const defaultLocale: string | undefined = await strapi.plugin('i18n').service('locales').getDefaultLocale();
  return rows.find((row) => row.locale === defaultLocale)?.locale ?? rows[0]?.locale;
}

/**
 * Registers the Document Service middleware that keeps `syncedRelations` equal in every locale.
 *
 * - update of an existing locale that sets a synced relation: copied to the other drafts;
 * - update that creates a locale: the new locale inherits the relations of the existing ones
 *   (a new translation starts with empty relations, which must not wipe the others);
 * - publish (or a write with `status: 'published'`): copied to the other published rows too,
 *   so the live pages agree without publishing other locales' pending text changes.
 * `create` needs nothing: in Strapi 5 it always starts a new document, which has no other locale.
 * Writes that touch no synced relation cost one lookup, which keeps bulk imports cheap.
 */
export function registerRelationSync(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if (!isSyncedUid(uid) || syncing.getStore() || (action !== 'update' && action !== 'publish')) return next();
    const params = context.params as WriteParams;

    let inheriting = false;
    if (action === 'update') {
      if (!params.documentId) return next();
      const locale =
        typeof params.locale === 'string'
          ? params.locale
          : await strapi.plugin('i18n').service('locales').getDefaultLocale();
      const exists = await strapi.db
        .query(uid)
        .findOne({ where: { documentId: params.documentId, locale }, select: ['id'] });
      inheriting = !exists;
      const setsRelation = syncedRelations[uid].some((field) => params.data !== undefined && field in params.data);
      if (!inheriting && !setsRelation && params.status !== 'published') return next();
    }

    const result = await next();

    let written: Written;
    const publications: Publication[] = [];
    if (action === 'publish') {
      // { documentId, entries }: with several locales published at once, each came from its own
      // (already synced) draft; the first one is taken as the source for the others.
      const published = result as { documentId?: string; entries?: Written[] } | null;
      written = { documentId: published?.documentId, locale: published?.entries?.[0]?.locale ?? undefined };
      publications.push('published');
    } else {
      written = result as Written;
      publications.push('draft');
      if (params.status === 'published') publications.push('published');
    }
    const documentId = written?.documentId ?? params.documentId;
    const writtenLocale = written?.locale;
    if (!documentId || !writtenLocale) return result;
    const source = inheriting ? await inheritFrom(strapi, uid, documentId, writtenLocale) : writtenLocale;
    if (!source) return result;

    await syncing.run(true, () =>
      strapi.db.transaction(async () => {
        for (const publication of publications) {
          await syncRelationsAcrossLocales(strapi, uid, documentId, source, publication);
        }
      }),
    );
    return result;
  });
}

import type { Core, UID } from '@strapi/strapi';

/**
 * What the demo seed writes, dependents first (the order they are removed in). The demo accounts
 * are not listed: the seed reuses existing ones.
 */
export const demoContentTypes = [
  'api::owner-listing-change.owner-listing-change',
  'api::owner-stat.owner-stat',
  'api::visit-slot.visit-slot',
  'api::property.property',
  'api::project.project',
  'api::testimonial.testimonial',
  'api::article.article',
  'api::page.page',
  'api::site-setting.site-setting',
  'api::agent.agent',
  'api::region.region',
  'api::property-type.property-type',
] as const;

/** The demo pictures and documents: the seed names every file it uploads `vitrine-…`. */
export const demoFilePrefix = 'vitrine-';

/** Whether an agent created or changed any of it in the admin (the seed writes without a user). */
async function editedInTheAdmin(strapi: Core.Strapi): Promise<string[]> {
  const edited: string[] = [];
  for (const uid of demoContentTypes) {
    const count = await strapi.db.query(uid).count({
      where: { $or: [{ createdBy: { id: { $notNull: true } } }, { updatedBy: { id: { $notNull: true } } }] },
    });
    if (count > 0) edited.push(uid);
  }
  return edited;
}

/**
 * Removes what an interrupted demo seed wrote, so that the seed can start again on a clean
 * database: every document of the demo content types (through the Document Service, which also
 * removes their components, links and other locales) and the uploaded demo files (through the
 * upload plugin, which deletes them from disk too). The owner statistics, thousands of plain rows
 * with one link table that the database cascades, go in one statement.
 *
 * Refuses, changing nothing, when an agent has edited any of that content in the admin since:
 * then it is not the seed's alone any more.
 */
export async function removePartialDemoContent(strapi: Core.Strapi, log: (message: string) => void): Promise<void> {
  const edited = await editedInTheAdmin(strapi);
  if (edited.length > 0) {
    throw new Error(
      `The interrupted demo seed cannot be retried: agents have edited its content since (${edited.join(', ')}). ` +
        'Start on an empty database, or with SEED_DEMO=false to keep this one.',
    );
  }
  const removed: string[] = [];
  for (const uid of demoContentTypes) {
    if (uid === 'api::owner-stat.owner-stat' || uid === 'api::owner-listing-change.owner-listing-change') {
      const { count } = await strapi.db.query(uid).deleteMany({});
      removed.push(`${count} ${uid}`);
      continue;
    }
    const rows = (await strapi.db.query(uid).findMany({ select: ['documentId'] })) as { documentId: string }[];
    const documentIds = [...new Set(rows.map((row) => row.documentId))];
    const documents = strapi.documents(uid as UID.ContentType);
    for (const documentId of documentIds) await documents.delete({ documentId, locale: '*' });
    if (documentIds.length > 0) removed.push(`${documentIds.length} ${uid}`);
  }
  const files = (await strapi.db.query('plugin::upload.file').findMany({
    where: { name: { $startsWith: demoFilePrefix } },
  })) as Record<string, unknown>[];
  const upload = strapi.plugin('upload').service('upload');
  for (const file of files) await upload.remove(file);
  removed.push(`${files.length} files`);
  log(`removed the interrupted seed's content: ${removed.join(', ')}`);
}

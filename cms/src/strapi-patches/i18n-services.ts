import type { Core, UID } from '@strapi/strapi';

type I18nContentTypes = { getNestedPopulateOfNonLocalizedAttributes(uid: string): unknown };
type I18nLocalizations = { syncNonLocalizedAttributes(entry: unknown, model: unknown): Promise<void> };

/**
 * Copies a row's non-localized fields (and components) to the other languages' rows of its
 * document and status, with i18n's own internal services (@strapi/i18n: the code its save path
 * runs, not a documented API): the row is read with the populate i18n asks for, then handed to its
 * sync. A row that is gone is left alone.
 */
export async function carryNonLocalizedFields(strapi: Core.Strapi, uid: UID.ContentType, rowId: number): Promise<void> {
  const i18n = strapi.plugin('i18n');
  const populate = i18n.service<I18nContentTypes>('content-types').getNestedPopulateOfNonLocalizedAttributes(uid);
  const row = await strapi.db.query(uid).findOne({ where: { id: rowId }, populate: populate as never });
  if (row) await i18n.service<I18nLocalizations>('localizations').syncNonLocalizedAttributes(row, strapi.getModel(uid));
}

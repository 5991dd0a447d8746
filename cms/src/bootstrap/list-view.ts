import type { Core } from '@strapi/strapi';
import { type Configuration, contentManagerViews } from '../strapi-patches/admin-services';

export type { Configuration } from '../strapi-patches/admin-services';

/** How one collection's list reads in the admin. */
export type ListView = {
  /** Field → the label agents read in the list and the form. */
  labels: Readonly<Record<string, string>>;
  columns: readonly string[];
  sortBy: string;
  sortOrder: 'ASC' | 'DESC';
  pageSize: number;
};

/**
 * Sets a collection's list columns, order, page size and field labels over what the content
 * manager generated. Applied at every start: a second start changes nothing, and what the view
 * does not name (an agent's own tweaks of other fields) stays.
 */
export async function applyListView(strapi: Core.Strapi, uid: string, view: ListView): Promise<void> {
  const service = contentManagerViews(strapi).contentTypes;
  const contentType = service.findContentType(uid);
  if (!contentType) return;
  const current = (await service.findConfiguration(contentType)) as Configuration;
  const metadatas = { ...current.metadatas };
  for (const [field, label] of Object.entries(view.labels)) {
    if (!metadatas[field]) continue;
    metadatas[field] = {
      ...metadatas[field],
      list: { ...metadatas[field].list, label },
      edit: { ...metadatas[field].edit, label },
    };
  }
  const wanted: Configuration = {
    settings: {
      ...current.settings,
      defaultSortBy: view.sortBy,
      defaultSortOrder: view.sortOrder,
      pageSize: view.pageSize,
    },
    metadatas,
    layouts: { ...current.layouts, list: [...view.columns] },
  };
  const unchanged =
    JSON.stringify(wanted) ===
    JSON.stringify({ settings: current.settings, metadatas: current.metadatas, layouts: current.layouts });
  if (!unchanged) await service.updateConfiguration(contentType, wanted);
}

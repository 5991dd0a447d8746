import type { Core } from '@strapi/strapi';
import { usersPermissionsUids } from './users-permissions';

type PermissionService = { findPublicPermissions: () => Promise<unknown[]> };

/** How long one instance keeps the Public role's permissions when nothing on it changes them. */
export const publicPermissionsLifetimeMs = 1_000;

/**
 * The Public role's permissions, read once a second instead of on every anonymous request.
 *
 * Strapi's users-permissions strategy reads every permission of the Public role from the database
 * before each visitor's request, GraphQL and REST alike: a join of three tables and a row
 * transform. That was a third of what an empty GraphQL request cost (`{ __typename }`,
 * bench/graphql-search.mjs, decision 051). This keeps the rows it read for
 * {@link publicPermissionsLifetimeMs}. They are dropped at once when this instance writes a
 * permission or a role, and another instance's change is seen within that second. A failed read
 * is never kept.
 */
export function registerPublicPermissionsCache(strapi: Core.Strapi, lifetimeMs = publicPermissionsLifetimeMs): void {
  const service = strapi.plugin('users-permissions').service('permission') as PermissionService;
  const read = service.findPublicPermissions.bind(service);
  let kept: { rows: Promise<unknown[]>; until: number } | null = null;
  service.findPublicPermissions = () => {
    const now = Date.now();
    if (kept === null || now >= kept.until) {
      const rows = read();
      const entry = { rows, until: now + lifetimeMs };
      kept = entry;
      rows.catch(() => {
        if (kept === entry) kept = null;
      });
    }
    return kept.rows;
  };
  const forget = () => {
    kept = null;
  };
  strapi.db.lifecycles.subscribe({
    models: [usersPermissionsUids.permission, usersPermissionsUids.role],
    afterCreate: forget,
    afterCreateMany: forget,
    afterUpdate: forget,
    afterUpdateMany: forget,
    afterDelete: forget,
    afterDeleteMany: forget,
  });
}

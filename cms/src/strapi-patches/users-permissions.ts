import type { Core } from '@strapi/strapi';

/**
 * The users-permissions plugin's tables the site reads and writes (@strapi/plugin-users-permissions):
 * owner accounts (`user`), roles (`role`) and their actions (`permission`). The plugin's services
 * work on the admin's whole-role form and its auth controller, not on single rows, so the owner
 * login, the sign-in links, the demo accounts and the permission table go to the rows through the
 * Query Engine: here, in one place, re-checked on an upgrade (README.md, strapi-version.test.ts).
 */
export const usersPermissionsUids = {
  user: 'plugin::users-permissions.user',
  role: 'plugin::users-permissions.role',
  permission: 'plugin::users-permissions.permission',
} as const;

/** One of the plugin's tables the site reaches. */
export type UsersPermissionsTable = keyof typeof usersPermissionsUids;

/**
 * The Query Engine of one users-permissions table.
 *
 * @example
 * await usersPermissionsRows(strapi, 'user').findOne({ where: { email } });
 */
export function usersPermissionsRows(strapi: Core.Strapi, table: UsersPermissionsTable) {
  return strapi.db.query(usersPermissionsUids[table]);
}

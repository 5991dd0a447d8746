import type { Core } from '@strapi/strapi';

/**
 * The admin's and the content manager's internal services the site calls (@strapi/admin,
 * @strapi/content-manager): none is a documented API, so each is typed here once, by what the
 * code calls of it, and re-checked on an upgrade (README.md, strapi-version.test.ts).
 */

/** A content manager configuration (a list and edit view), as much of it as the start-up steps change. */
export type Configuration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, { list?: Record<string, unknown>; edit?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown };
};

/** Reads and writes the stored view configuration of one content type or component. */
export type ConfigurationService = {
  findConfiguration(model: unknown): Promise<unknown>;
  updateConfiguration(model: unknown, configuration: Configuration): Promise<unknown>;
};

/**
 * The content manager's view configurations (`content-types` and `components` services): the
 * admin's list columns, labels and edit layouts are stored there, with no public API to set them.
 */
export function contentManagerViews(strapi: Core.Strapi): {
  contentTypes: ConfigurationService & { findContentType(uid: string): unknown };
  components: ConfigurationService & { findComponent(uid: string): unknown };
} {
  const contentManager = strapi.plugin('content-manager');
  return {
    contentTypes: contentManager.service('content-types'),
    components: contentManager.service('components'),
  };
}

/** Whether a password matches an account's stored hash, as the admin's own login checks it. */
export function passwordMatches(strapi: Core.Strapi, password: string, hash: unknown): Promise<boolean> {
  if (typeof hash !== 'string' || !hash) return Promise.resolve(false);
  const auth = strapi.service('admin::auth') as { validatePassword(p: string, h: string): Promise<boolean> };
  return auth.validatePassword(password, hash);
}

/** Whether a bearer token is a valid content-API token, as Strapi's own API token strategy checks it. */
export async function isContentApiToken(strapi: Core.Strapi, token: string): Promise<boolean> {
  const tokens = strapi.service('admin::api-token-content-api') as {
    hash(token: string): string;
    getByAccessKey(key: string): Promise<{ kind?: string | null; expiresAt?: string | null } | null>;
  };
  const found = await tokens.getByAccessKey(tokens.hash(token));
  if (!found || (found.kind != null && found.kind !== 'content-api')) return false;
  return !found.expiresAt || new Date(found.expiresAt) > new Date();
}

/** The admin's user and role services, for the demo agent account (src/seed/accounts.ts). */
export function adminAccounts(strapi: Core.Strapi): {
  users: {
    exists(where: { email: string }): Promise<boolean>;
    create(user: Record<string, unknown>): Promise<unknown>;
  };
  superAdminRole: () => Promise<{ id: number } | null>;
} {
  return {
    users: strapi.service('admin::user') as never,
    superAdminRole: () =>
      (strapi.service('admin::role') as { getSuperAdmin(): Promise<{ id: number } | null> }).getSuperAdmin(),
  };
}

import { openDatabase, type Database, type DatabaseLocation } from './database';

/** Tables whose row counts a restart must not change. */
export const snapshotTables = [
  'i18n_locale',
  'up_roles',
  'up_permissions',
  'up_permissions_role_lnk',
  'admin_users',
  'strapi_api_tokens',
  'strapi_api_token_permissions',
  'up_users',
  'properties',
  'projects',
  'agents',
  'articles',
  'pages',
  'testimonials',
  'property_types',
  'regions',
  'visit_slots',
  'owner_stats',
  'files',
] as const;

/** Tables of content documents (a document has a row per locale and per draft or published state). */
export const documentTables = [
  'properties',
  'projects',
  'agents',
  'articles',
  'pages',
  'testimonials',
  'property_types',
  'regions',
  'visit_slots',
] as const;

/** What a restart must leave as it was, read outside Strapi; lists are sorted. */
export type Snapshot = {
  counts: Record<(typeof snapshotTables)[number], number>;
  documents: Record<(typeof documentTables)[number], number>;
  /** `role type: action` of every users-permissions permission (an unlinked one as `none: …`). */
  permissions: string[];
  /** `type: name: description` of every users-permissions role. */
  roles: string[];
  /** `code: name` of every locale. */
  locales: string[];
  defaultLocale: unknown;
  /** `token name: action` of every API token permission. */
  apiTokenPermissions: string[];
  /** The demo seed's stored flag. */
  demoSeed: unknown;
};

const lines = (rows: Record<string, unknown>[], ...columns: string[]) =>
  rows.map((row) => columns.map((column) => String(row[column] ?? 'none')).join(': ')).sort();

async function storeValue(db: Database, key: string): Promise<unknown> {
  const [row] = await db.rows(`select value from strapi_core_store_settings where key = '${key}'`);
  return row ? JSON.parse(String(row.value)) : null;
}

/** Reads the snapshot with a plain client. */
export async function snapshot(database: DatabaseLocation): Promise<Snapshot> {
  const db = await openDatabase(database);
  try {
    const counts = {} as Snapshot['counts'];
    for (const table of snapshotTables) {
      counts[table] = Number((await db.rows(`select count(*) as n from ${table}`))[0]!.n);
    }
    const documents = {} as Snapshot['documents'];
    for (const table of documentTables) {
      documents[table] = Number((await db.rows(`select count(distinct document_id) as n from ${table}`))[0]!.n);
    }
    return {
      counts,
      documents,
      permissions: lines(
        await db.rows(`select r.type as role, p.action as action from up_permissions p
          left join up_permissions_role_lnk l on l.permission_id = p.id left join up_roles r on r.id = l.role_id`),
        'role',
        'action',
      ),
      roles: lines(await db.rows('select type, name, description from up_roles'), 'type', 'name', 'description'),
      locales: lines(await db.rows('select code, name from i18n_locale'), 'code', 'name'),
      defaultLocale: await storeValue(db, 'plugin_i18n_default_locale'),
      apiTokenPermissions: lines(
        await db.rows(`select t.name as token, p.action as action from strapi_api_token_permissions p
          left join strapi_api_token_permissions_token_lnk l on l.api_token_permission_id = p.id
          left join strapi_api_tokens t on t.id = l.api_token_id`),
        'token',
        'action',
      ),
      demoSeed: await storeValue(db, 'core_vitrine_demo-seed'),
    };
  } finally {
    await db.close();
  }
}

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type DatabaseLocation = { kind: 'sqlite' | 'postgres'; location: string };
export type Row = Record<string, unknown>;

/** A read-only view of the test database through a plain client, outside Strapi. */
export interface Database {
  rows(sql: string): Promise<Row[]>;
  close(): Promise<void>;
}

type SqliteDatabase = { prepare(sql: string): { all(): Row[] }; close(): void };
type PgClient = { connect(): Promise<void>; query(sql: string): Promise<{ rows: Row[] }>; end(): Promise<void> };

/** Opens the database Strapi runs on (better-sqlite3 and pg are Strapi's own drivers). */
export async function openDatabase({ kind, location }: DatabaseLocation): Promise<Database> {
  if (kind === 'sqlite') {
    const Sqlite = require('better-sqlite3') as new (file: string, options: { readonly: boolean }) => SqliteDatabase;
    const db = new Sqlite(location, { readonly: true });
    return { rows: async (sql) => db.prepare(sql).all(), close: async () => db.close() };
  }
  const { Client } = require('pg') as { Client: new (options: { connectionString: string }) => PgClient };
  const client = new Client({ connectionString: location });
  await client.connect();
  return { rows: async (sql) => (await client.query(sql)).rows, close: () => client.end() };
}

/** The rows one statement reads from the test database, through a connection opened for it. */
export async function databaseRows(location: DatabaseLocation, sql: string): Promise<Row[]> {
  const db = await openDatabase(location);
  try {
    return await db.rows(sql);
  } finally {
    await db.close();
  }
}

import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { describeErrorChain, isDatabaseUnavailable } from '../database-unavailable';
import { confirmCommits } from './confirmed-commits';

// Strapi's own transaction code (@strapi/database's Database#transaction, with its transaction
// context) on knex and the machine's PostgreSQL: a COMMIT lost with its connection.
const require = createRequire(import.meta.url);
type Knex = {
  raw(sql: string, bindings?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  destroy(): Promise<void>;
};
type Trx = { raw(sql: string): Promise<{ rows: { pid: number }[] }> };
type Db = {
  connection: Knex;
  inTransaction(): boolean;
  transaction(cb?: (params: { trx: Trx }) => unknown): Promise<unknown>;
};
const { Database } = require('@strapi/database') as { Database: { prototype: Db } };
const connection = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' };
const knex = (require('knex') as (config: object) => Knex)({ client: 'pg', connection });
const table = `commit_probe_${process.pid}`;

/** A Strapi database object on `knex`, with its real transaction methods. */
function strapiDb(): Db {
  const db = Object.create(Database.prototype) as Db;
  db.connection = knex;
  return db;
}

/** A transaction that inserts a row, then loses its connection before Strapi commits it. */
const lostBeforeCommit = async ({ trx }: { trx: Trx }) => {
  const [row] = (await trx.raw(`INSERT INTO ${table} VALUES (1) RETURNING pg_backend_pid() AS pid`)).rows;
  await knex.raw('SELECT pg_terminate_backend(?)', [row!.pid]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return 'stored';
};

const rows = async () => Number((await knex.raw(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

beforeAll(async () => {
  await knex.raw(`CREATE TABLE ${table} (id int)`);
});
afterAll(async () => {
  await knex.raw(`DROP TABLE IF EXISTS ${table}`);
  await knex.destroy();
});

describe('confirmCommits', () => {
  test('Strapi alone reports a transaction whose COMMIT was lost as done (why the patch exists)', async () => {
    await knex.raw(`TRUNCATE ${table}`);
    expect(await strapiDb().transaction(lostBeforeCommit)).toBe('stored');
    expect(await rows()).toBe(0);
  });

  test('patched, the lost COMMIT is thrown, as a database that is unavailable', async () => {
    await knex.raw(`TRUNCATE ${table}`);
    const db = strapiDb();
    confirmCommits(db as unknown as Parameters<typeof confirmCommits>[0]);
    const error = await db.transaction(lostBeforeCommit).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(describeErrorChain(error)).toMatch(/connection|terminat/i);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(await rows()).toBe(0);
  });

  test('patched, a transaction that commits returns its result, and an error inside is thrown as it was', async () => {
    await knex.raw(`TRUNCATE ${table}`);
    const db = strapiDb();
    confirmCommits(db as unknown as Parameters<typeof confirmCommits>[0]);
    expect(await db.transaction(async ({ trx }) => (await trx.raw(`INSERT INTO ${table} VALUES (2)`), 'ok'))).toBe(
      'ok',
    );
    expect(await rows()).toBe(1);
    await expect(
      db.transaction(async ({ trx }) => {
        await trx.raw(`INSERT INTO ${table} VALUES (3)`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await rows()).toBe(1);
  });
});

import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { describeErrorChain, isDatabaseUnavailable } from '.';

/** node-postgres, Strapi's own driver (it ships no types): the part used here. */
type Client = {
  on(event: 'error', listener: () => void): void;
  connect(): Promise<void>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
};
/** knex, Strapi's query builder: the part used here. */
type Transaction = { raw(sql: string): Promise<unknown> };
type Knex = { transaction(run: (trx: Transaction) => Promise<void>): Promise<void>; destroy(): Promise<void> };
const pg = createRequire(import.meta.url)('pg') as { Client: new (config: typeof connection) => Client };

// The errors node-postgres really raises, from the machine's PostgreSQL (issue 13): a connection
// the server ends under a query and a server that refuses connections are "unavailable" (503);
// a wrong query is not (500, logged as a bug).
const connection = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' };

async function errorOf(run: (client: Client) => Promise<unknown>, config = connection): Promise<unknown> {
  const client = new pg.Client(config);
  client.on('error', () => {});
  try {
    await client.connect();
    await run(client);
  } catch (error) {
    return error;
  } finally {
    await client.end().catch(() => {});
  }
  throw new Error('no error was raised');
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('isDatabaseUnavailable', () => {
  test('a connection the server terminates under a query (57P01, as a restart does)', async () => {
    const error = await errorOf((client) => client.query('SELECT pg_terminate_backend(pg_backend_pid())'));
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeErrorChain(error)).toMatch(/\[57P01\]: terminating connection/);
  });

  test('the next query on that connection', async () => {
    const error = await errorOf(async (client) => {
      await client.query('SELECT pg_terminate_backend(pg_backend_pid())').catch(() => {});
      await client.query('SELECT 1');
    });
    expect(isDatabaseUnavailable(error), describeErrorChain(error)).toBe(true);
  });

  test('a query of a transaction rolled back because its connection was lost', async () => {
    const knex = createRequire(import.meta.url)('knex')({ client: 'pg', connection }) as Knex;
    let later: Promise<unknown> = Promise.resolve();
    try {
      await knex
        .transaction(async (trx) => {
          later = new Promise((resolve) => setTimeout(resolve, 200)).then(() => trx.raw('SELECT 1'));
          later.catch(() => {});
          await trx.raw('SELECT pg_terminate_backend(pg_backend_pid())');
        })
        .catch(() => {});
      const error = await later.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(describeErrorChain(error)).toMatch(/Transaction query already complete/);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await knex.destroy();
    }
  });

  test('a server that refuses connections, and the same wrapped by GraphQL', async () => {
    const error = await errorOf(() => Promise.resolve(), { ...connection, port: await closedPort() });
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable({ message: 'Internal', originalError: error })).toBe(true);
  });

  test('a wrong query, or any other fault of the code, is not', async () => {
    const error = await errorOf((client) => client.query('SELECT * FROM no_such_table'));
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(describeErrorChain(error)).toMatch(/\[42P01\]: relation "no_such_table" does not exist/);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  });
});

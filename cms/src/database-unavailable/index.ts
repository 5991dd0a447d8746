/**
 * Whether an error is the database being unreachable for a moment (issue 13: PostgreSQL restarted,
 * failed over or not started yet) rather than a fault of this request or of the code: Strapi then
 * answers 503 with Retry-After — over REST (the `global::request-errors` middleware) and GraphQL
 * (src/graphql-budget) — and logs a warning, and the site shows its "temporarily unavailable" page.
 * knex's pool drops the broken connections by itself and opens new ones once PostgreSQL is back:
 * nothing needs restarting.
 */

/** SQLSTATE classes and codes of a server that is going away or not accepting connections yet. */
const unavailableStates = new Set([
  '57P01', // admin_shutdown (pg_ctl stop/restart -m fast)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovery)
  '53300', // too_many_connections
]);
/** Network errors of the driver's socket. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** What pg and knex say when a connection ends under a query, or none can be had in time. */
const messages = [
  /^Connection terminated/,
  /Connection ended unexpectedly/,
  /Client has encountered a connection error and is not queryable/,
  // A query on a connection knex's pool is closing after it broke.
  /Client was closed and is not queryable/,
  // A query of a transaction knex rolled back because its connection was lost under another query
  // (seen in the restart test; the error carries no cause). Were it a bug of ours, it would show
  // on every request, as warnings, not only while the database restarts.
  /^Transaction query already complete/,
  /Knex: Timeout acquiring a connection/,
];

/** The seconds a client is asked to wait (Retry-After) while the database is unavailable. */
export const databaseRetryAfterSeconds = 5;

type ErrorLink = { code?: unknown; name?: unknown; message?: unknown };

/** An error and the errors it wraps (`cause`, GraphQL's `originalError`), five at most. */
function errorLinks(error: unknown): ErrorLink[] {
  const links: ErrorLink[] = [];
  for (let current = error; current && typeof current === 'object' && links.length < 5;) {
    links.push(current as ErrorLink);
    current =
      (current as { cause?: unknown; originalError?: unknown }).cause ??
      (current as { originalError?: unknown }).originalError;
  }
  return links;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return errorLinks(error).some(({ code, name, message }) => {
    if (typeof code === 'string' && (unavailableStates.has(code) || code.startsWith('08') || socketCodes.has(code))) {
      return true;
    }
    if (name === 'KnexTimeoutError') return true;
    return typeof message === 'string' && messages.some((pattern) => pattern.test(message));
  });
}

/**
 * One line for the log: each error of the chain's name, code and message (`Error [57P01]:
 * terminating connection… ← …`), so an unexpected error says what it wraps.
 */
export function describeErrorChain(error: unknown): string {
  const links = errorLinks(error);
  if (links.length === 0) return String(error);
  return links
    .map(({ code, name, message }) => {
      const label = typeof name === 'string' ? name : 'Error';
      const coded = typeof code === 'string' || typeof code === 'number' ? `${label} [${code}]` : label;
      return `${coded}: ${typeof message === 'string' ? message.slice(0, 300) : ''}`;
    })
    .join(' ← ');
}

/**
 * Keeps a standalone Strapi running when a connection to PostgreSQL is lost outside any request:
 * node-postgres then raises the loss as an `error` event or a rejection nobody awaits (seen in the
 * fault test on `pg_ctl restart`), and Node's default is to stop the process. Those are logged as a
 * warning (the pool opens new connections once PostgreSQL answers); anything else still stops the
 * process as Node would. Not installed where the process already handles uncaught errors (a test
 * runner that hosts Strapi).
 */
export function surviveDatabaseRestarts(log: { warn(message: string): void }): void {
  if (process.listenerCount('uncaughtException') > 0) return;
  process.on('uncaughtException', (error) => {
    if (isDatabaseUnavailable(error)) {
      log.warn(
        `a database connection was lost (${error instanceof Error ? error.message : String(error)}); carrying on`,
      );
      return;
    }
    console.error(error);
    process.exit(1);
  });
}

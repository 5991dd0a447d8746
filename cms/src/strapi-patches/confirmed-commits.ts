/**
 * A transaction whose COMMIT failed is a failure, not a success (issue 13: no lead lost when
 * PostgreSQL restarts).
 *
 * Strapi 5.54's `strapi.db.transaction(cb)` ends with `await trx.commit()`, and knex's `commit()`
 * resolves even when the COMMIT fails: knex reports it only on the transaction's
 * `executionPromise`. When the transaction had already ended (its connection lost under it),
 * Strapi skips the commit and returns as well. Either way the caller gets its result and the rows
 * are gone: the restart test saw a lead the site had thanked the visitor for missing from the
 * database. An outermost transaction now waits for knex's own outcome, so a lost COMMIT is thrown
 * (a "database unavailable" error: 503, the visitor's input kept, and a resend stored).
 * Transactions nested in another are settled by the outermost one.
 */

type TransactionParams = { trx: { executionPromise?: Promise<unknown> } };
type Transactional = {
  inTransaction(): boolean;
  transaction(cb?: (params: TransactionParams) => unknown): Promise<unknown>;
};

export function confirmCommits(db: Transactional): void {
  const transaction = db.transaction.bind(db);
  db.transaction = async (cb?: (params: TransactionParams) => unknown) => {
    if (!cb || db.inTransaction()) return transaction(cb);
    let execution: Promise<unknown> | undefined;
    const result = await transaction((params: TransactionParams) => {
      execution = params.trx.executionPromise;
      // Awaited below once the callback is done; a rollback's rejection is the callback's error.
      execution?.catch(() => undefined);
      return cb(params);
    });
    await execution;
    return result;
  };
}

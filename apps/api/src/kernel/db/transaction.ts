import type { Db, Tx } from './client';

/**
 * The kernel's transaction helper, installed on the database handle itself
 * (`installTransactionHelper` in openPostgres / openPglite), so every module's
 * `db.transaction(...)` gets both behaviours without changing a call:
 *
 * - Conflicts are retried: a deadlock (40P01) or a serialization failure (40001) aborts
 *   the whole transaction, so the whole callback runs again, a bounded number of times
 *   with a short random pause. Only after the last attempt does the conflict reach the
 *   error handler, which answers 409 `conflict` (never 500).
 * - After-commit work: `afterCommit(tx, fn)` runs `fn` once the outermost transaction has
 *   committed; a rollback (or a retried attempt) drops it. Anything that tells the world
 *   (NOTIFY, push, waking workers) goes through it, so nobody hears of work that was undone.
 *   Kept small on purpose: an outbox relay can register its "read the outbox now" here.
 */

/** SQLSTATEs after which the same transaction, run again, may well succeed. */
export const RETRYABLE_STATES = new Set(['40P01', '40001']);
export const MAX_TRANSACTION_ATTEMPTS = 5;

type Callback = () => void | Promise<void>;
const pending = new WeakMap<object, Callback[]>();
let onCallbackError: (err: unknown) => void = (err) =>
  console.warn('after-commit callback failed', err);

/** Where a failing after-commit callback is reported (the app's logger, once it exists). */
export const setAfterCommitErrorReporter = (report: (err: unknown) => void) => {
  onCallbackError = report;
};

/**
 * Runs `fn` after the transaction `db` belongs to commits; dropped if it rolls back.
 * Outside a transaction (a plain Db handle, autocommit) it runs right away: the write
 * before it is already committed.
 */
export function afterCommit(db: Db | Tx, fn: Callback): void {
  const list = pending.get(db);
  if (list) list.push(fn);
  else runSafely(fn);
}

/** Whether `db` is a transaction whose after-commit callbacks are being collected. */
export const inTransaction = (db: Db | Tx) => pending.has(db);

function runSafely(fn: Callback) {
  try {
    const result = fn();
    if (result instanceof Promise) result.catch(onCallbackError);
  } catch (err) {
    onCallbackError(err);
  }
}

/** The SQLSTATE of a database error, whether thrown as is or wrapped (Drizzle's cause). */
export function sqlStateOf(err: unknown, depth = 0): string | null {
  const e = err as { code?: unknown; cause?: unknown } | null;
  if (!e || depth > 4) return null;
  if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return sqlStateOf(e.cause, depth + 1);
}

export const isConflict = (err: unknown) => RETRYABLE_STATES.has(sqlStateOf(err) ?? '');

const pause = (attempt: number) =>
  new Promise((r) => setTimeout(r, 5 * 2 ** attempt + Math.random() * 20 * attempt));

/** Replaces `db.transaction` with the retrying, after-commit-aware version (once per handle). */
export function installTransactionHelper(db: Db): Db {
  const original = db.transaction.bind(db) as Db['transaction'];
  const transaction = async <T>(
    work: (tx: Tx) => Promise<T>,
    config?: Parameters<Db['transaction']>[1],
  ): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      let callbacks: Callback[] = [];
      try {
        const result = await original(async (tx) => {
          pending.set(tx, callbacks);
          return work(tx);
        }, config);
        for (const fn of callbacks) runSafely(fn);
        return result;
      } catch (err) {
        callbacks = [];
        if (!isConflict(err) || attempt >= MAX_TRANSACTION_ATTEMPTS) throw err;
        await pause(attempt);
      }
    }
  };
  Object.defineProperty(db, 'transaction', {
    value: transaction,
    configurable: true,
    writable: true,
  });
  return db;
}

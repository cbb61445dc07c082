import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/** What a query runs on: the database, or a transaction of it (so a change and its trail commit together). */
export type Executor = Kysely<DB> | Transaction<DB>;

/**
 * Runs a few reads that must agree (a page and the totals shown beside it) on one snapshot of
 * the database: a repeatable-read transaction, or the caller's transaction when it has one.
 */
export function readTogether<T>(db: Executor, read: (tx: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction) return read(db);
  return db.transaction().setIsolationLevel('repeatable read').execute(read);
}

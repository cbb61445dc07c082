import { sql, type Kysely, type Transaction } from 'kysely';
import { hasSpareConnection } from './database';
import type { DB } from './schema';

/** What a query runs on: the database, or a transaction of it (so a change and its trail commit together). */
export type Executor = Kysely<DB> | Transaction<DB>;

/** Runs `body` in a transaction, or in the caller's one (a service called by another service). */
export async function inTransaction<T>(db: Executor, body: (tx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? body(db) : db.transaction().execute(body);
}

/**
 * Runs a few reads that must agree (a page and the totals shown beside it) on one snapshot of
 * the database: a repeatable-read transaction, or the caller's transaction when it has one.
 */
function readTogether<T>(db: Executor, read: (tx: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction) return read(db);
  return db.transaction().setIsolationLevel('repeatable read').execute(read);
}

/** What pg_export_snapshot() answers (hex words and dashes), checked before it is written into `set transaction snapshot`. */
const SNAPSHOT_ID = /^[0-9A-F]+(-[0-9A-F]+)+$/;

/**
 * Two reads that must agree, run side by side on one snapshot: the first read's repeatable-read
 * transaction exports its snapshot (pg_export_snapshot) and a second connection imports it (set
 * transaction snapshot), so both see the same data and the answer waits for the slower read
 * only, not for their sum. One after the other in one transaction (readTogether) on PGlite (one
 * connection), inside a caller's transaction, or when the pool has no idle connection: waiting
 * for a second one while holding the first could let a few such calls hold every connection,
 * each waiting for another.
 */
export async function readSideBySide<A, B>(
  db: Executor,
  first: (tx: Executor) => Promise<A>,
  second: (tx: Executor) => Promise<B>,
): Promise<[A, B]> {
  const oneAfterOther = async (tx: Executor): Promise<[A, B]> => [await first(tx), await second(tx)];
  if (db.isTransaction || !hasSpareConnection(db)) return readTogether(db, oneAfterOther);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (tx) => {
      const { rows } = await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(tx);
      const snapshot = rows[0].id;
      if (!SNAPSHOT_ID.test(snapshot) || !hasSpareConnection(db)) return oneAfterOther(tx);
      const beside = db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (other) => {
          await sql`set transaction snapshot ${sql.lit(snapshot)}`.execute(other);
          return second(other);
        });
      // The exporting transaction stays open until the other has read (its snapshot ends with it).
      return Promise.all([first(tx), beside]);
    });
}

import { sql, type Selectable, type Updateable } from 'kysely';
import type { DB } from '../db/schema';
import { conflict, notFound, notFoundField } from '../domain/errors';
import type { Executor } from '../db/executor';

/** Tables whose rows carry `id`, `version` and `updated_at`. */
export type VersionedTable = {
  [T in keyof DB]: DB[T] extends { id: unknown; version: unknown; updated_at: unknown } ? T : never;
}[keyof DB];

/** The 409 of a stale edit, whether the edit or the update finds it. */
const changedSince = (what: string) =>
  conflict(`This ${what} was changed by someone else since you opened it; reload it and redo your change`);

/**
 * Optimistic locking (docs/product.md#versions-and-conflicts): updates a row only if it still has the version the
 * caller read, bumping it. Missing row -> 404; row changed since -> 409. Returns the new row.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Executor,
  table: T,
  id: number,
  version: number,
  values: Updateable<DB[T]>,
  what = 'row',
): Promise<Record<string, unknown>> {
  // Kysely cannot narrow a generic table name; the constraint above guarantees the columns.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const anyDb = db as any;
  const updated = await anyDb
    .updateTable(table)
    .set({ ...values, version: sql`version + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  if (updated) return updated;
  const exists = await anyDb.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) throw notFound(`No such ${what}: ${id}`);
  throw changedSince(what);
}

/** The row an edit starts from; 404 naming the body's `id` when there is none. */
export async function requireRow<T extends VersionedTable>(
  db: Executor,
  table: T,
  id: number,
  what: string,
): Promise<Selectable<DB[T]>> {
  // As in updateVersioned: Kysely cannot narrow a generic table name.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const row = await (db as any).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFoundField('id', `No such ${what}: ${id}`);
  return row;
}

/** requireRow, and 409 at once when the row's version is no longer the one the caller read. */
export async function readForEdit<T extends VersionedTable>(
  db: Executor,
  table: T,
  id: number,
  version: number,
  what: string,
): Promise<Selectable<DB[T]>> {
  const row = await requireRow(db, table, id, what);
  if ((row as { version: number }).version !== version) throw changedSince(what);
  return row;
}

/**
 * What an edit changes: for each body field present and different from the row, the column
 * value to write and the before/after pair for the admin event's summary. `null` clears.
 */
export function diffFields<F extends string>(
  current: Record<string, unknown>,
  body: Partial<Record<F, unknown>>,
  columns: Record<F, string>,
): { values: Record<string, unknown>; changes: Partial<Record<F, { from: unknown; to: unknown }>> } {
  const values: Record<string, unknown> = {};
  const changes: Partial<Record<F, { from: unknown; to: unknown }>> = {};
  for (const field of Object.keys(columns) as F[]) {
    const next = body[field];
    if (next === undefined) continue;
    const column = columns[field];
    const before = current[column];
    if (next === before) continue;
    values[column] = next;
    changes[field] = { from: before, to: next };
  }
  return { values, changes };
}

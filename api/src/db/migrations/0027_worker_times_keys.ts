import { sql, type Kysely } from 'kysely';
import { createKeyedTriggers, dropKeyedTriggers, type KeyedTable } from '../changeCounters';
import { up as restoreMarks } from './0023_worker_times_marks';

/**
 * The workers whose times a write touched are noted in the shared `change_keys` (0025), like
 * the clients' and cfr users' pages, instead of the table of their own that 0023 made: one
 * mechanism for every value held per key. A GTA type's name shows on every time: all workers.
 */
const WORKER_TIMES_KEYS: KeyedTable[] = [{ table: 'worker_times', keyColumn: 'worker_id' }, { table: 'gta_types' }];
const MARK_TRIGGERS = [
  ['worker_times_marks_insert', 'worker_times'],
  ['worker_times_marks_update', 'worker_times'],
  ['worker_times_marks_delete', 'worker_times'],
  ['worker_times_marks_truncate', 'worker_times'],
  ['gta_types_marks_worker_times', 'gta_types'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, table] of MARK_TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(db);
  await sql`DROP FUNCTION IF EXISTS mark_worker_times()`.execute(db);
  await sql`DROP TABLE IF EXISTS worker_times_marks`.execute(db);
  await createKeyedTriggers(db, 'worker_times', WORKER_TIMES_KEYS);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropKeyedTriggers(db, 'worker_times', WORKER_TIMES_KEYS);
  // 0023's own down drops what it made; here its table comes back empty with its triggers.
  await restoreMarks(db);
}

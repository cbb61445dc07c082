import { sql, type Kysely } from 'kysely';
import { createCounterTrigger, dropCounterTrigger } from '../changeCounters';

/**
 * Which workers' times changed, and at which value of the `worker_times` counter (0022), so that
 * a process holding every worker's times (repositories/workers.ts) drops only the workers a
 * write touched instead of all 2,000. The statement triggers of 0022 on worker_times and
 * gta_types are replaced by one function that bumps the counter and, in the same transaction,
 * writes the new value beside each worker of the statement's rows (transition tables: an
 * update that moves a time to another worker marks both). Worker 0 stands for every worker: a
 * GTA type changed (its name shows on every time) or worker_times was truncated.
 *
 * The counter row is locked by the bump until the transaction ends, so the marks' values are
 * in commit order: a reader that saw value c sees every mark up to c.
 */
const TRIGGERS = [
  ['worker_times_marks_insert', 'worker_times', 'INSERT', 'REFERENCING NEW TABLE AS new_rows'],
  ['worker_times_marks_update', 'worker_times', 'UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows'],
  ['worker_times_marks_delete', 'worker_times', 'DELETE', 'REFERENCING OLD TABLE AS old_rows'],
  ['worker_times_marks_truncate', 'worker_times', 'TRUNCATE', ''],
  ['gta_types_marks_worker_times', 'gta_types', 'INSERT OR UPDATE OR DELETE OR TRUNCATE', ''],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE worker_times_marks (worker_id integer PRIMARY KEY, counter bigint NOT NULL)`.execute(db);
  await sql`
    CREATE FUNCTION mark_worker_times() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      now_value bigint;
    BEGIN
      UPDATE change_counters SET value = value + 1 WHERE name = 'worker_times' RETURNING value INTO now_value;
      IF TG_TABLE_NAME = 'worker_times' AND TG_OP = 'INSERT' THEN
        INSERT INTO worker_times_marks (worker_id, counter)
          SELECT DISTINCT worker_id, now_value FROM new_rows
          ON CONFLICT (worker_id) DO UPDATE SET counter = excluded.counter;
      ELSIF TG_TABLE_NAME = 'worker_times' AND TG_OP = 'UPDATE' THEN
        INSERT INTO worker_times_marks (worker_id, counter)
          SELECT worker_id, now_value FROM (SELECT worker_id FROM old_rows UNION SELECT worker_id FROM new_rows) w
          ON CONFLICT (worker_id) DO UPDATE SET counter = excluded.counter;
      ELSIF TG_TABLE_NAME = 'worker_times' AND TG_OP = 'DELETE' THEN
        INSERT INTO worker_times_marks (worker_id, counter)
          SELECT DISTINCT worker_id, now_value FROM old_rows
          ON CONFLICT (worker_id) DO UPDATE SET counter = excluded.counter;
      ELSE
        INSERT INTO worker_times_marks (worker_id, counter) VALUES (0, now_value)
          ON CONFLICT (worker_id) DO UPDATE SET counter = excluded.counter;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['worker_times', 'gta_types']) await dropCounterTrigger(db, 'worker_times', table);
  for (const [name, table, events, referencing] of TRIGGERS)
    await sql
      .raw(`CREATE TRIGGER ${name} AFTER ${events} ON ${table} ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION mark_worker_times()`)
      .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, table] of TRIGGERS) await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(db);
  for (const table of ['worker_times', 'gta_types']) await createCounterTrigger(db, 'worker_times', table);
  await sql`DROP FUNCTION IF EXISTS mark_worker_times()`.execute(db);
  await sql`DROP TABLE IF EXISTS worker_times_marks`.execute(db);
}

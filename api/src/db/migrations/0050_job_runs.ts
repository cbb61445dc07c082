import { sql, type Kysely } from 'kysely';

/**
 * The day each daily job last ran to its end (`job_runs`), so that a process starting later
 * the same day skips it: the recovery job's rule over every client took 1.3 s of the database
 * at each API process's start with ten times the large seed's data, in the very seconds the
 * new process is slowest (finance/recoveryFlags.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table job_runs (job text primary key, day date not null, finished_at timestamptz not null default now())`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists job_runs`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The indexes of the planning area's plain queries (repositories/planning/*, regularMissions,
 * retrib), which read the database on each call instead of copies held in the process:
 * - the board pages its worker rows in name order (last name, first name, id): the index of
 *   0032 (workers_last_name_page_idx);
 * - the regular missions' search: a term contained in the lower-cased name (pg_trgm, 0002).
 * The others exist since 0002: shifts (worker_id, date) for a worker's shifts of a period,
 * (date) and (client_id, date) for a day or a client, worker_times (worker_id, date) and
 * (date), missions (shift_id), retrib_calendar_entries unique (team_id, date).
 */
const INDEXES: [string, string][] = [
  ['regular_missions_lower_name_trgm', 'regular_missions using gin (lower(name) gin_trgm_ops)'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, on] of INDEXES) await sql.raw(`create index if not exists ${name} on ${on}`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}

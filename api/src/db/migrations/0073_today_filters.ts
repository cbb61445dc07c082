import { sql, type Kysely } from 'kysely';

/**
 * The filters the Today page's links set on lists (docs/product.md#calls-today), read through an
 * index: the workers leaving soon (`workers/getWorkers?leavingSoon=true`, a leaving date within
 * 30 days) and the clients put in recovery since a date (`inRecoverySince` of the recovery list
 * and the Today widget). Few rows have either date, so both indexes are partial.
 */
const INDEXES: [string, string][] = [
  ['workers_left_on_idx', 'workers (left_on) where left_on is not null'],
  ['clients_in_recovery_since_idx', 'clients (in_recovery_since) where in_recovery_since is not null'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, on] of INDEXES) await sql.raw(`create index if not exists ${name} on ${on}`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}

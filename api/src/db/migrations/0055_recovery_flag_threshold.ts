import { sql, type Kysely } from 'kysely';

/**
 * The recovery threshold a client was flagged under. The flag clears by itself only once the
 * overdue amount is back at or under the lower of that threshold and today's: raising the
 * threshold never lifts a block on its own (finance lifts blocks, with a step-up and a reason).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table clients add column in_recovery_threshold bigint`.execute(db);
  await sql`update clients set in_recovery_threshold = (select recovery_threshold from finance_settings where id = 1)
    where in_recovery_since is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table clients drop column in_recovery_threshold`.execute(db);
}

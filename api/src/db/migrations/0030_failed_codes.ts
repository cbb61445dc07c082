import { sql, type Kysely } from 'kysely';

/**
 * Sign-in limits count by network (domain/clientNetwork.ts: an IPv6 /64, an IPv4 address), kept
 * next to the address itself, which stays for the audit. Rows written before count by their
 * address, as they did. `failed_codes_seen_at`: when the owner last completed a sign-in, so
 * the next one can tell them how many codes failed in between.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE login_attempts ADD COLUMN network text`.execute(db);
  await sql`UPDATE login_attempts SET network = ip`.execute(db);
  await sql`ALTER TABLE login_attempts ALTER COLUMN network SET NOT NULL`.execute(db);
  await sql`CREATE INDEX login_attempts_network_at_idx ON login_attempts (network, at)`.execute(db);
  await sql`ALTER TABLE staff_users ADD COLUMN failed_codes_seen_at timestamptz`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE staff_users DROP COLUMN failed_codes_seen_at`.execute(db);
  await sql`DROP INDEX IF EXISTS login_attempts_network_at_idx`.execute(db);
  await sql`ALTER TABLE login_attempts DROP COLUMN network`.execute(db);
}

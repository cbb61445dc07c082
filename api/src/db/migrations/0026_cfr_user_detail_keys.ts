import { sql, type Kysely } from 'kysely';
import { createKeyedTriggers, dropKeyedTriggers, type KeyedTable } from '../changeCounters';

/**
 * Client-side users' pages held per user (repositories/cfrUsers.ts, cfrUserPageHeld): counter
 * `cfr_user_detail`, with the users each write touched noted (`change_keys`, 0025). The user,
 * its rooms and its sessions count for that user; the names its page shows (its client's name
 * and code, sites, services, its client's rooms) for every user. A room's last message, written
 * with each chat message, does not count.
 */
const CFR_USER_DETAIL_KEYS: KeyedTable[] = [
  { table: 'cfr_users', keyColumn: 'id' },
  { table: 'cfr_user_rooms', keyColumn: 'cfr_user_id' },
  { table: 'cfr_user_sessions', keyColumn: 'cfr_user_id' },
  { table: 'clients(name, business_code)' },
  { table: 'sites(name)' },
  { table: 'services(name)' },
  { table: 'rooms(client_id, name)' },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`INSERT INTO change_counters (name) VALUES ('cfr_user_detail') ON CONFLICT (name) DO NOTHING`.execute(db);
  await createKeyedTriggers(db, 'cfr_user_detail', CFR_USER_DETAIL_KEYS);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropKeyedTriggers(db, 'cfr_user_detail', CFR_USER_DETAIL_KEYS);
  await sql`DELETE FROM change_counters WHERE name = 'cfr_user_detail'`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Clients area: the lists are read with one indexed query each, in their order, with
 * no copy held in memory. The indexes give each list's order with its usual first filter, so a
 * page is read in order instead of sorting every row:
 * - clients/getClients: name, id; by activity status (active by default), then name, id.
 * - users/cfr/getUsers: last name, first name, id; by activity status; by client.
 * The searches use the trigram indexes of `search_text` (migration 0002), the business code's
 * prefix its pattern index (0005), a client's invoices page invoices_client_issued_idx (0011)
 * and its timeline client_events_client_page_idx (0011).
 */
const INDEXES: [string, string][] = [
  ['clients_list_idx', 'clients (name, id)'],
  ['clients_status_list_idx', 'clients (activity_status, name, id)'],
  ['cfr_users_list_idx', 'cfr_users (last_name, first_name, id)'],
  ['cfr_users_status_list_idx', 'cfr_users (activity_status, last_name, first_name, id)'],
  ['cfr_users_client_list_idx', 'cfr_users (client_id, last_name, first_name, id)'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, on] of INDEXES) await sql.raw(`create index if not exists ${name} on ${on}`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}

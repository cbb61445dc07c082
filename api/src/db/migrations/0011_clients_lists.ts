import { sql, type Kysely } from 'kysely';
import { createChangeCounter, dropChangeCounter } from '../changeCounters';

/**
 * Clients area (issue 11): the lists kept in memory (repositories/snapshots.ts) and the index
 * of a client's invoice pages.
 * - `clients_list`: every row of clients/getClients, the client and the names it shows.
 * - `cfr_users_list`: every row of users/cfr/getUsers, the user, its client's name and code,
 *   its site and service names.
 * - invoices by client, newest first: the client detail pages a long invoice history with an
 *   index read instead of sorting every invoice of the client.
 */
const COUNTERS: Record<string, string[]> = {
  clients_list: ['clients', 'client_groups', 'client_groups2', 'agencies', 'sales_agents', 'payment_methods'],
  cfr_users_list: ['cfr_users', 'clients', 'sites', 'services'],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(COUNTERS)) await createChangeCounter(db, counter, tables);
  await sql`create index if not exists invoices_client_issued_idx on invoices (client_id, issued_on desc, id desc)`.execute(db);
  await sql`create index if not exists client_events_client_page_idx on client_events (client_id, at desc, id desc)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists client_events_client_page_idx`.execute(db);
  await sql`drop index if exists invoices_client_issued_idx`.execute(db);
  for (const [counter, tables] of Object.entries(COUNTERS)) await dropChangeCounter(db, counter, tables);
}

import { sql, type Kysely } from 'kysely';

/**
 * The lists' server-side sorts (docs/product.md#lists): each sort column of a paged list is read
 * in its order through an index, forwards or backwards (`order` asc or desc), so that a page
 * stops at its last row rather than sorting the whole filter set.
 *
 * - clients by city (then id), the status included so that a later page's ids come from the
 *   index alone (the name, business code and status sorts have theirs: 0033, the unique code);
 * - client-side users by first name and by last login (last name and status: 0033; email: unique);
 * - regular missions by name and by start time (client name and status: 0049).
 */
const INDEXES: [string, string][] = [
  ['clients_city_list_idx', 'clients (city, id) include (activity_status)'],
  ['cfr_users_first_name_list_idx', 'cfr_users (first_name, last_name, id)'],
  ['cfr_users_last_login_list_idx', 'cfr_users (last_login_at, id)'],
  ['regular_missions_name_list_idx', 'regular_missions (name, client_name, id)'],
  ['regular_missions_start_list_idx', 'regular_missions (start_time, client_name, name, id)'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, on] of INDEXES) await sql.raw(`create index if not exists ${name} on ${on}`).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`drop index if exists ${name}`).execute(db);
}

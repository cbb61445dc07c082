import { sql, type Kysely } from 'kysely';
import { createKeyedTriggers, dropKeyedTriggers, type KeyedTable } from '../changeCounters';

/**
 * Clients' pages held per client (repositories/clients.ts, clientDetailText): the tables of
 * counter `client_detail` (0017) now also note which clients a write touched (`change_keys`,
 * db/changeCounters.ts), so writing one client's invoice drops that client's page only and
 * every other page held stays. The names a page shows from other tables (groups, agencies,
 * units, price list names, staff logins) count for every client.
 */
const CLIENT_DETAIL_KEYS: KeyedTable[] = [
  { table: 'clients', keyColumn: 'id' },
  { table: 'client_contacts', keyColumn: 'client_id' },
  { table: 'client_price_lists', keyColumn: 'client_id' },
  { table: 'invoices', keyColumn: 'client_id' },
  { table: 'credit_notes', keyColumn: 'client_id' },
  { table: 'payments', keyColumn: 'client_id' },
  { table: 'banned_users', keyColumn: 'client_id' },
  { table: 'client_events', keyColumn: 'client_id' },
  { table: 'client_groups' },
  { table: 'client_groups2' },
  { table: 'agencies' },
  { table: 'sales_agents' },
  { table: 'payment_methods' },
  { table: 'finance_units' },
  { table: 'business_units' },
  { table: 'price_lists' },
  { table: 'staff_users(login)' },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE change_keys (
      counter text NOT NULL REFERENCES change_counters (name) ON DELETE CASCADE,
      key bigint NOT NULL,
      value bigint NOT NULL,
      PRIMARY KEY (counter, key)
    )`.execute(db);
  await sql`CREATE INDEX change_keys_since_idx ON change_keys (counter, value)`.execute(db);
  // Bumps the counter (its row lock held to commit orders the values as the commits) and notes
  // the keys of the rows the statement touched, or ALL_KEYS (-1) for a truncate or a table
  // noted as a whole. The transition tables are read by a dynamic query: the key column is an argument.
  await sql`
    CREATE FUNCTION note_changed_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      v bigint;
      touched text;
    BEGIN
      UPDATE change_counters SET value = value + 1 WHERE name = TG_ARGV[0] RETURNING value INTO v;
      IF TG_OP = 'TRUNCATE' OR TG_NARGS < 2 THEN
        INSERT INTO change_keys (counter, key, value) VALUES (TG_ARGV[0], -1, v)
          ON CONFLICT (counter, key) DO UPDATE SET value = excluded.value;
        RETURN NULL;
      END IF;
      touched := CASE TG_OP
        WHEN 'INSERT' THEN format('SELECT %I FROM new_rows', TG_ARGV[1])
        WHEN 'DELETE' THEN format('SELECT %I FROM old_rows', TG_ARGV[1])
        ELSE format('SELECT %I FROM new_rows UNION SELECT %I FROM old_rows', TG_ARGV[1], TG_ARGV[1])
      END;
      EXECUTE format(
        'INSERT INTO change_keys (counter, key, value) SELECT $1, k, $2 FROM (%s) t(k) WHERE k IS NOT NULL GROUP BY k
         ON CONFLICT (counter, key) DO UPDATE SET value = excluded.value', touched)
        USING TG_ARGV[0], v;
      RETURN NULL;
    END $$`.execute(db);
  await createKeyedTriggers(db, 'client_detail', CLIENT_DETAIL_KEYS);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await dropKeyedTriggers(db, 'client_detail', CLIENT_DETAIL_KEYS);
  await sql`DROP FUNCTION IF EXISTS note_changed_keys()`.execute(db);
  await sql`DROP TABLE IF EXISTS change_keys`.execute(db);
}

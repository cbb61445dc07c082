import { sql, type Kysely } from 'kysely';

/**
 * Settings area, beyond 0002_domain:
 * - home messages get optional `starts_on` / `ends_on` days: a published message reaches the
 *   landing page from its first day to its last (both inclusive, Paris days);
 * - the admin events' target filter (`targetType`, with or without `targetId`) walks its own
 *   indexes, ordered like the list (newest first);
 * - the lists' case-insensitive name checks (`lower(name) = lower($1)`) read an expression
 *   index per list.
 *
 * Idempotent (`if not exists`): a database that ran this slot while it was still empty
 * (the benchmark's cached data set) gets the columns by running `up` again.
 */

const NAMED_LISTS = [
  'sales_agents',
  'client_groups',
  'client_groups2',
  'companies',
  'vehicle_models',
  'vehicle_brands',
  'vehicle_types',
  'vehicle_suppliers',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table home_messages add column if not exists starts_on date`.execute(db);
  await sql`alter table home_messages add column if not exists ends_on date`.execute(db);
  await sql`create index if not exists admin_events_target_at_idx on admin_events (target_type, target_id, at desc, id desc)`.execute(
    db,
  );
  await sql`create index if not exists admin_events_target_type_at_idx on admin_events (target_type, at desc, id desc)`.execute(
    db,
  );
  for (const table of NAMED_LISTS)
    await sql`create index if not exists ${sql.raw(`${table}_lower_name_idx`)} on ${sql.table(table)} (lower(name))`.execute(
      db,
    );
  await sql`create index if not exists home_messages_lower_title_idx on home_messages (lower(title))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists home_messages_lower_title_idx`.execute(db);
  for (const table of NAMED_LISTS)
    await sql`drop index if exists ${sql.raw(`${table}_lower_name_idx`)}`.execute(db);
  await sql`drop index if exists admin_events_target_type_at_idx`.execute(db);
  await sql`drop index if exists admin_events_target_at_idx`.execute(db);
  await sql`alter table home_messages drop column if exists ends_on`.execute(db);
  await sql`alter table home_messages drop column if exists starts_on`.execute(db);
}

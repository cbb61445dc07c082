import { sql, type Kysely } from 'kysely';

/**
 * Change counters: one row per snapshot of a list the API keeps in memory
 * (repositories/snapshots.ts). A statement that changes one of the tables a snapshot is made
 * of bumps its counter in the same transaction, so the new value becomes visible exactly when
 * the change does, to every API process on the database. A process compares the counter with
 * the one its snapshot was made at (one indexed read per request) and makes the snapshot again
 * when they differ.
 */
const COUNTERS: Record<string, string[]> = {
  // Every row of the workers list and detail: the worker, its team/agency/company/elu names,
  // its open vehicle assignment and that vehicle's code and plate.
  workers: ['workers', 'teams', 'agencies', 'companies', 'elus', 'vehicles', 'vehicle_assignments'],
  // Every row of the vehicles list: the vehicle, its reference lists, its open assignment and
  // that driver's code and name.
  vehicles: [
    'vehicles',
    'vehicle_types',
    'vehicle_states',
    'vehicle_contracts',
    'vehicle_models',
    'vehicle_brands',
    'fleet_managers',
    'vehicle_suppliers',
    'analytic_accounts',
    'vehicle_assignments',
    'workers',
  ],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE change_counters (name text PRIMARY KEY, value bigint NOT NULL DEFAULT 0)`.execute(db);
  await sql`
    CREATE FUNCTION bump_change_counter() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE change_counters SET value = value + 1 WHERE name = TG_ARGV[0];
      RETURN NULL;
    END $$`.execute(db);
  for (const [counter, tables] of Object.entries(COUNTERS)) {
    await sql`INSERT INTO change_counters (name) VALUES (${counter})`.execute(db);
    for (const table of tables) {
      await sql
        .raw(
          `CREATE TRIGGER ${table}_bumps_${counter} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION bump_change_counter('${counter}')`,
        )
        .execute(db);
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [counter, tables] of Object.entries(COUNTERS))
    for (const table of tables) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_bumps_${counter} ON ${table}`).execute(db);
  await sql`DROP FUNCTION IF EXISTS bump_change_counter()`.execute(db);
  await sql`DROP TABLE IF EXISTS change_counters`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Migrations that add a list snapshot (repositories/snapshots.ts) call these: one change
 * counter row, and a statement trigger on each table the snapshot is made of that bumps it
 * inside the writing transaction (the function `bump_change_counter` comes from 0010).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createChangeCounter(db: Kysely<any>, counter: string, tables: string[]): Promise<void> {
  await sql`INSERT INTO change_counters (name) VALUES (${counter}) ON CONFLICT (name) DO NOTHING`.execute(db);
  for (const table of tables) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_bumps_${counter} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION bump_change_counter('${counter}')`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropChangeCounter(db: Kysely<any>, counter: string, tables: string[]): Promise<void> {
  for (const table of tables) await sql.raw(`DROP TRIGGER IF EXISTS ${table}_bumps_${counter} ON ${table}`).execute(db);
  await sql`DELETE FROM change_counters WHERE name = ${counter}`.execute(db);
}

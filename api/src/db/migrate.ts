import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

/** Migrations are listed in code (not read from a folder) so they work the same under tsx, jest and bundlers. */
class ListedMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    // A migration may rewrite a large table (an index, a backfill): the API's statement timeout
    // (STATEMENT_TIMEOUT_MS) is lifted for it, within the migrations' transaction only.
    return Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [
        name,
        {
          ...m,
          up: async (db) => {
            await sql`set local statement_timeout = 0`.execute(db);
            await m.up(db);
          },
        },
      ]),
    );
  }
}

/**
 * Migrations the database has applied that this code does not list: a newer version of the API
 * ran against this database. Starting (or migrating) with older code is refused with their
 * names, instead of running on a schema it does not know.
 */
export async function unknownMigrations(db: Database): Promise<string[]> {
  const { rows } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(db);
  if (!rows[0]?.exists) return [];
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return applied.rows.map((r) => r.name).filter((name) => !(name in migrations));
}

/** Migrations of this code the database has not applied yet. */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const { rows } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(db);
  if (!rows[0]?.exists) return Object.keys(migrations);
  const applied = new Set((await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((r) => r.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}

/**
 * Applies the missing migrations, in one transaction holding Kysely's migration lock (a
 * PostgreSQL advisory lock): API processes or `cli migrate` started at once take turns, and the
 * ones after the first find nothing left to do.
 */
export async function migrateToLatest(db: Database): Promise<string[]> {
  const unknown = await unknownMigrations(db);
  if (unknown.length)
    throw new Error(
      `The database has migrations this version of the API does not know (${unknown.join(', ')}): a newer version ran against it. Deploy that version or a newer one; an older API must not run on a newer schema.`,
    );
  // Unordered: the empty 0019 was out of the list for a while, so databases made then ran 0020
  // and later without it; they run it now, while older ones have it already (0019_planning_memory.ts).
  const migrator = new Migrator({ db, provider: new ListedMigrations(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

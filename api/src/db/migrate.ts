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

export async function migrateToLatest(db: Database): Promise<string[]> {
  // Unordered: the empty 0019 was out of the list for a while, so databases made then ran 0020
  // and later without it; they run it now, while older ones have it already (0019_planning_memory.ts).
  const migrator = new Migrator({ db, provider: new ListedMigrations(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

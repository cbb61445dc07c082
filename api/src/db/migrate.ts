import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

/** Migrations are listed in code (not read from a folder) so they work the same under tsx, jest and bundlers. */
class ListedMigrations implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
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

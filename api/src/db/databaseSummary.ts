import { sql } from 'kysely';
import type { Database } from './database';

/**
 * What a database (or a backup loaded somewhere) holds: the migrations applied, the tables and
 * a few row counts, printed by `cli restore` and `cli restore --check` (db/backup.ts).
 */

/** What a database (or a backup loaded somewhere) holds, printed after a restore or a check. */
export interface DatabaseSummary {
  /** The last migration applied (the schema's version); null when none. */
  latestMigration: string | null;
  migrations: number;
  /** Tables in the public schema. */
  tables: number;
  /** Exact row counts of a few tables that say at a glance whether the data is there. */
  rows: Record<string, number>;
}

/** The tables counted in a summary. */
const SUMMARY_TABLES = ['staff_users', 'workers', 'clients', 'invoices', 'messages', 'admin_events'] as const;

export async function summarizeDatabase(db: Database): Promise<DatabaseSummary> {
  const hasMigrations = (
    await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(db)
  ).rows[0]?.exists;
  const migrations = hasMigrations
    ? (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
        (r) => r.name,
      )
    : [];
  const tables = (
    await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
      db,
    )
  ).rows.map((r) => r.name);
  const rows: Record<string, number> = {};
  for (const table of SUMMARY_TABLES) {
    if (!tables.includes(table)) continue;
    const { rows: counted } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    rows[table] = Number(counted[0]?.n ?? 0);
  }
  return {
    latestMigration: migrations.at(-1) ?? null,
    migrations: migrations.length,
    tables: tables.length,
    rows,
  };
}

/** One line for the CLI: `migration 0042_x (42), 61 tables; staff_users 9, workers 120, …`. */
export function describeSummary(summary: DatabaseSummary): string {
  const counts = Object.entries(summary.rows).map(([t, n]) => `${t} ${n}`);
  return `migration ${summary.latestMigration ?? 'none'} (${summary.migrations}), ${summary.tables} tables${counts.length ? `; ${counts.join(', ')}` : ''}`;
}

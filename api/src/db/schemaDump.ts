import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../config';
import { pgTool } from './pgClientTools';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

/**
 * api/src/db/schema.sql: the schema every migration adds up to (tables, columns, constraints,
 * indexes, functions, triggers), as pg_dump --schema-only prints it, so a reader sees what a
 * write sets off without replaying the migrations in their head. Made by `pnpm --filter
 * @courier/api run schema`; test/db/schema.test.ts fails while it is stale.
 *
 * Not imported by the server or the CLI: it loads @electric-sql/pglite-tools, a dev dependency.
 */
export const SCHEMA_FILE = join(repoRoot(), 'api', 'src', 'db', 'schema.sql');
export const SCHEMA_COMMAND = 'pnpm --filter @courier/api run schema';

const HEADER = `-- The schema of a database migrated to the latest migration (api/src/db/migrations),
-- as pg_dump --schema-only --no-owner --no-privileges prints it from PGlite.
-- Generated: do not edit. Regenerate with \`${SCHEMA_COMMAND}\`;
-- api/test/db/schema.test.ts fails while this file is stale.
`;

/**
 * Drops what changes between runs or versions without changing the schema: pg_dump's version
 * lines, the session settings it opens with (SET, set_config), psql's \restrict keys, and runs
 * of blank lines.
 */
export function normaliseDump(dump: string): string {
  const lines = dump
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .filter(
      (line) =>
        !/^-- Dumped (from database|by pg_dump) version/.test(line) &&
        !/^SET /.test(line) &&
        !/^SELECT pg_catalog\.set_config\(/.test(line) &&
        !/^\\(un)?restrict\b/.test(line),
    )
    .map((line) => line.trimEnd());
  const body = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return `${HEADER}\n${body}\n`;
}

/**
 * Migrates a new in-memory PGlite and returns its schema dump, normalised. Always PGlite, even
 * with DATABASE_URL set: the file is one database's dump, and a server of another major version
 * (PostgreSQL 15 in production, PGlite is 18) spells a few lines of it otherwise
 * (`withoutNotNullNames`); the test compares a server's dump apart.
 */
export async function dumpSchema(): Promise<string> {
  const opened = await openDatabase();
  try {
    await migrateToLatest(opened.db);
    const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
    const file = await pgDump({
      pg: opened.pglite!,
      args: ['--schema-only', '--no-owner', '--no-privileges'],
    });
    return normaliseDump(await file.text());
  } finally {
    await opened.close();
  }
}

/**
 * The schema of the PostgreSQL database at `databaseUrl` (migrated), as that server's pg_dump
 * prints it (`pgTool`: the newest Debian one, else the one on PATH), normalised like the file.
 */
export async function dumpServerSchema(databaseUrl: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    pgTool('pg_dump'),
    ['--schema-only', '--no-owner', '--no-privileges', `--dbname=${databaseUrl}`],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return normaliseDump(stdout);
}

/**
 * The one way PGlite's dump (PostgreSQL 18) spells the same schema otherwise than PostgreSQL 15's:
 * a NOT NULL whose constraint name is not the default one (a renamed table or column) is named
 * (`CONSTRAINT gta_type_paid_changes_valid_from_not_null NOT NULL`). Both sides, without the names.
 */
export function withoutNotNullNames(dump: string): string {
  return dump.replace(/CONSTRAINT \S+ NOT NULL/g, 'NOT NULL');
}

/** The checked-in schema.sql, or '' when there is none yet. */
export async function readSchemaFile(): Promise<string> {
  return readFile(SCHEMA_FILE, 'utf8').catch(() => '');
}

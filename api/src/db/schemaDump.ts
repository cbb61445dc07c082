import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../config';
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
  const body = lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return `${HEADER}\n${body}\n`;
}

/**
 * Migrates a new in-memory PGlite and returns its schema dump, normalised. Always PGlite, even
 * with DATABASE_URL set: the file is one database's dump, and a server of another major version
 * (PostgreSQL 15 in production, PGlite is 18) spells the same schema differently.
 */
export async function dumpSchema(): Promise<string> {
  const opened = await openDatabase();
  try {
    await migrateToLatest(opened.db);
    const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
    const file = await pgDump({ pg: opened.pglite!, args: ['--schema-only', '--no-owner', '--no-privileges'] });
    return normaliseDump(await file.text());
  } finally {
    await opened.close();
  }
}

/** The checked-in schema.sql, or '' when there is none yet. */
export async function readSchemaFile(): Promise<string> {
  return readFile(SCHEMA_FILE, 'utf8').catch(() => '');
}

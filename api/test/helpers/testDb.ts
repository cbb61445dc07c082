import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { openDatabase, type OpenedDatabase } from '../../src/db/database';
import { createServerTemplate, databaseUrlOf, onServer, TEMPLATE_ENV } from './serverTemplate';
import { createSnapshot, SNAPSHOT_ENV } from './snapshot';

/**
 * A fresh database holding the migrated schema and the demo accounts.
 * PGlite: loaded from the run's snapshot. PostgreSQL (DATABASE_URL): a new database
 * `test_<random>` on that server, copied from the run's template, and dropped again by close().
 */
export async function openTestDatabase(): Promise<OpenedDatabase & { databaseUrl?: string }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return openServerDatabase(serverUrl);
  let file = process.env[SNAPSHOT_ENV];
  // Run without the global setup (a single file from an editor): make a snapshot now.
  if (!file) file = process.env[SNAPSHOT_ENV] = await createSnapshot();
  const blob = new Blob([await readFile(file)]);
  return openDatabase({ loadDataDir: blob });
}

async function openServerDatabase(serverUrl: string): Promise<OpenedDatabase & { databaseUrl: string }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  // Run without the global setup (a single file from an editor): make the template now.
  let template = process.env[TEMPLATE_ENV];
  if (!template) template = process.env[TEMPLATE_ENV] = await createServerTemplate(serverUrl);
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = databaseUrlOf(serverUrl, name);
  // The outage tests terminate every backend: the pool drops those connections silently here.
  const opened = await openDatabase({ databaseUrl: url, onPoolError: () => {} });
  return {
    ...opened,
    databaseUrl: url,
    close: async () => {
      await opened.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

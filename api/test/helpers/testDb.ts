import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type OpenedDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedAccounts } from '../../src/db/seed/accounts';
import { createSnapshot, SNAPSHOT_ENV } from './snapshot';

/**
 * A fresh database holding the migrated schema and the demo accounts.
 * PGlite: loaded from the run's snapshot. PostgreSQL (DATABASE_URL): a new database
 * `test_<random>` on that server, migrated, and dropped again by close().
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
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The outage tests terminate every backend: the pool drops those connections silently here.
  const opened = await openDatabase({ databaseUrl: url.toString(), onPoolError: () => {} });
  await migrateToLatest(opened.db);
  await seedAccounts(opened.db);
  return {
    ...opened,
    databaseUrl: url.toString(),
    close: async () => {
      await opened.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

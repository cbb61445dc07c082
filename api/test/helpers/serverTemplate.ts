import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedAccounts } from '../../src/db/seed/accounts';
import { databaseUrlOf, onServer } from '../../scripts/pg-server.mjs';

export { databaseUrlOf, onServer };

export const TEMPLATE_ENV = 'COURIER_API_TEST_TEMPLATE_DB';

/**
 * PostgreSQL: one database migrated with the demo accounts for the whole run; each test file
 * copies it (CREATE DATABASE … TEMPLATE, about 0.1 s) instead of running every migration
 * again (about 0.6 s, and CPU the other test files wait for). Nobody stays connected to it:
 * PostgreSQL copies a template only while no session uses it.
 */
export async function createServerTemplate(serverUrl: string): Promise<string> {
  const name = `test_template_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const opened = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), poolMax: 1 });
  try {
    await migrateToLatest(opened.db);
    await seedAccounts(opened.db);
  } finally {
    await opened.close();
  }
  return name;
}

import { createServerTemplate, TEMPLATE_ENV } from './serverTemplate';
import { createSnapshot, SNAPSHOT_ENV } from './snapshot';

/**
 * One migrated database for the whole run, which each test file copies:
 * PGlite, a snapshot file (loadDataDir takes a fraction of a second instead of migrating again);
 * PostgreSQL (DATABASE_URL set), a template database on that server.
 */
export default async function globalSetup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) process.env[TEMPLATE_ENV] = await createServerTemplate(serverUrl);
  else process.env[SNAPSHOT_ENV] = await createSnapshot();
}

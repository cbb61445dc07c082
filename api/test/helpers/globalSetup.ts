import { createSnapshot, SNAPSHOT_ENV } from './snapshot';

/**
 * PGlite: one migrated snapshot for the whole run; each test file starts its own database
 * from it (loadDataDir), which takes a fraction of a second instead of migrating again.
 * PostgreSQL (DATABASE_URL set): each test file creates and drops its own database instead.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  process.env[SNAPSHOT_ENV] = await createSnapshot();
}

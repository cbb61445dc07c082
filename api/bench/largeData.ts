import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig, repoRoot } from '../src/config';
import { openAndMigrate, hasStaffUsers } from '../src/db/prepare';
import { createSession } from '../src/repositories/sessions';

/**
 * The large data set every API benchmark runs on: seeded once into <repo>/data/bench
 * (BENCH_DATA_DIR), reused while it exists. Benchmarks sharing it cannot run at once
 * (PGlite's lock file refuses a second server).
 */
export async function openLargeData() {
  const dataDir = process.env.BENCH_DATA_DIR ?? join(repoRoot(), 'data', 'bench');
  const config = { ...loadConfig(), dataDir, databaseUrl: process.env.DATABASE_URL, logLevel: 'error' };
  const opened = await openAndMigrate(config);
  if (!(await hasStaffUsers(opened))) {
    console.log(`Seeding the large data set into ${dataDir} (once; later runs reuse it)...`);
    const started = Date.now();
    const { seed } = await import('../src/db/seed/index');
    await seed(opened.db, 'large');
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return { config, opened };
}

/** Fresh statistics after bulk inserts (PGlite runs no autovacuum), as a server would have. */
export async function analyze(opened: Awaited<ReturnType<typeof openLargeData>>['opened']) {
  await sql`vacuum analyze`.execute(opened.db);
}

/** A full session of `admin` made directly: benchmarks measure calls, not the sign-in. */
export async function adminSession(opened: Awaited<ReturnType<typeof openLargeData>>['opened']) {
  const admin = await opened.db
    .selectFrom('staff_users')
    .select('id')
    .where('login', '=', 'admin')
    .executeTakeFirstOrThrow();
  return createSession(opened.db, admin.id, 'full', '127.0.0.1');
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig, repoRoot } from '../src/config';
import { openAndMigrate, hasStaffUsers } from '../src/db/prepare';
import { createSession } from '../src/repositories/sessions';

/**
 * The large data set every API benchmark runs on: seeded once into <repo>/data/bench
 * (BENCH_DATA_DIR), reused while it exists. Benchmarks sharing it cannot run at once
 * (PGlite's lock file refuses a second server).
 *
 * The data set is made again when the migrations or the seed generator change (their
 * fingerprint is kept beside it): an area that fills its migration or grows the seed gets
 * data that has them, not a set made before them. BENCH_KEEP_DATA=1 keeps an existing set
 * anyway, PGlite folder or PostgreSQL database (its schema is still migrated forward): for someone iterating on one area while
 * others change theirs, at the price of data that may lack what the newer seed makes.
 */
export async function openLargeData() {
  const dataDir = process.env.BENCH_DATA_DIR ?? join(repoRoot(), 'data', 'bench');
  // The folder is the API's DATA_DIR: its key of the TOTP secrets (PGlite: <dataDir>/totp.key) is the one the seed seals with.
  const configOf = () => ({ ...loadConfig({ ...process.env, DATA_DIR: dataDir }), logLevel: 'error' });
  let config = configOf();
  const fingerprint = sourceFingerprint();
  const pg = Boolean(config.databaseUrl);
  const keep = process.env.BENCH_KEEP_DATA === '1';
  if (!pg && !keep && existsSync(dataDir) && readFingerprintFile(dataDir) !== fingerprint) {
    console.log(`The migrations or the seed changed since ${dataDir} was made: making it again.`);
    rmSync(dataDir, { recursive: true, force: true });
    // Its key file went with it: the seed must seal with the key the API will find there.
    config = configOf();
  }
  if (pg && !keep) await resetPostgresIfStale(config.databaseUrl!, fingerprint);
  const opened = await openAndMigrate({ ...config, statementTimeoutMs: 0 });
  if (!pg && !keep) writeFileSync(`${dataDir}.fingerprint`, fingerprint);
  if (!(await hasStaffUsers(opened))) {
    console.log(`Seeding the large data set into ${dataDir} (once; later runs reuse it)...`);
    const started = Date.now();
    const { seedAccounts } = await import('../src/db/seed/accounts');
    const { seedDomain } = await import('../src/db/seed/domain');
    await seedAccounts(opened.db, config.totpKey);
    await seedDomain(opened.db, 'large');
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return { config, opened };
}

/** A hash of what makes the data set: the migrations and the seed generator's sources. */
function sourceFingerprint(): string {
  const hash = createHash('sha256');
  for (const dir of ['migrations', 'seed']) {
    const folder = join(repoRoot(), 'api', 'src', 'db', dir);
    for (const file of readdirSync(folder).sort()) hash.update(file).update(readFileSync(join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

function readFingerprintFile(dataDir: string): string | undefined {
  return existsSync(`${dataDir}.fingerprint`) ? readFileSync(`${dataDir}.fingerprint`, 'utf8').trim() : undefined;
}

/** On PostgreSQL the fingerprint is a table of the database: a stale database is emptied first. */
async function resetPostgresIfStale(url: string, fingerprint: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client
      .query<{ value: string }>('select value from bench_fingerprint')
      .then((r) => r.rows[0]?.value)
      .catch(() => undefined);
    if (found === fingerprint) return;
    const empty = await client.query(`select 1 from pg_tables where schemaname = 'public' limit 1`);
    if (found !== undefined || empty.rowCount) {
      console.log('The migrations or the seed changed since this database was seeded: emptying it.');
      await client.query('drop schema public cascade; create schema public');
    }
    await client.query('create table bench_fingerprint (value text not null)');
    await client.query('insert into bench_fingerprint values ($1)', [fingerprint]);
  } finally {
    await client.end();
  }
}

/** Fresh statistics after bulk inserts (PGlite runs no autovacuum), as a server would have. */
export async function analyze(opened: Awaited<ReturnType<typeof openLargeData>>['opened']) {
  await sql`vacuum analyze`.execute(opened.db);
  // The pages the vacuum dirtied are written now, not by a checkpoint during the first round.
  await sql`checkpoint`.execute(opened.db).catch(() => {}); // PGlite has no checkpointer to wait for
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

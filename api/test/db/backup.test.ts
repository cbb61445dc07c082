import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  backupDatabase,
  backupKindOf,
  checkBackup,
  restoreDatabase,
  type BackupTarget,
} from '../../src/db/backup';
import { openDatabase, type Database } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedAccounts } from '../../src/db/seed/accounts';
import { databaseUrlOf, onServer } from '../helpers/serverTemplate';
import { createSnapshot, SNAPSHOT_ENV } from '../helpers/snapshot';

/**
 * `cli backup` / `cli restore` (src/db/backup.ts): back up, change the data, restore, and find
 * the data as it was. PGlite in the suite's PGlite run; PostgreSQL when DATABASE_URL is set (a
 * database of its own). The PGlite part is left out of the PostgreSQL run: that run has no
 * migrated snapshot, and the PGlite run already covers it.
 */

const API = join(__dirname, '../..');
const TSX = join(API, 'node_modules/.bin/tsx');

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'courier-backup-test-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What the test compares before and after: the staff users and the admin events. */
async function state(db: Database) {
  const staff = await db
    .selectFrom('staff_users')
    .select(['login', 'name', 'roles', 'activity_status'])
    .orderBy('login')
    .execute();
  const events = await db.selectFrom('admin_events').select(['action', 'summary']).orderBy('id').execute();
  return { staff, events };
}

/** The change a restore must undo: a renamed user, a removed role, a new user, a new event. */
async function change(db: Database) {
  await db
    .updateTable('staff_users')
    .set({ name: 'Renamed after the backup' })
    .where('login', '=', 'admin')
    .execute();
  await db.updateTable('staff_users').set({ roles: [] }).where('login', '<>', 'admin').execute();
  await db
    .insertInto('staff_users')
    .values({
      login: 'after-backup',
      name: 'After Backup',
      password_hash: 'x',
      must_change_password: true,
      roles: [],
    })
    .execute();
  await db
    .insertInto('admin_events')
    .values({
      user_id: null,
      action: 'test.afterBackup',
      target_type: 'none',
      target_id: null,
      summary: 'after the backup',
    })
    .execute();
}

/** A PGlite data folder holding the migrated schema and the demo accounts (from the run's snapshot). */
async function pgliteFolder(name: string): Promise<string> {
  const dataDir = join(work, name);
  let file = process.env[SNAPSHOT_ENV];
  if (!file) file = process.env[SNAPSHOT_ENV] = await createSnapshot();
  const opened = await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
  await opened.close();
  return dataDir;
}

async function withDb<T>(target: BackupTarget, fn: (db: Database) => Promise<T>): Promise<T> {
  const opened = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl, poolMax: 1 } : { dataDir: target.dataDir },
  );
  try {
    return await fn(opened.db);
  } finally {
    await opened.close();
  }
}

function cli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, ['src/cli.ts', ...args], {
      cwd: API,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

/** A backup holds everyone's data: the file is 0600 whatever the umask, a folder made for it 0700. */
function expectOwnerOnly(file: string, folder: string) {
  expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
  expect((statSync(folder).mode & 0o777).toString(8)).toBe('700');
}

/**
 * A PGlite backup test opens the database five or six times in turn (a few seconds each, and
 * many more while the other test files load both cores): past jest's default minute on Node 24
 * in CI, in 9 s alone.
 */
const PGLITE_TEST_MS = 240_000;

(process.env.DATABASE_URL ? describe.skip : describe)('PGlite (DATA_DIR)', () => {
  it('backs up, and a restore after changes brings the data back as it was', async () => {
    const target = { dataDir: await pgliteFolder('pglite') };
    await withDb(target, async (db) => {
      await db
        .updateTable('staff_users')
        .set({ name: 'Before the backup' })
        .where('login', '=', 'admin')
        .execute();
    });
    const before = await withDb(target, state);
    expect(before.staff.find((s) => s.login === 'admin')?.name).toBe('Before the backup');

    const file = join(work, 'backups', 'pglite.tar.gz');
    const done = await backupDatabase(target, file);
    expect(done).toMatchObject({ kind: 'pglite', file });
    expect(done.bytes).toBeGreaterThan(1000);
    expect(backupKindOf(file)).toBe('pglite');
    expect(readdirSync(join(work, 'backups'))).toEqual(['pglite.tar.gz']); // no .partial left
    expectOwnerOnly(file, join(work, 'backups'));
    expect(existsSync(join(target.dataDir, 'pgdata.lock'))).toBe(false); // released

    await withDb(target, change);
    expect(await withDb(target, state)).not.toEqual(before);

    const restored = await restoreDatabase(target, file);
    expect(restored.kind).toBe('pglite');
    expect(restored.summary.rows.staff_users).toBe(before.staff.length);
    expect(restored.summary.latestMigration).toMatch(/^\d{4}_/);
    expect(await withDb(target, state)).toEqual(before);
    // The replaced database is kept aside, whole: it still holds the changes.
    expect(restored.setAside && existsSync(join(restored.setAside, 'PG_VERSION'))).toBe(true);

    // The check loads the backup in memory and leaves the folder alone.
    const checked = await checkBackup(file);
    expect(checked.kind).toBe('pglite');
    expect(checked.summary?.rows.staff_users).toBe(before.staff.length);
  }, PGLITE_TEST_MS);

  it('refuses to back up or restore while another process holds the data folder, and changes nothing', async () => {
    const target = { dataDir: await pgliteFolder('held') };
    const file = join(work, 'held.tar.gz');
    await backupDatabase(target, file);
    const before = await withDb(target, state);
    // The lock a running server writes (db/database.ts): a pid that runs and is not ours.
    writeFileSync(join(target.dataDir, 'pgdata.lock'), String(process.ppid));
    await expect(backupDatabase(target, join(work, 'held-again.tar.gz'))).rejects.toThrow(
      `in use by process ${process.ppid}`,
    );
    await expect(restoreDatabase(target, file)).rejects.toThrow(`in use by process ${process.ppid}`);
    expect(existsSync(join(work, 'held-again.tar.gz'))).toBe(false);
    expect(existsSync(join(work, 'held-again.tar.gz.partial'))).toBe(false);
    expect(readdirSync(target.dataDir).sort()).toEqual(['pgdata', 'pgdata.lock']);
    // A lock left by a process that no longer runs is taken over.
    writeFileSync(join(target.dataDir, 'pgdata.lock'), '2147483646');
    expect(await withDb(target, state)).toEqual(before);
  });

  it('refuses a backup of the other kind, a file that is no backup, and an empty data folder', async () => {
    const target = { dataDir: await pgliteFolder('kinds') };
    const file = join(work, 'kinds.tar.gz');
    await backupDatabase(target, file);
    await expect(
      restoreDatabase({ ...target, databaseUrl: 'postgres://nobody@127.0.0.1:1/none' }, file),
    ).rejects.toThrow('is a PGlite backup; DATABASE_URL is set');
    const fake = join(work, 'fake.pgdump');
    writeFileSync(fake, 'PGDMP and nothing else');
    await expect(restoreDatabase(target, fake)).rejects.toThrow(
      'is a PostgreSQL backup (pg_dump); DATABASE_URL is not set',
    );
    const junk = join(work, 'junk.bin');
    writeFileSync(junk, 'hello');
    await expect(restoreDatabase(target, junk)).rejects.toThrow('is not a backup of this portal');
    await expect(
      backupDatabase({ dataDir: join(work, 'nothing-here') }, join(work, 'x.tar.gz')),
    ).rejects.toThrow('No PGlite database');
  });

  it('runs as `cli backup` and `cli restore` (DATA_DIR)', async () => {
    const dataDir = await pgliteFolder('cli');
    const before = await withDb({ dataDir }, state);
    const file = join(work, 'cli.tar.gz');
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const backup = await cli(['backup', '--file', file], env);
    expect(backup).toMatchObject({ code: 0, out: expect.stringContaining(`Backed up PGlite to ${file}`) });
    await withDb({ dataDir }, change);
    const check = await cli(['restore', '--check', '--file', file], env);
    expect(check).toMatchObject({
      code: 0,
      out: expect.stringContaining(`staff_users ${before.staff.length}`),
    });
    const restore = await cli(['restore', '--file', file], env);
    expect(restore).toMatchObject({
      code: 0,
      out: expect.stringContaining('The replaced database is kept in'),
    });
    expect(await withDb({ dataDir }, state)).toEqual(before);
  }, PGLITE_TEST_MS);
});

const serverUrl = process.env.DATABASE_URL;
(serverUrl ? describe : describe.skip)('PostgreSQL (DATABASE_URL)', () => {
  const name = `test_backup_${randomBytes(5).toString('hex')}`;
  let target: BackupTarget;

  beforeAll(async () => {
    await onServer(serverUrl!, `CREATE DATABASE ${name}`);
    target = { databaseUrl: databaseUrlOf(serverUrl!, name), dataDir: join(work, 'unused') };
    await withDb(target, async (db) => {
      await migrateToLatest(db);
      await seedAccounts(db);
    });
  });
  afterAll(() => onServer(serverUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('backs up with pg_dump, and pg_restore after changes brings the data back as it was', async () => {
    const before = await withDb(target, state);
    expect(before.staff.length).toBeGreaterThan(1);
    const file = join(work, 'pg', 'backup.pgdump');
    const done = await backupDatabase(target, file);
    expect(done.kind).toBe('postgres');
    expect(backupKindOf(file)).toBe('postgres');
    expectOwnerOnly(file, join(work, 'pg'));

    await withDb(target, change);
    expect(await withDb(target, state)).not.toEqual(before);

    const restored = await restoreDatabase(target, file);
    expect(restored.summary.rows.staff_users).toBe(before.staff.length);
    expect(await withDb(target, state)).toEqual(before);

    const checked = await checkBackup(file);
    expect(checked).toMatchObject({ kind: 'postgres' });
    expect(checked.tablesWithData).toBe(restored.summary.tables);
  });

  it('refuses to restore while another session uses the database (the API processes), unless forced', async () => {
    const file = join(work, 'pg', 'busy.pgdump');
    await backupDatabase(target, file);
    const before = await withDb(target, state);
    const other = new pg.Client({
      connectionString: target.databaseUrl,
      application_name: 'courier-api-test',
    });
    await other.connect();
    try {
      await expect(restoreDatabase(target, file)).rejects.toThrow(
        'other session(s) use this database (courier-api-test)',
      );
      await withDb(target, change);
      await restoreDatabase(target, file, { force: true });
      expect(await withDb(target, state)).toEqual(before);
    } finally {
      await other.end();
    }
  });

  it('a truncated dump fails the check', async () => {
    const file = join(work, 'pg', 'whole.pgdump');
    await backupDatabase(target, file);
    const bytes = await readFile(file);
    const cut = join(work, 'pg', 'cut.pgdump');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    await expect(checkBackup(cut)).rejects.toThrow('pg_restore failed');
  });
});

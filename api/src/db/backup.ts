import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  closeSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from './database';

/**
 * Backups of the configured database (`cli backup`, `cli restore`; docs/operations.md#backups).
 *
 * - PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, taken while the servers run (one
 *   consistent snapshot); `pg_restore --clean --if-exists --single-transaction`, refused while
 *   other sessions use the database (the API processes: stop them first).
 * - PGlite (DATA_DIR): PGlite's own `dumpDataDir()` as a tar.gz, restored with `loadDataDir`
 *   into a new `pgdata` folder (the replaced one is kept aside). Both refuse while a server
 *   holds the data folder (the lock of db/database.ts).
 *
 * A file is written under a `.partial` name and renamed when complete, so a backup that failed
 * half way never looks like one that succeeded. Backups hold every client's and worker's data:
 * the file is readable by its owner only (0600) from its first byte, and a folder made for it
 * is 0700.
 */

export type BackupKind = 'pglite' | 'postgres';

export interface BackupTarget {
  /** postgres://... : back up / restore that database; unset: the PGlite database in dataDir. */
  databaseUrl?: string;
  /** DATA_DIR: the PGlite database lives in `<dataDir>/pgdata`. */
  dataDir: string;
}

/** What a database (or a backup loaded somewhere) holds, printed after a restore or a check. */
export interface DatabaseSummary {
  /** The last migration applied (the schema's version); null when none. */
  latestMigration: string | null;
  migrations: number;
  /** Tables in the public schema. */
  tables: number;
  /** Exact row counts of a few tables that say at a glance whether the data is there. */
  rows: Record<string, number>;
}

export interface BackupCheck {
  kind: BackupKind;
  bytes: number;
  /** PGlite: the backup loaded in memory and summarized. */
  summary?: DatabaseSummary;
  /** PostgreSQL: the archive's table of contents (entries; tables with data), every block read. */
  entries?: number;
  tablesWithData?: number;
}

/** The tables counted in a summary. */
const SUMMARY_TABLES = ['staff_users', 'workers', 'clients', 'invoices', 'messages', 'admin_events'] as const;

/** A backup file's mode: its owner (the account running `cli backup`) only. */
export const BACKUP_FILE_MODE = 0o600;

const EXTENSION: Record<BackupKind, string> = { postgres: 'pgdump', pglite: 'tar.gz' };

/** `<folder>/courier-<kind>-2026-11-27T02-00-00Z.<pgdump|tar.gz>` (UTC; names sort by time). */
export function defaultBackupFile(target: BackupTarget, folder: string, now = new Date()): string {
  const kind: BackupKind = target.databaseUrl ? 'postgres' : 'pglite';
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return join(folder, `courier-${kind}-${stamp}.${EXTENSION[kind]}`);
}

/** Writes a backup of the configured database to `file`. */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
): Promise<{ kind: BackupKind; file: string; bytes: number }> {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const partial = `${path}.partial`;
  rmSync(partial, { force: true });
  let kind: BackupKind;
  try {
    // Created empty at 0600 first: pg_dump and writeFile then write into it, keeping the mode.
    writeFileSync(partial, '', { mode: BACKUP_FILE_MODE, flag: 'wx' });
    if (target.databaseUrl) {
      kind = 'postgres';
      const { dbname, env } = connection(target.databaseUrl);
      await run(pgTool('pg_dump'), ['--format=custom', `--file=${partial}`, `--dbname=${dbname}`], env);
    } else {
      kind = 'pglite';
      requirePgliteDatabase(target.dataDir);
      const release = holdDataDir(target.dataDir, 'back it up');
      try {
        const opened = await openDatabase({ dataDir: target.dataDir });
        try {
          const dump = await opened.pglite!.dumpDataDir('gzip');
          await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
        } finally {
          await opened.close();
        }
      } finally {
        release();
      }
    }
    chmodSync(partial, BACKUP_FILE_MODE);
    renameSync(partial, path);
  } catch (e) {
    rmSync(partial, { force: true });
    throw e;
  }
  return { kind, file: path, bytes: statSync(path).size };
}

/**
 * Replaces the configured database with the backup in `file`. The backup must be of the same
 * kind (a PostgreSQL dump for DATABASE_URL, a PGlite tar.gz for DATA_DIR). Returns what the
 * restored database holds; for PGlite, also where the replaced folder was set aside.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<{ kind: BackupKind; summary: DatabaseSummary; setAside?: string }> {
  const path = resolve(file);
  const kind = backupKindOf(path);
  if (target.databaseUrl) {
    if (kind !== 'postgres')
      throw new Error(
        `${path} is a PGlite backup; DATABASE_URL is set, so the target is PostgreSQL. Unset DATABASE_URL to restore it into DATA_DIR.`,
      );
    if (!options.force) await refuseOtherSessions(target.databaseUrl);
    const { dbname, env } = connection(target.databaseUrl);
    // --clean --if-exists: drop each object of the backup before creating it again;
    // --single-transaction: all or nothing; --no-owner: the objects belong to DATABASE_URL's user, as after a migration.
    await run(
      pgTool('pg_restore'),
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        path,
      ],
      env,
    );
    const opened = await openDatabase({ databaseUrl: target.databaseUrl, poolMax: 1 });
    try {
      return { kind, summary: await summarizeDatabase(opened.db) };
    } finally {
      await opened.close();
    }
  }

  if (kind !== 'pglite')
    throw new Error(
      `${path} is a PostgreSQL backup (pg_dump); DATABASE_URL is not set. Set DATABASE_URL to the database to restore it into.`,
    );
  const blob = new Blob([await readFile(path)]);
  mkdirSync(target.dataDir, { recursive: true });
  const release = holdDataDir(target.dataDir, 'restore into it');
  const pgdata = join(target.dataDir, 'pgdata');
  let setAside: string | undefined;
  try {
    if (existsSync(pgdata) && readdirSync(pgdata).length) {
      setAside = `${pgdata}.before-restore-${new Date()
        .toISOString()
        .replace(/\.\d+Z$/, 'Z')
        .replace(/:/g, '-')}`;
      renameSync(pgdata, setAside);
    }
    try {
      const opened = await openDatabase({ dataDir: target.dataDir, loadDataDir: blob });
      try {
        return { kind, summary: await summarizeDatabase(opened.db), setAside };
      } finally {
        await opened.close();
      }
    } catch (e) {
      // Put the replaced database back: a failed restore changes nothing.
      rmSync(pgdata, { recursive: true, force: true });
      if (setAside) renameSync(setAside, pgdata);
      throw e;
    }
  } finally {
    release();
  }
}

/**
 * Reads a backup whole without touching any configured database. PGlite: loaded into an
 * in-memory database and summarized. PostgreSQL: its table of contents listed and every data
 * block read (`pg_restore --list`, then `pg_restore --file=/dev/null`), which finds a truncated
 * or corrupt file; restoring it into a scratch database is the full check (docs/operations.md).
 */
export async function checkBackup(file: string): Promise<BackupCheck> {
  const path = resolve(file);
  const kind = backupKindOf(path);
  const bytes = statSync(path).size;
  if (kind === 'pglite') {
    const opened = await openDatabase({ loadDataDir: new Blob([await readFile(path)]) });
    try {
      return { kind, bytes, summary: await summarizeDatabase(opened.db) };
    } finally {
      await opened.close();
    }
  }
  const list = await run(pgTool('pg_restore'), ['--list', path], {});
  const lines = list.split('\n').filter((l) => /^\d+;/.test(l));
  await run(pgTool('pg_restore'), ['--file=/dev/null', path], {});
  return {
    kind,
    bytes,
    entries: lines.length,
    tablesWithData: lines.filter((l) => / TABLE DATA /.test(l)).length,
  };
}

/** What a file holds, from its first bytes: PostgreSQL's custom format starts with `PGDMP`, PGlite's tar.gz with gzip's 1f 8b. */
export function backupKindOf(file: string): BackupKind {
  if (!existsSync(file)) throw new Error(`No backup file ${file}`);
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new Error(
    `${file} is not a backup of this portal (neither a pg_dump custom-format file nor a PGlite tar.gz)`,
  );
}

export async function summarizeDatabase(db: Database): Promise<DatabaseSummary> {
  const hasMigrations = (
    await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(db)
  ).rows[0]?.exists;
  const migrations = hasMigrations
    ? (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map(
        (r) => r.name,
      )
    : [];
  const tables = (
    await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
      db,
    )
  ).rows.map((r) => r.name);
  const rows: Record<string, number> = {};
  for (const table of SUMMARY_TABLES) {
    if (!tables.includes(table)) continue;
    const { rows: counted } = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
    rows[table] = Number(counted[0]?.n ?? 0);
  }
  return {
    latestMigration: migrations.at(-1) ?? null,
    migrations: migrations.length,
    tables: tables.length,
    rows,
  };
}

/** One line for the CLI: `migration 0042_x (42), 61 tables; staff_users 9, workers 120, …`. */
export function describeSummary(summary: DatabaseSummary): string {
  const counts = Object.entries(summary.rows).map(([t, n]) => `${t} ${n}`);
  return `migration ${summary.latestMigration ?? 'none'} (${summary.migrations}), ${summary.tables} tables${counts.length ? `; ${counts.join(', ')}` : ''}`;
}

/**
 * pg_dump / pg_restore: the newest under /usr/lib/postgresql/<version>/bin (Debian's layout;
 * a client at least as new as the server is needed), else the one on PATH.
 */
export function pgTool(name: 'pg_dump' | 'pg_restore', root = '/usr/lib/postgresql'): string {
  let versions: string[] = [];
  try {
    versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', name)));
  } catch {
    // no Debian layout
  }
  versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length ? join(root, versions[0], 'bin', name) : name;
}

/** The URL without its password (which would show in `ps`), and the password as PGPASSWORD. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return { dbname: databaseUrl, env: {} };
  }
  if (!url.password) return { dbname: databaseUrl, env: {} };
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { PGPASSWORD: password } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      command,
      args,
      { env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (!err) return resolvePromise(stdout);
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
          return reject(
            new Error(
              `${command} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client), at least as new as the server`,
            ),
          );
        }
        const name = command.split('/').at(-1);
        reject(new Error(`${name} failed: ${(stderr || err.message).trim()}`));
      },
    );
  });
}

/** PostgreSQL: refuses while other sessions (the API processes, a psql) are connected to the database. */
async function refuseOtherSessions(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number; who: string | null }>(
      `select count(*)::int as n,
              string_agg(distinct coalesce(nullif(application_name, ''), client_addr::text, 'local socket'), ', ') as who
         from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    if (rows[0].n > 0) {
      throw new Error(
        `${rows[0].n} other session(s) use this database (${rows[0].who}): stop the API processes first, then restore. ` +
          '(--force restores anyway; sessions in the middle of a transaction make it wait for them.)',
      );
    }
  } finally {
    await client.end();
  }
}

function requirePgliteDatabase(dataDir: string) {
  if (!existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new Error(
      `No PGlite database in ${join(dataDir, 'pgdata')} (DATA_DIR=${dataDir}); set DATABASE_URL to back up a PostgreSQL database.`,
    );
  }
}

/**
 * Holds the PGlite data folder for the whole backup or restore, with the lock file servers
 * take (`<dataDir>/pgdata.lock` holding a pid; db/database.ts). A lock of a running process
 * refuses; a stale one is taken over. The database opened meanwhile by this process takes the
 * lock over from us (same pid) and releases it when closed.
 */
function holdDataDir(dataDir: string, doing: string): () => void {
  const path = join(dataDir, 'pgdata.lock');
  if (existsSync(path)) {
    const pid = Number(readFileSync(path, 'utf8').trim());
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(
        `The data folder ${dataDir} is in use by process ${pid} (a running server?): stop it first, then ${doing}.`,
      );
    }
    unlinkSync(path);
  }
  writeFileSync(path, String(process.pid), { flag: 'wx' });
  return () => {
    try {
      if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
    } catch {
      // already released
    }
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

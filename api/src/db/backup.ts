import {
  chmodSync,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  closeSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { openDatabase } from './database';
import { summarizeDatabase, type DatabaseSummary } from './databaseSummary';
import { holdDataDir, requirePgliteDatabase } from './dataDirLock';
import { connection, pgTool, refuseOtherSessions, run } from './pgClientTools';

/**
 * Backups of the configured database (`cli backup`, `cli restore`; docs/operations.md#backups):
 * pg_dump / pg_restore on PostgreSQL, PGlite's dumpDataDir / loadDataDir on a data folder, each
 * refused while a server holds the database. A file is written as `.partial` and renamed when
 * complete (a failed backup never looks whole), readable by its owner only from its first byte.
 */
export type BackupKind = 'pglite' | 'postgres';

export interface BackupTarget {
  /** postgres://... : back up / restore that database; unset: the PGlite database in dataDir. */
  databaseUrl?: string;
  /** DATA_DIR: the PGlite database lives in `<dataDir>/pgdata`. */
  dataDir: string;
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

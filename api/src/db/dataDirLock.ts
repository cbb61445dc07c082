import { existsSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The PGlite data folder (DATA_DIR) during a backup or a restore (db/backup.ts): there must be a
 * database in it, and no server may hold it (the lock of db/database.ts).
 */

export function requirePgliteDatabase(dataDir: string) {
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
export function holdDataDir(dataDir: string, doing: string): () => void {
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

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { seedAccounts } from '../../src/db/seed/accounts';
import { writeFile } from 'node:fs/promises';

export const SNAPSHOT_ENV = 'COURIER_API_TEST_SNAPSHOT';

/** Migrates an in-memory PGlite once, adds the demo accounts, and dumps it to a file. */
export async function createSnapshot(): Promise<string> {
  const opened = await openDatabase();
  try {
    await migrateToLatest(opened.db);
    await seedAccounts(opened.db);
    const dump = await opened.pglite!.dumpDataDir('none');
    const file = join(tmpdir(), `courier-api-test-${process.pid}-${Date.now()}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await opened.close();
  }
}

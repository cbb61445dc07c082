import type { Config } from '../config';
import { openDatabase, type Database, type OpenedDatabase } from './database';
import { migrateToLatest } from './migrate';

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR) and migrates it. */
export async function openAndMigrate(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolMax' | 'statementTimeoutMs'>>,
  onPoolError?: (err: Error) => void,
): Promise<OpenedDatabase & { applied: string[] }> {
  const opened = await openDatabase(
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, onPoolError, poolMax: config.databasePoolMax, statementTimeoutMs: config.statementTimeoutMs }
      : { dataDir: config.dataDir },
  );
  try {
    const applied = await migrateToLatest(opened.db);
    return { ...opened, applied };
  } catch (e) {
    await opened.close();
    throw e;
  }
}

export async function hasStaffUsers(opened: OpenedDatabase): Promise<boolean> {
  const row = await opened.db.selectFrom('staff_users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The demo data of a first run: the small seed (demo accounts included) when the database
 * has no staff user yet. Returns true when it seeded. Never in production.
 */
export async function seedDemoIfEmpty(opened: OpenedDatabase, size: 'small' | 'large' = 'small'): Promise<boolean> {
  if (process.env.NODE_ENV === 'production') throw new Error('Refusing to seed demo data in production (NODE_ENV=production)');
  if (await hasStaffUsers(opened)) return false;
  await seedDemo(opened.db, size);
  return true;
}

/**
 * Writes the demo or benchmark data (`cli seed`, the first demo start). The one door to the
 * seed: it is loaded only here, on demand, so the server and the CLI's other commands never
 * load it. Never in production.
 */
export async function seedDemo(db: Database, size: 'small' | 'large', options: { today?: Date } = {}): Promise<void> {
  if (process.env.NODE_ENV === 'production') throw new Error('Refusing to seed demo data in production (NODE_ENV=production)');
  const { seed } = await import('./seed/index');
  await seed(db, size, options);
}

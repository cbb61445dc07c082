/**
 * The one deterministic seed generator (docs/product.md#demo-data). `small` is the demo and the tests'
 * data, `large` the benchmarks'. Same size + same `today` = same data: every random choice
 * comes from fixed seeds (./random), and every date is relative to `today`.
 *
 * Rows are inserted with explicit ids, in bulk (`insert ... select from unnest(arrays)`,
 * ./bulk), inside one transaction; the serial sequences are moved past the ids at the end.
 */
import type { Database } from '../database';
import { seedAccounts } from './accounts';
import { seedDomain, type SeedOptions } from './domain';
import type { SeedSize } from './context';

export { seedAdminEvents } from './adminEvents';
export { seedDomain, type SeedOptions } from './domain';
export { SIZES, type SeedSize } from './context';

/** Demo staff accounts first (./accounts), then the whole domain. Refuses an already seeded database. */
export async function seed(db: Database, size: SeedSize, options: SeedOptions = {}): Promise<void> {
  await seedAccounts(db);
  await seedDomain(db, size, options);
}

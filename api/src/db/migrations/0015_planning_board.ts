import type { Kysely } from 'kysely';

/**
 * Changes nothing any more. It once added change counters and triggers for lists the API held
 * in memory; the API now reads the tables directly (docs/decisions.md, "The database is the
 * cache"), and 0038 drops whatever a database made before still has of them. Databases made
 * while it was listed have it recorded as run, and Kysely refuses a database whose run
 * migrations are missing from the list: a migration once shipped stays, even empty.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {}

import type { Kysely } from 'kysely';

// Clients area (issue 11): change counters and indexes for its lists kept fast. Empty until the area needs it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {}

import type { Kysely } from 'kysely';

// Settings area (issue 13): change counters and indexes for its lists and admin events. Empty until the area needs it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {}

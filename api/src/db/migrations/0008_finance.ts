import type { Kysely } from 'kysely';

// Finance area: its tables, columns and indexes beyond 0002_domain. Empty until the area needs one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {}

import type { Kysely } from 'kysely';

// Chat area (issue 15): stored unread counters and what the history needs. Empty until the area needs it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {}

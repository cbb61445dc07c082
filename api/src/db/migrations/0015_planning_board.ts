import type { Kysely } from 'kysely';

// Planning area (issue 12): what the week board and regular missions need to stay fast. Empty until the area needs it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {}

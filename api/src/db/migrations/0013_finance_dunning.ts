import type { Kysely } from 'kysely';

// Finance area (issue 14): reminders, the recovery flag, step-up, and what the summary needs. Empty until the area needs it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {}

import type { Kysely } from 'kysely';

/** A slot kept for this area's next schema change (empty until it is used). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {}

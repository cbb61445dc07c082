import { sql, type Kysely } from 'kysely';

/**
 * The price list amounts a shift's invoice line was priced with (cents per shift, per waypoint,
 * per km): a later change of that shift is valued at them, as issued, not at the list of the
 * day it changes. Null on lines that are not a shift's, and on lines issued before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table invoice_lines add column price_per_shift integer, add column price_per_waypoint integer,
    add column price_per_km integer`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table invoice_lines drop column price_per_shift, drop column price_per_waypoint, drop column price_per_km`.execute(db);
}

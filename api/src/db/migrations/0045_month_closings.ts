import { sql, type Kysely } from 'kysely';

/**
 * Pay statements (docs/product.md#pay-statements).
 *
 * - `month_closings`: one row per closed month (`YYYY-MM`). While the row exists, the planning
 *   writes of shifts and worker times of that month are refused (409); reopening deletes the
 *   row, and the admin events keep who closed and reopened it, and why.
 * - `gta_types.is_paid`: an absence of a paid type (paid leave, training) is paid on a day
 *   without paid work; every existing type stays unpaid, as statements treated them so far.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE month_closings (
      month text PRIMARY KEY CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      closed_at timestamptz NOT NULL DEFAULT now(),
      closed_by int NULL REFERENCES staff_users (id) ON DELETE SET NULL
    )`.execute(db);
  await sql`ALTER TABLE gta_types ADD COLUMN is_paid boolean NOT NULL DEFAULT false`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE gta_types DROP COLUMN is_paid`.execute(db);
  await sql`DROP TABLE month_closings`.execute(db);
}

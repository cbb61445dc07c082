import { sql, type Kysely } from 'kysely';

/**
 * What a closed pay month paid (docs/product.md#pay-statements): closing a month stores each
 * worker's statement and the payroll CSV as they were, and the month's statements, PDFs and CSV
 * are read from that copy while it is closed, whatever changes since in teams, GTA types, rates
 * or workers.
 *
 * - `pay_month_closings`: one row per closing of a month, kept after a reopening (who reopened
 *   it, why, and the difference between what was paid and the recomputed pay). At most one
 *   row per month is open (`reopened_at` null). `changes`: at a later closing, what changed
 *   per worker against the previous one. `month_closings` stays the marker the planning writes
 *   check.
 * - `pay_month_statements`: the statements of a closing, in the statements' order, with the
 *   worker's team and agency at closing (a team's or an agency's statements of a closed month).
 *   `json`, not `jsonb`: the stored text is the answer's, keys in their order.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE pay_month_closings (
      id serial PRIMARY KEY,
      month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      closed_at timestamptz NOT NULL DEFAULT now(),
      closed_by int NULL REFERENCES staff_users (id) ON DELETE SET NULL,
      payroll_csv text NOT NULL,
      changes json NULL,
      reopened_at timestamptz NULL,
      reopened_by int NULL REFERENCES staff_users (id) ON DELETE SET NULL,
      reopen_reason text NULL,
      reopen_changes json NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX pay_month_closings_open_idx ON pay_month_closings (month) WHERE reopened_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX pay_month_closings_month_idx ON pay_month_closings (month, id)`.execute(db);
  await sql`
    CREATE TABLE pay_month_statements (
      closing_id int NOT NULL REFERENCES pay_month_closings (id) ON DELETE CASCADE,
      worker_id int NOT NULL,
      position int NOT NULL,
      team_id int NOT NULL,
      agency_id int NULL,
      statement json NOT NULL,
      PRIMARY KEY (closing_id, worker_id)
    )`.execute(db);
  await sql`CREATE INDEX pay_month_statements_position_idx ON pay_month_statements (closing_id, position)`.execute(
    db,
  );
  await sql`CREATE INDEX pay_month_statements_team_idx ON pay_month_statements (closing_id, team_id, position)`.execute(
    db,
  );
  await sql`CREATE INDEX pay_month_statements_agency_idx ON pay_month_statements (closing_id, agency_id, position)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE pay_month_statements`.execute(db);
  await sql`DROP TABLE pay_month_closings`.execute(db);
}

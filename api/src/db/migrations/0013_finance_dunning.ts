import { sql, type Kysely } from 'kysely';

/**
 * Finance area: step-up, dunning and the recovery flag.
 *
 * - `sessions.step_up_at`: when this session last proved a fresh authenticator code
 *   (POST auth/stepUp); the sensitive finance calls ask for one younger than a few minutes.
 * - `finance_settings`: one row (id = 1) holding the reminder levels in days overdue (first
 *   7, second 21, formal notice 45) and the recovery threshold in cents; versioned.
 * - `invoice_reminders`: each (invoice, level) sent, once: the primary key is what keeps two
 *   concurrent sends from mailing the same level twice.
 * - `clients.in_recovery_*`: the "in recovery" flag (since when, who, why) and the last lift
 *   (when, who, comment). While `recovery_lifted_at` is set the client is not flagged again;
 *   it is cleared (re-armed) once the overdue amount is back at or under the threshold.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE sessions ADD COLUMN step_up_at timestamptz NULL`.execute(db);

  await sql`
    CREATE TABLE finance_settings (
      id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      first_reminder_days int NOT NULL DEFAULT 7 CHECK (first_reminder_days >= 1),
      second_reminder_days int NOT NULL DEFAULT 21,
      formal_notice_days int NOT NULL DEFAULT 45,
      recovery_threshold bigint NOT NULL DEFAULT 500000 CHECK (recovery_threshold >= 0),
      version int NOT NULL DEFAULT 1,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (first_reminder_days < second_reminder_days AND second_reminder_days < formal_notice_days)
    )`.execute(db);
  await sql`INSERT INTO finance_settings (id) VALUES (1)`.execute(db);

  await sql`
    CREATE TABLE invoice_reminders (
      invoice_id int NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
      level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
      client_id int NOT NULL REFERENCES clients (id),
      sent_at timestamptz NOT NULL DEFAULT now(),
      user_id int NULL REFERENCES staff_users (id) ON DELETE SET NULL,
      mail_outbox_id int NULL REFERENCES mail_outbox (id) ON DELETE SET NULL,
      PRIMARY KEY (invoice_id, level)
    )`.execute(db);
  await sql`CREATE INDEX invoice_reminders_client_idx ON invoice_reminders (client_id, sent_at DESC)`.execute(db);

  await sql`
    ALTER TABLE clients
      ADD COLUMN in_recovery_since timestamptz NULL,
      ADD COLUMN in_recovery_by int NULL REFERENCES staff_users (id) ON DELETE SET NULL,
      ADD COLUMN in_recovery_reason text NULL,
      ADD COLUMN recovery_lifted_at timestamptz NULL,
      ADD COLUMN recovery_lifted_by int NULL REFERENCES staff_users (id) ON DELETE SET NULL,
      ADD COLUMN recovery_lift_comment text NULL`.execute(db);
  await sql`CREATE INDEX clients_in_recovery_idx ON clients (id) WHERE in_recovery_since IS NOT NULL OR recovery_lifted_at IS NOT NULL`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS clients_in_recovery_idx`.execute(db);
  await sql`
    ALTER TABLE clients
      DROP COLUMN IF EXISTS in_recovery_since,
      DROP COLUMN IF EXISTS in_recovery_by,
      DROP COLUMN IF EXISTS in_recovery_reason,
      DROP COLUMN IF EXISTS recovery_lifted_at,
      DROP COLUMN IF EXISTS recovery_lifted_by,
      DROP COLUMN IF EXISTS recovery_lift_comment`.execute(db);
  await sql`DROP TABLE IF EXISTS invoice_reminders`.execute(db);
  await sql`DROP TABLE IF EXISTS finance_settings`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN IF EXISTS step_up_at`.execute(db);
}

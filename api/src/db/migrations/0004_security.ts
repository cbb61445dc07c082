import { sql, type Kysely } from 'kysely';

// The sign-in controls (docs/security.md):
// - trust is bound to a network AND a device (a random secret in a cookie, stored hashed);
//   the old IP-only trust is dropped, not carried over: an IP alone no longer skips the code;
// - a session records when its code was typed, so "remember this device" can only follow a
//   fresh code in the same session;
// - accounts created or reset by the CLI carry a one-time password to change at sign-in;
// - sign-in attempts are recorded BEFORE the check (outcome 'pending') and kept for audit
//   with their outcome, instead of being deleted on success.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE staff_users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN second_factor_at timestamptz NULL`.execute(db);
  await sql`DROP TABLE trusted_ips`.execute(db);
  await sql`
    CREATE TABLE trusted_devices (
      id serial PRIMARY KEY,
      user_id int NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
      ip text NOT NULL,
      secret_hash text NOT NULL UNIQUE,
      label text NOT NULL,
      user_ip_claimed text NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NULL,
      trusted_until timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX trusted_devices_user_idx ON trusted_devices (user_id, created_at)`.execute(db);
  await sql`ALTER TABLE login_attempts ADD COLUMN outcome text NOT NULL DEFAULT 'failure'
    CHECK (outcome IN ('pending', 'failure', 'success', 'throttled'))`.execute(db);
  await sql`CREATE INDEX login_attempts_login_ip_idx ON login_attempts (login, ip, at)`.execute(db);
  // The sign-in calls' per-IP request counters, shared by every API process.
  await sql`
    CREATE TABLE rate_limit_windows (
      key text NOT NULL,
      window_start timestamptz NOT NULL,
      hits int NOT NULL,
      PRIMARY KEY (key, window_start)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE rate_limit_windows`.execute(db);
  await sql`DROP INDEX IF EXISTS login_attempts_login_ip_idx`.execute(db);
  await sql`ALTER TABLE login_attempts DROP COLUMN outcome`.execute(db);
  await sql`DROP TABLE trusted_devices`.execute(db);
  await sql`
    CREATE TABLE trusted_ips (
      id serial PRIMARY KEY,
      user_id int NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
      ip text NOT NULL,
      user_ip_claimed text NULL,
      trusted_until timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, ip)
    )`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN second_factor_at`.execute(db);
  await sql`ALTER TABLE staff_users DROP COLUMN must_change_password`.execute(db);
}

import { sql, type Kysely } from 'kysely';

// Staff accounts, sessions, trusted networks, profiles, the audit trail, the mail outbox
// and failed sign-in attempts. Plain SQL that PostgreSQL 15 and PGlite both accept.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE profiles (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE,
      roles text[] NOT NULL DEFAULT '{}'
    )`.execute(db);

  await sql`
    CREATE TABLE staff_users (
      id serial PRIMARY KEY,
      login text NOT NULL UNIQUE,
      name text NOT NULL,
      email text NULL,
      password_hash text NOT NULL,
      totp_secret text NULL,
      totp_enrolled_at timestamptz NULL,
      totp_last_step bigint NULL,
      roles text[] NOT NULL DEFAULT '{}',
      profile_id int NULL REFERENCES profiles(id),
      activity_status text NOT NULL DEFAULT 'active' CHECK (activity_status IN ('active', 'inactive')),
      version int NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX staff_users_profile_idx ON staff_users (profile_id)`.execute(db);

  await sql`
    CREATE TABLE sessions (
      id serial PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      user_id int NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('pending', 'full')),
      ip text NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz NULL
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_idx ON sessions (user_id)`.execute(db);

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

  await sql`
    CREATE TABLE admin_events (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      user_id int NULL REFERENCES staff_users(id),
      action text NOT NULL,
      target_type text NOT NULL,
      target_id text NULL,
      summary text NOT NULL
    )`.execute(db);
  // One index per filter of adminEvents/getAdminEvents, each ordered like the list (newest first).
  await sql`CREATE INDEX admin_events_at_idx ON admin_events (at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX admin_events_action_at_idx ON admin_events (action, at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX admin_events_user_at_idx ON admin_events (user_id, at DESC, id DESC)`.execute(db);

  await sql`
    CREATE TABLE mail_outbox (
      id serial PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now(),
      to_addresses text[] NOT NULL,
      cc_addresses text[] NOT NULL DEFAULT '{}',
      subject text NOT NULL,
      text_body text NOT NULL,
      html_body text NULL,
      attachments jsonb NOT NULL DEFAULT '[]',
      sent_at timestamptz NULL,
      transport_message_id text NULL
    )`.execute(db);
  await sql`CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC)`.execute(db);

  // Failed passwords and codes, counted over a sliding window per login and per IP.
  await sql`
    CREATE TABLE login_attempts (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL DEFAULT now(),
      login text NOT NULL,
      ip text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('password', 'code'))
    )`.execute(db);
  await sql`CREATE INDEX login_attempts_login_idx ON login_attempts (login, at)`.execute(db);
  await sql`CREATE INDEX login_attempts_ip_idx ON login_attempts (ip, at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['login_attempts', 'mail_outbox', 'admin_events', 'trusted_ips', 'sessions', 'staff_users', 'profiles']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}

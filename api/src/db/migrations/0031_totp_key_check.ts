import { sql, type Kysely } from 'kysely';

/**
 * One row: a value sealed with the TOTP encryption key (auth/secretKeyCheck.ts). The server
 * checks at start that its key opens it, and refuses to start otherwise, instead of finding a
 * wrong key at the first sign-in. Migrations do not have the key, so the row is written by
 * the first start that has one (which also re-seals the secrets stored in older forms).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE totp_key_check (
      id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      sealed text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      rotated_at timestamptz NULL
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE totp_key_check`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * The operator's legal identity as a seller (docs/product.md#seller-identity): one row, made
 * here with every field empty and never deleted, like `finance_settings`. `updated_at` null
 * means it was never set. FINANCE changes it with its version (409 when stale).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE seller_identity (
      id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      legal_name text NULL,
      legal_form text NULL,
      share_capital_cents bigint NULL CHECK (share_capital_cents >= 0),
      address_line1 text NULL,
      address_line2 text NULL,
      postal_code text NULL,
      city text NULL,
      country_code text NULL,
      siren text NULL CHECK (siren ~ '^[0-9]{9}$'),
      siret text NULL CHECK (siret ~ '^[0-9]{14}$'),
      rcs_city text NULL,
      vat_number text NULL,
      iban text NULL,
      bic text NULL,
      email text NULL,
      phone text NULL,
      logo_content_type text NULL CHECK (logo_content_type IN ('image/png', 'image/jpeg')),
      logo_base64 text NULL,
      payment_term_days int NULL CHECK (payment_term_days >= 0),
      late_payment_rate_bp int NULL CHECK (late_payment_rate_bp > 0),
      version int NOT NULL DEFAULT 1,
      updated_at timestamptz NULL,
      updated_by int NULL REFERENCES staff_users (id) ON DELETE SET NULL,
      CHECK ((logo_content_type IS NULL) = (logo_base64 IS NULL))
    )`.execute(db);
  await sql`INSERT INTO seller_identity (id) VALUES (1)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS seller_identity`.execute(db);
}

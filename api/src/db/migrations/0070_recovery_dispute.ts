import { sql, type Kysely } from 'kysely';

/**
 * A client disputing its debt (docs/product.md#finance-recovery): FINANCE marks it with the
 * reason on its recovery page (finance/recovery/setRecoveryDispute), and bulk reminders leave it
 * out unless the user chooses it explicitly. Reason and start are set and cleared together; who
 * set it is kept for the page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE clients
      ADD COLUMN dispute_reason text,
      ADD COLUMN dispute_since timestamptz,
      ADD COLUMN dispute_by integer REFERENCES staff_users (id) ON DELETE SET NULL,
      ADD CONSTRAINT clients_dispute_set_together CHECK ((dispute_reason IS NULL) = (dispute_since IS NULL))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE clients
      DROP CONSTRAINT clients_dispute_set_together,
      DROP COLUMN dispute_by,
      DROP COLUMN dispute_since,
      DROP COLUMN dispute_reason`.execute(db);
}

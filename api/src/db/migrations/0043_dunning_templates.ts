import { sql, type Kysely } from 'kysely';

/**
 * The text of each dunning level (docs/product.md#finance-recovery): `finance_settings` gets one
 * template per level, the body of the reminder mail, with the placeholders `{client}` (the
 * client's name), `{invoices}` (one line per invoice due, required) and `{total}` (what the mail
 * asks for). The defaults are the texts the reminders were sent with until now.
 *
 * And the indexes behind the `inUse` counts of the reference lists staff administer
 * (repositories/referenceLists.ts): clients by finance unit and by business unit, business
 * units by finance unit (workers by élu and worker times by GTA type have theirs since 0002).
 */
const COMMON_START = [
  'Hello,',
  '',
  'Unless we are mistaken, the following invoices of {client} remain unpaid after their due date:',
  '{invoices}',
  '',
  'Total overdue in this mail: {total}.',
];
const COMMON_END = ['', 'Best regards,', 'Courier accounting'];
const REMINDER = [
  ...COMMON_START,
  'Please settle these amounts at your earliest convenience, or tell us if a payment is already on its way.',
  ...COMMON_END,
].join('\n');
const FORMAL_NOTICE = [
  ...COMMON_START,
  'This is a formal notice: please settle these amounts within 8 days, failing which we will start recovery proceedings.',
  ...COMMON_END,
].join('\n');

const check = (column: string) =>
  `CHECK (char_length(${column}) BETWEEN 1 AND 4000 AND position('{invoices}' in ${column}) > 0)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE finance_settings
      ADD COLUMN first_reminder_template text NOT NULL DEFAULT ${sql.lit(REMINDER)} ${sql.raw(check('first_reminder_template'))},
      ADD COLUMN second_reminder_template text NOT NULL DEFAULT ${sql.lit(REMINDER)} ${sql.raw(check('second_reminder_template'))},
      ADD COLUMN formal_notice_template text NOT NULL DEFAULT ${sql.lit(FORMAL_NOTICE)} ${sql.raw(check('formal_notice_template'))}`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS clients_finance_unit_idx ON clients (finance_unit_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS clients_business_unit_idx ON clients (business_unit_id)`.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS business_units_finance_unit_idx ON business_units (finance_unit_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS business_units_finance_unit_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS clients_business_unit_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS clients_finance_unit_idx`.execute(db);
  await sql`
    ALTER TABLE finance_settings
      DROP COLUMN first_reminder_template,
      DROP COLUMN second_reminder_template,
      DROP COLUMN formal_notice_template`.execute(db);
}

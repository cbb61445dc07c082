import { sql, type Kysely } from 'kysely';

/**
 * A GTA type's paid flag is dated (docs/product.md#pay-statements): marking a type paid or
 * unpaid applies from the first day after the last closed pay month (everywhere when none is
 * closed); the days before keep the flag they had, so that reopening a month does not pay its
 * absences under a flag set after it was closed.
 *
 * - `gta_type_paid_changes`: the flag of a type from a date on (`-infinity`: the flag before any
 *   dated change). A type with no row has its `gta_types.is_paid` on every date.
 * - A trigger on `gta_types` writes them, whoever changes the flag: the value it had from
 *   `-infinity`, the new one from the first open day (later rows dropped: the new flag holds from
 *   there on).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE gta_type_paid_changes (
      gta_type_id int NOT NULL REFERENCES gta_types (id) ON DELETE CASCADE,
      valid_from date NOT NULL,
      is_paid boolean NOT NULL,
      PRIMARY KEY (gta_type_id, valid_from)
    )`.execute(db);
  await sql`
    CREATE FUNCTION gta_type_paid_dated() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE first_open date;
    BEGIN
      SELECT (to_date(max(month), 'YYYY-MM') + interval '1 month')::date INTO first_open FROM month_closings;
      first_open := coalesce(first_open, '-infinity'::date);
      INSERT INTO gta_type_paid_changes VALUES (NEW.id, '-infinity', OLD.is_paid) ON CONFLICT DO NOTHING;
      DELETE FROM gta_type_paid_changes WHERE gta_type_id = NEW.id AND valid_from > first_open;
      INSERT INTO gta_type_paid_changes VALUES (NEW.id, first_open, NEW.is_paid)
        ON CONFLICT (gta_type_id, valid_from) DO UPDATE SET is_paid = excluded.is_paid;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER gta_types_paid_dated AFTER UPDATE OF is_paid ON gta_types
    FOR EACH ROW WHEN (OLD.is_paid IS DISTINCT FROM NEW.is_paid) EXECUTE FUNCTION gta_type_paid_dated()`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER gta_types_paid_dated ON gta_types`.execute(db);
  await sql`DROP FUNCTION gta_type_paid_dated()`.execute(db);
  await sql`DROP TABLE gta_type_paid_changes`.execute(db);
}

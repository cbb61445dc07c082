import { sql, type Kysely } from 'kysely';

/**
 * A GTA type's pay attributes are dated as a team's configuration is (docs/product.md#pay-history):
 * whether it is an absence (a time of a type that is not one is time worked, which pays the day)
 * and whether an absence of it is paid. A change applies from its effective day, today in Paris or
 * the first day after the last closed pay month if later (`pay_effective_day()`, migration 0064),
 * so that changing a type today never rewrites a past day, in a closed month or an open one.
 * (0058 dated the paid flag from the first day after the closed months: a change still rewrote
 * last month while it was open.)
 *
 * - `gta_type_paid_changes` becomes `gta_type_versions`, with `is_absence`: a type's two flags
 *   from a date on, the row in force on a date the one with the latest `valid_from` on or before
 *   it (primary key). Every type gets a `-infinity` row with the values it has now (the rows 0058
 *   wrote keep their paid flag, with today's `is_absence`: nothing earlier is known).
 * - A trigger on `gta_types` writes them, whoever writes the type, in the writer's transaction: a
 *   new type holds since always (no time of it can be in a closed month); a change of either flag
 *   from the effective day, later rows dropped (the new values hold from there on). The effective
 *   day takes today's month lock shared, as 0064's triggers do: two changes never wait for each
 *   other, a closing of this month waits for the change to commit.
 * - `gta_types.is_absence` and `is_paid` stay the current values, for the pages and planning.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER gta_types_paid_dated ON gta_types`.execute(db);
  await sql`DROP FUNCTION gta_type_paid_dated()`.execute(db);
  await sql`ALTER TABLE gta_type_paid_changes RENAME TO gta_type_versions`.execute(db);
  await sql`ALTER TABLE gta_type_versions RENAME CONSTRAINT gta_type_paid_changes_pkey TO gta_type_versions_pkey`.execute(
    db,
  );
  await sql`ALTER TABLE gta_type_versions
    RENAME CONSTRAINT gta_type_paid_changes_gta_type_id_fkey TO gta_type_versions_gta_type_id_fkey`.execute(
    db,
  );
  await sql`ALTER TABLE gta_type_versions ADD COLUMN is_absence boolean`.execute(db);
  await sql`UPDATE gta_type_versions v SET is_absence = g.is_absence FROM gta_types g WHERE g.id = v.gta_type_id`.execute(
    db,
  );
  await sql`ALTER TABLE gta_type_versions ALTER COLUMN is_absence SET NOT NULL`.execute(db);
  await sql`INSERT INTO gta_type_versions (gta_type_id, valid_from, is_absence, is_paid)
    SELECT id, '-infinity', is_absence, is_paid FROM gta_types ON CONFLICT DO NOTHING`.execute(db);

  await sql`
    CREATE FUNCTION gta_type_dated() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE from_day date;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        from_day := '-infinity';
      ELSE
        from_day := pay_effective_day();
        INSERT INTO gta_type_versions (gta_type_id, valid_from, is_absence, is_paid)
          VALUES (NEW.id, '-infinity', OLD.is_absence, OLD.is_paid) ON CONFLICT DO NOTHING;
        DELETE FROM gta_type_versions WHERE gta_type_id = NEW.id AND valid_from > from_day;
      END IF;
      INSERT INTO gta_type_versions (gta_type_id, valid_from, is_absence, is_paid)
        VALUES (NEW.id, from_day, NEW.is_absence, NEW.is_paid)
        ON CONFLICT (gta_type_id, valid_from) DO UPDATE SET is_absence = excluded.is_absence,
          is_paid = excluded.is_paid;
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER gta_types_dated_insert AFTER INSERT ON gta_types
    FOR EACH ROW EXECUTE FUNCTION gta_type_dated()`.execute(db);
  await sql`
    CREATE TRIGGER gta_types_dated_update AFTER UPDATE OF is_absence, is_paid ON gta_types FOR EACH ROW
    WHEN ((OLD.is_absence, OLD.is_paid) IS DISTINCT FROM (NEW.is_absence, NEW.is_paid))
    EXECUTE FUNCTION gta_type_dated()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER gta_types_dated_update ON gta_types`.execute(db);
  await sql`DROP TRIGGER gta_types_dated_insert ON gta_types`.execute(db);
  await sql`DROP FUNCTION gta_type_dated()`.execute(db);
  await sql`ALTER TABLE gta_type_versions DROP COLUMN is_absence`.execute(db);
  await sql`ALTER TABLE gta_type_versions RENAME TO gta_type_paid_changes`.execute(db);
  await sql`ALTER TABLE gta_type_paid_changes RENAME CONSTRAINT gta_type_versions_pkey TO gta_type_paid_changes_pkey`.execute(
    db,
  );
  await sql`ALTER TABLE gta_type_paid_changes
    RENAME CONSTRAINT gta_type_versions_gta_type_id_fkey TO gta_type_paid_changes_gta_type_id_fkey`.execute(
    db,
  );
  // 0058's trigger, as it was.
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

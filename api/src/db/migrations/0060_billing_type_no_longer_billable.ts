import { sql, type Kysely } from 'kysely';

/**
 * A shift type that stops (or starts again) being billable changes what its billed shifts are
 * worth: they join the late-change queue like a shift changed one by one (migration 0044), and
 * the run names the change "no longer billable".
 */
const STATEMENTS = [
  `create function billing_shift_type_changed() returns trigger language plpgsql as $$
   begin
     if new.is_billable is distinct from old.is_billable then
       -- The queue's own writer (migrations 0044, 0047), for each billed shift of the type.
       perform billing_queue_late_change(s.id) from shifts s
       where s.shift_type_id = new.id and exists (select 1 from shift_billings b where b.shift_id = s.id);
     end if;
     return new;
   end $$`,
  `create trigger shift_types_billing_late_change after update on shift_types
   for each row execute function billing_shift_type_changed()`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const s of STATEMENTS) await sql.raw(s).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists shift_types_billing_late_change on shift_types`.execute(db);
  await sql`drop function if exists billing_shift_type_changed()`.execute(db);
}

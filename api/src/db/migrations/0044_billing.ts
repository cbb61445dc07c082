import { sql, type Kysely } from 'kysely';

/**
 * The invoicing run (docs/product.md#invoicing-run): invoices made from the shifts of a month.
 *
 * - `shift_billings`: one row per billed shift (primary key shift_id: a shift is billed once),
 *   with the invoice line that billed it (unique: one line bills one shift) and the amount
 *   billed so far (cents excluding VAT, adjustments included). No foreign key to `shifts`: a
 *   billed shift may be deleted later, and the row is what says it was billed and for how much.
 *   A row without a line is a shift billed outside the run (the seed's invoices of earlier months).
 * - `billing_late_changes`: the billed shifts changed since (their missions, their productive
 *   flag, their shift type, their client, or deleted), queued by triggers on `shifts` and `missions` in the
 *   change's own transaction; the next run settles each difference (credit note or next invoice)
 *   and removes the row. A trigger looks up one row by primary key per changed shift.
 * - `shift_billing_adjustments`: the trail of those settlements.
 * - `billing_runs`: one row per run of a month, the progress the screen polls (clients done of
 *   the total) and a heartbeat; at most one running run per month (partial unique index).
 * - `invoices.billing_month`: the month an invoice of the run bills (null for other invoices),
 *   indexed for the month's list and its sending.
 */
const STATEMENTS = [
  `create table shift_billings (
    shift_id integer primary key,
    client_id integer not null references clients (id),
    invoice_line_id integer unique references invoice_lines (id),
    amount integer,
    billed_at timestamptz not null default now()
  )`,
  `create index shift_billings_client_idx on shift_billings (client_id)`,
  `create table billing_late_changes (
    shift_id integer primary key,
    client_id integer not null,
    changed_at timestamptz not null default now()
  )`,
  `create index billing_late_changes_client_idx on billing_late_changes (client_id)`,
  `create table shift_billing_adjustments (
    id serial primary key,
    shift_id integer not null,
    client_id integer not null references clients (id),
    amount integer not null,
    invoice_line_id integer references invoice_lines (id),
    credit_note_id integer references credit_notes (id),
    created_at timestamptz not null default now(),
    check ((invoice_line_id is null) <> (credit_note_id is null))
  )`,
  `create index shift_billing_adjustments_shift_idx on shift_billing_adjustments (shift_id)`,
  `create table billing_runs (
    id serial primary key,
    month date not null check (extract(day from month) = 1),
    status text not null default 'running' check (status in ('running', 'done', 'failed')),
    total_clients integer not null default 0,
    done_clients integer not null default 0,
    invoices integer not null default 0,
    credit_notes integer not null default 0,
    error text,
    started_by integer references staff_users (id) on delete set null,
    started_at timestamptz not null default now(),
    heartbeat_at timestamptz not null default now(),
    finished_at timestamptz
  )`,
  `create unique index billing_runs_running_key on billing_runs (month) where status = 'running'`,
  `create index billing_runs_month_idx on billing_runs (month, id desc)`,
  `alter table invoices add column billing_month date`,
  `create index invoices_billing_month_idx on invoices (billing_month, client_id) where billing_month is not null`,
  // The late-change queue: a billed shift changed (or deleted), or one of its missions.
  `create function billing_queue_late_change(p_shift integer) returns void language plpgsql as $$
   begin
     insert into billing_late_changes (shift_id, client_id)
     select b.shift_id, b.client_id from shift_billings b
     where b.shift_id = p_shift and b.invoice_line_id is not null
     on conflict (shift_id) do nothing;
   end $$`,
  `create function billing_shift_changed() returns trigger language plpgsql as $$
   begin
     if tg_op = 'DELETE' then
       perform billing_queue_late_change(old.id);
       return old;
     end if;
     if new.unproductive is distinct from old.unproductive or new.client_id is distinct from old.client_id
        or new.shift_type_id is distinct from old.shift_type_id then
       perform billing_queue_late_change(new.id);
     end if;
     return new;
   end $$`,
  `create trigger shifts_billing_late_change after update or delete on shifts
   for each row execute function billing_shift_changed()`,
  `create function billing_mission_changed() returns trigger language plpgsql as $$
   begin
     if tg_op = 'DELETE' then
       perform billing_queue_late_change(old.shift_id);
       return old;
     end if;
     if tg_op = 'INSERT' then
       perform billing_queue_late_change(new.shift_id);
       return new;
     end if;
     if new.waypoints is distinct from old.waypoints or new.km is distinct from old.km
        or new.shift_id is distinct from old.shift_id then
       perform billing_queue_late_change(new.shift_id);
       perform billing_queue_late_change(old.shift_id);
     end if;
     return new;
   end $$`,
  `create trigger missions_billing_late_change after insert or update or delete on missions
   for each row execute function billing_mission_changed()`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const s of STATEMENTS) await sql.raw(s).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const s of [
    'drop trigger if exists missions_billing_late_change on missions',
    'drop trigger if exists shifts_billing_late_change on shifts',
    'drop function if exists billing_mission_changed()',
    'drop function if exists billing_shift_changed()',
    'drop function if exists billing_queue_late_change(integer)',
    'drop index if exists invoices_billing_month_idx',
    'alter table invoices drop column if exists billing_month',
    'drop table if exists billing_runs',
    'drop table if exists shift_billing_adjustments',
    'drop table if exists billing_late_changes',
    'drop table if exists shift_billings',
  ])
    await sql.raw(s).execute(db);
}

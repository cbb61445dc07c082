import { sql, type Kysely } from 'kysely';

/**
 * Finance receivables (repositories/finance/*): what each invoice still owes is kept on the
 * invoice, in the writing transaction, so that the recovery summary, a client's page, the
 * accounting report and the reminders read it with indexes instead of adding up every payment
 * and credit note per request.
 *
 * - invoices.credited / invoices.paid: the sums of the invoice's credit notes and payments,
 *   kept by statement triggers with transition tables on credit_notes and payments (insert,
 *   update, delete): each statement recounts only the invoices its rows name (old and new),
 *   whether a call writes one row or the seed a million. No shared row is updated.
 * - invoices.remaining: generated, `greatest(0, amount - credited - paid)`, so a change of
 *   the amount is seen at once; a change of status needs nothing (the queries test it).
 * - Open invoices (issued or sent, something remaining) have a partial index by client and
 *   due date including what remains: ageing buckets are `sum(remaining) filter (where ...)`
 *   over it, read in client order (a group aggregate, no hash of every client), and the
 *   daily "in recovery" job reads the overdue ones from it.
 * - The flagged or lifted clients have a partial index (the job and the writes read them).
 * - The newest payment and note of a client are read with (client_id, date desc, id desc).
 */
const UP = [
  `alter table invoices add column credited bigint not null default 0, add column paid bigint not null default 0`,
  `update invoices i set credited = s.total
   from (select invoice_id, sum(amount) as total from credit_notes group by invoice_id) s where i.id = s.invoice_id`,
  `update invoices i set paid = s.total
   from (select invoice_id, sum(amount) as total from payments where invoice_id is not null group by invoice_id) s
   where i.id = s.invoice_id`,
  `alter table invoices add column remaining bigint generated always as (greatest(0, amount - credited - paid)) stored`,

  `create function receivables_credit_notes_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update invoices i set credited = i.credited + n.total
    from (select invoice_id, sum(amount) as total from receivables_new group by invoice_id) n
    where i.id = n.invoice_id;
  elsif tg_op = 'DELETE' then
    update invoices i set credited = coalesce((select sum(cn.amount) from credit_notes cn where cn.invoice_id = i.id), 0)
    where i.id in (select invoice_id from receivables_old);
  else
    update invoices i set credited = coalesce((select sum(cn.amount) from credit_notes cn where cn.invoice_id = i.id), 0)
    where i.id in (select invoice_id from receivables_old union select invoice_id from receivables_new);
  end if;
  return null;
end $$`,
  `create trigger credit_notes_receivables_insert after insert on credit_notes
  referencing new table as receivables_new for each statement execute function receivables_credit_notes_changed()`,
  `create trigger credit_notes_receivables_update after update on credit_notes
  referencing old table as receivables_old new table as receivables_new for each statement execute function receivables_credit_notes_changed()`,
  `create trigger credit_notes_receivables_delete after delete on credit_notes
  referencing old table as receivables_old for each statement execute function receivables_credit_notes_changed()`,

  `create function receivables_payments_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    update invoices i set paid = i.paid + n.total
    from (select invoice_id, sum(amount) as total from receivables_new where invoice_id is not null group by invoice_id) n
    where i.id = n.invoice_id;
  elsif tg_op = 'DELETE' then
    update invoices i set paid = coalesce((select sum(p.amount) from payments p where p.invoice_id = i.id), 0)
    where i.id in (select invoice_id from receivables_old where invoice_id is not null);
  else
    update invoices i set paid = coalesce((select sum(p.amount) from payments p where p.invoice_id = i.id), 0)
    where i.id in (select invoice_id from receivables_old where invoice_id is not null
                   union select invoice_id from receivables_new where invoice_id is not null);
  end if;
  return null;
end $$`,
  `create trigger payments_receivables_insert after insert on payments
  referencing new table as receivables_new for each statement execute function receivables_payments_changed()`,
  `create trigger payments_receivables_update after update on payments
  referencing old table as receivables_old new table as receivables_new for each statement execute function receivables_payments_changed()`,
  `create trigger payments_receivables_delete after delete on payments
  referencing old table as receivables_old for each statement execute function receivables_payments_changed()`,

  `create index invoices_open_receivables_idx on invoices (client_id, due_on, id) include (remaining)
   where status in ('issued', 'sent') and remaining > 0`,
  `create index clients_recovery_flag_idx on clients (id) where in_recovery_since is not null or recovery_lifted_at is not null`,
  `create index payments_client_newest_idx on payments (client_id, paid_on desc, id desc)`,
  `create index credit_notes_client_newest_idx on credit_notes (client_id, issued_on desc, id desc)`,
  `create index recovery_notes_client_newest_idx on recovery_notes (client_id, at desc, id desc)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    'drop index if exists recovery_notes_client_newest_idx',
    'drop index if exists credit_notes_client_newest_idx',
    'drop index if exists payments_client_newest_idx',
    'drop index if exists clients_recovery_flag_idx',
    'drop index if exists invoices_open_receivables_idx',
    'drop trigger if exists payments_receivables_delete on payments',
    'drop trigger if exists payments_receivables_update on payments',
    'drop trigger if exists payments_receivables_insert on payments',
    'drop function if exists receivables_payments_changed()',
    'drop trigger if exists credit_notes_receivables_delete on credit_notes',
    'drop trigger if exists credit_notes_receivables_update on credit_notes',
    'drop trigger if exists credit_notes_receivables_insert on credit_notes',
    'drop function if exists receivables_credit_notes_changed()',
    'alter table invoices drop column if exists remaining',
    'alter table invoices drop column if exists paid, drop column if exists credited',
  ])
    await sql.raw(statement).execute(db);
}

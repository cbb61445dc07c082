import { sql, type Kysely } from 'kysely';

/**
 * Which clients have a reminder due, kept by the writes (the Today page's `finance.remindersDue`
 * and the recovery list's `remindersDue=true` read it through an index instead of going over
 * every overdue invoice: ~60,000 of them on the realistic volumes, 85 ms a read).
 *
 * An open invoice (issued or sent, something remaining) whose highest reminder sent is level L
 * (0 for none) is due for its next level from `due_on + <days of level L + 1>` (the dunning
 * settings; none once the formal notice, level 3, is sent): that is the rule of
 * domain/dunning.ts (due when it reached a level not yet sent), as a date. A client's row holds
 * the earliest such date over its open invoices, so "a reminder is due today" is
 * `due_from <= today`, and stays so until a write changes it.
 *
 * - Statement triggers with transition tables on invoices (a change of client, status, due date
 *   or what remains) and on invoice_reminders (sent or removed) recount the rows of the clients
 *   named, in the writing transaction; the clients' rows are locked first (as 0039 does), so two
 *   writers of one client count one after the other.
 * - A change of the dunning settings recounts every client.
 */
const REFRESH = `create function client_reminders_due_refresh(ids int[]) returns void language sql as $$
  with touched as (select distinct t.client_id from unnest(ids) as t(client_id)),
  s as (select first_reminder_days as l1, second_reminder_days as l2, formal_notice_days as l3 from finance_settings where id = 1),
  figures as (
    select i.client_id, min(i.due_on + case coalesce(r.level, 0) when 0 then s.l1 when 1 then s.l2 else s.l3 end) as due_from
    from touched x join invoices i on i.client_id = x.client_id cross join s
    left join lateral (select max(level) as level from invoice_reminders r where r.invoice_id = i.id) r on true
    where i.status in ('issued', 'sent') and i.remaining > 0 and coalesce(r.level, 0) < 3
    group by i.client_id
  ),
  gone as (
    delete from client_reminders_due d
    where d.client_id in (select x.client_id from touched x) and not exists (select 1 from figures f where f.client_id = d.client_id)
  )
  insert into client_reminders_due as d (client_id, due_from)
  select f.client_id, f.due_from from figures f order by f.client_id
  on conflict (client_id) do update set due_from = excluded.due_from
$$`;

/** Lock the named clients' rows (in id order), then recount them. */
const lockAndRefresh = `if ids is not null then
    perform 1 from clients c join unnest(ids) as x(id) on x.id = c.id order by c.id for no key update of c;
    perform client_reminders_due_refresh(ids);
  end if;
  return null;`;

const UP = [
  `create table client_reminders_due (
    client_id int primary key references clients (id) on delete cascade,
    due_from date not null
  )`,
  `create index client_reminders_due_from_idx on client_reminders_due (due_from, client_id)`,
  REFRESH,
  `create function client_reminders_due_invoices_changed() returns trigger language plpgsql as $$
declare
  ids int[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct client_id order by client_id) into ids from reminders_due_new;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct client_id order by client_id) into ids from reminders_due_old;
  else
    select array_agg(distinct x.client_id order by x.client_id) into ids from (
      select o.client_id from reminders_due_old o join reminders_due_new n on n.id = o.id
      where (o.client_id, o.status, o.due_on, o.remaining) is distinct from (n.client_id, n.status, n.due_on, n.remaining)
      union all
      select n.client_id from reminders_due_old o join reminders_due_new n on n.id = o.id
      where (o.client_id, o.status, o.due_on, o.remaining) is distinct from (n.client_id, n.status, n.due_on, n.remaining)
    ) x;
  end if;
  ${lockAndRefresh}
end $$`,
  `create function client_reminders_due_reminders_changed() returns trigger language plpgsql as $$
declare
  ids int[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct client_id order by client_id) into ids from reminders_due_new;
  else
    select array_agg(distinct client_id order by client_id) into ids from reminders_due_old;
  end if;
  ${lockAndRefresh}
end $$`,
  `create function client_reminders_due_settings_changed() returns trigger language plpgsql as $$
begin
  perform client_reminders_due_refresh(array(select id from clients order by id));
  return null;
end $$`,
  `create trigger invoices_reminders_due_insert after insert on invoices
  referencing new table as reminders_due_new for each statement execute function client_reminders_due_invoices_changed()`,
  `create trigger invoices_reminders_due_update after update on invoices
  referencing old table as reminders_due_old new table as reminders_due_new
  for each statement execute function client_reminders_due_invoices_changed()`,
  `create trigger invoices_reminders_due_delete after delete on invoices
  referencing old table as reminders_due_old for each statement execute function client_reminders_due_invoices_changed()`,
  `create trigger invoice_reminders_due_insert after insert on invoice_reminders
  referencing new table as reminders_due_new for each statement execute function client_reminders_due_reminders_changed()`,
  `create trigger invoice_reminders_due_delete after delete on invoice_reminders
  referencing old table as reminders_due_old for each statement execute function client_reminders_due_reminders_changed()`,
  `create trigger finance_settings_reminders_due
  after insert or update of first_reminder_days, second_reminder_days, formal_notice_days on finance_settings
  for each statement execute function client_reminders_due_settings_changed()`,
  // Backfill: every client with open invoices.
  `select client_reminders_due_refresh(array(
    select distinct client_id from invoices where status in ('issued', 'sent') and remaining > 0 order by client_id))`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    'drop trigger if exists finance_settings_reminders_due on finance_settings',
    'drop trigger if exists invoice_reminders_due_delete on invoice_reminders',
    'drop trigger if exists invoice_reminders_due_insert on invoice_reminders',
    'drop trigger if exists invoices_reminders_due_delete on invoices',
    'drop trigger if exists invoices_reminders_due_update on invoices',
    'drop trigger if exists invoices_reminders_due_insert on invoices',
    'drop function if exists client_reminders_due_settings_changed()',
    'drop function if exists client_reminders_due_reminders_changed()',
    'drop function if exists client_reminders_due_invoices_changed()',
    'drop function if exists client_reminders_due_refresh(int[])',
    'drop table if exists client_reminders_due',
  ])
    await sql.raw(statement).execute(db);
}

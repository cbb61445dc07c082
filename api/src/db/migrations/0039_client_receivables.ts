import { sql, type Kysely } from 'kysely';

/**
 * What each client owes by age, kept by the writes (repositories/finance/summary.ts reads it):
 * `client_receivables`, one row per client with open invoices (issued or sent, something
 * remaining), the figures of the recovery summary as of `as_of` (the Paris date they were
 * counted on), with the bucket bounds of domain/ageing.ts (receivables.ts ageingColumns).
 *
 * - A statement trigger with transition tables on invoices (insert, update, delete) recounts
 *   the rows of the clients its rows name, as of today in Paris, in the writing transaction:
 *   upserted, or deleted when nothing is open any more. Payments and credit notes change
 *   invoices (0035's triggers), so they reach it. An update recounts only the clients whose
 *   invoices changed client, status, due date or what remains. Only the rows of the clients
 *   written to are touched (no shared row); the clients' rows are locked (for no key update)
 *   first, so that two writers of one client's invoices count one after the other.
 * - The buckets move with the date alone: the daily job (finance/recoveryFlags.ts) recounts
 *   the rows with an older `as_of` (client_receivables_refresh); until it has, the summary
 *   counts those clients from invoices.
 */
const UP = [
  `create table client_receivables (
    client_id int primary key references clients (id) on delete cascade,
    as_of date not null,
    open_invoices int not null,
    total_due bigint not null,
    not_due bigint not null,
    overdue1to30 bigint not null,
    overdue31to60 bigint not null,
    overdue61to90 bigint not null,
    overdue_over90 bigint not null,
    overdue bigint not null,
    oldest_due_on date not null
  )`,

  // The clients' rows recounted from their open invoices as of today in Paris. The ids are
  // joined (one index lookup each), never tested with \`= any(ids)\` row by row (a parameter
  // array is searched linearly: 200,000 ids x every invoice).
  `create function client_receivables_refresh(ids int[]) returns void language sql as $$
  with today as (select (now() at time zone 'Europe/Paris')::date as d),
  touched as (select distinct t.client_id from unnest(ids) as t(client_id)),
  figures as (
    select i.client_id, t.d as as_of, count(*)::int as open_invoices,
      coalesce(sum(i.remaining), 0)::bigint as total_due,
      coalesce(sum(i.remaining) filter (where t.d - i.due_on <= 0), 0)::bigint as not_due,
      coalesce(sum(i.remaining) filter (where t.d - i.due_on between 1 and 30), 0)::bigint as overdue1to30,
      coalesce(sum(i.remaining) filter (where t.d - i.due_on between 31 and 60), 0)::bigint as overdue31to60,
      coalesce(sum(i.remaining) filter (where t.d - i.due_on between 61 and 90), 0)::bigint as overdue61to90,
      coalesce(sum(i.remaining) filter (where t.d - i.due_on > 90), 0)::bigint as overdue_over90,
      coalesce(sum(i.remaining) filter (where t.d - i.due_on > 0), 0)::bigint as overdue,
      min(i.due_on) as oldest_due_on
    from touched x join invoices i on i.client_id = x.client_id cross join today t
    where i.status in ('issued', 'sent') and i.remaining > 0
    group by i.client_id, t.d
  ),
  gone as (
    delete from client_receivables r
    where r.client_id in (select x.client_id from touched x) and not exists (select 1 from figures f where f.client_id = r.client_id)
  )
  insert into client_receivables as r (client_id, as_of, open_invoices, total_due, not_due, overdue1to30,
    overdue31to60, overdue61to90, overdue_over90, overdue, oldest_due_on)
  select f.client_id, f.as_of, f.open_invoices, f.total_due, f.not_due, f.overdue1to30,
    f.overdue31to60, f.overdue61to90, f.overdue_over90, f.overdue, f.oldest_due_on
  from figures f order by f.client_id
  on conflict (client_id) do update set as_of = excluded.as_of, open_invoices = excluded.open_invoices,
    total_due = excluded.total_due, not_due = excluded.not_due, overdue1to30 = excluded.overdue1to30,
    overdue31to60 = excluded.overdue31to60, overdue61to90 = excluded.overdue61to90,
    overdue_over90 = excluded.overdue_over90, overdue = excluded.overdue, oldest_due_on = excluded.oldest_due_on
$$`,

  `create function client_receivables_invoices_changed() returns trigger language plpgsql as $$
declare
  ids int[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct client_id order by client_id) into ids from client_receivables_new
    where status in ('issued', 'sent') and remaining > 0;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct client_id order by client_id) into ids from client_receivables_old;
  else
    select array_agg(distinct x.client_id order by x.client_id) into ids from (
      select o.client_id from client_receivables_old o join client_receivables_new n on n.id = o.id
      where (o.client_id, o.status, o.due_on, o.remaining) is distinct from (n.client_id, n.status, n.due_on, n.remaining)
      union all
      select n.client_id from client_receivables_old o join client_receivables_new n on n.id = o.id
      where (o.client_id, o.status, o.due_on, o.remaining) is distinct from (n.client_id, n.status, n.due_on, n.remaining)
    ) x;
  end if;
  if ids is not null then
    -- Two writers of one client's invoices take turns (the clients' rows, in id order), and
    -- the second counts after the first's commit (each statement here reads afresh): without
    -- it, the second would count without the first's change and overwrite its row.
    perform 1 from clients c join unnest(ids) as x(id) on x.id = c.id order by c.id for no key update of c;
    perform client_receivables_refresh(ids);
  end if;
  return null;
end $$`,
  `create trigger invoices_client_receivables_insert after insert on invoices
  referencing new table as client_receivables_new for each statement execute function client_receivables_invoices_changed()`,
  `create trigger invoices_client_receivables_update after update on invoices
  referencing old table as client_receivables_old new table as client_receivables_new
  for each statement execute function client_receivables_invoices_changed()`,
  `create trigger invoices_client_receivables_delete after delete on invoices
  referencing old table as client_receivables_old for each statement execute function client_receivables_invoices_changed()`,

  // Backfill: every client with open invoices.
  `select client_receivables_refresh(array(
    select distinct client_id from invoices where status in ('issued', 'sent') and remaining > 0 order by client_id))`,

  // The summary's sorts (a figure descending, then the name) and the daily job's stale rows.
  `create index client_receivables_overdue_idx on client_receivables (overdue desc)`,
  `create index client_receivables_total_due_idx on client_receivables (total_due desc)`,
  `create index client_receivables_as_of_idx on client_receivables (as_of)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    'drop trigger if exists invoices_client_receivables_delete on invoices',
    'drop trigger if exists invoices_client_receivables_update on invoices',
    'drop trigger if exists invoices_client_receivables_insert on invoices',
    'drop function if exists client_receivables_invoices_changed()',
    'drop function if exists client_receivables_refresh(int[])',
    'drop table if exists client_receivables',
  ])
    await sql.raw(statement).execute(db);
}

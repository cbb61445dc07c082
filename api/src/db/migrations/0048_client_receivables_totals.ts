import { sql, type Kysely } from 'kysely';

/**
 * The recovery summary's totals and sorts kept by the writes (repositories/finance/summary.ts
 * reads them), so that a page of the summary adds up a few rows instead of every client that
 * owes something (175,000 with ten times the large seed's data), and walks an index to its page.
 *
 * - `client_receivables` carries its client's name, agency and sales agent (the summary's sort
 *   and filters), set from the client when a row is made and kept by a trigger on the client's
 *   update; indexes on each figure then the name and id (a figure's order, ties by name), and
 *   on the name.
 * - `client_receivables_totals` holds the figures added up by agency, sales agent and "owes
 *   something overdue" (the filters a page of totals can take without reading the clients).
 *   It has no key: a statement trigger on client_receivables appends what each statement
 *   changed (new rows less old rows, by group), so two writers of different clients only
 *   append rows and never wait for each other; a reader adds the rows of its groups up.
 * - `client_receivables_totals_compact()` folds the appended rows into one per group, in one
 *   statement (a delete returning what it folds and the insert of their sums): the hourly tick
 *   of the recovery job runs it (finance/recoveryFlags.ts). A reader sees the table before or
 *   after a fold, never half of it, and rows appended meanwhile are left for the next fold.
 */
const FIGURES =
  'open_invoices, total_due, not_due, overdue1to30, overdue31to60, overdue61to90, overdue_over90, overdue';
/** The figures a page sorts by (the contract's sort keys). */
const FIGURE_COLUMNS = [
  'not_due',
  'overdue1to30',
  'overdue31to60',
  'overdue61to90',
  'overdue_over90',
  'overdue',
  'total_due',
];
/** Each figure through `shape` (e.g. `c => \`sum(r.${c})\``), joined by `by`. */
const eachFigure = (shape: (column: string) => string, by = ', ') => FIGURES.split(', ').map(shape).join(by);
const sums = (alias: string) => eachFigure((c) => `sum(${alias}.${c})`);
/** The filter that keeps only groups whose figures did not all add up to zero. */
const notAllZero = (alias: string) =>
  `sum(${alias}.clients) <> 0 or ${eachFigure((c) => `sum(${alias}.${c}) <> 0`, ' or ')}`;

/** The whole table counted again from client_receivables (the backfill, and the bench's enlarged data). */
export const CLIENT_RECEIVABLES_TOTALS_REBUILD = [
  `delete from client_receivables_totals`,
  `insert into client_receivables_totals (agency_id, sales_agent_id, has_overdue, clients, ${FIGURES})
   select r.agency_id, r.sales_agent_id, r.overdue > 0, count(*), ${sums('r')}
   from client_receivables r group by 1, 2, 3`,
];

const UP = [
  `alter table client_receivables add column name text, add column agency_id integer, add column sales_agent_id integer`,
  `update client_receivables r set name = c.name, agency_id = c.agency_id, sales_agent_id = c.sales_agent_id
   from clients c where c.id = r.client_id`,
  `alter table client_receivables alter column name set not null`,
  `create function client_receivables_group_of_client() returns trigger language plpgsql as $$
   begin
     select c.name, c.agency_id, c.sales_agent_id into new.name, new.agency_id, new.sales_agent_id
     from clients c where c.id = new.client_id;
     return new;
   end $$`,
  `create trigger client_receivables_group_on_insert before insert on client_receivables
   for each row execute function client_receivables_group_of_client()`,
  `create function client_receivables_client_moved() returns trigger language plpgsql as $$
   begin
     update client_receivables set name = new.name, agency_id = new.agency_id, sales_agent_id = new.sales_agent_id
     where client_id = new.id;
     return null;
   end $$`,
  `create trigger clients_receivables_group after update of name, agency_id, sales_agent_id on clients
   for each row when ((old.name, old.agency_id, old.sales_agent_id) is distinct from (new.name, new.agency_id, new.sales_agent_id))
   execute function client_receivables_client_moved()`,
  // The page's orders: a figure (either direction; ties by name then id), the name. The 0039
  // indexes on two figures alone give way to these.
  `drop index client_receivables_overdue_idx`,
  `drop index client_receivables_total_due_idx`,
  ...FIGURE_COLUMNS.map(
    (c) => `create index client_receivables_${c}_order_idx on client_receivables (${c}, name, client_id)`,
  ),
  `create index client_receivables_name_idx on client_receivables (name, client_id)`,

  `create table client_receivables_totals (
    agency_id integer,
    sales_agent_id integer,
    has_overdue boolean not null,
    clients bigint not null,
    open_invoices bigint not null,
    total_due bigint not null,
    not_due bigint not null,
    overdue1to30 bigint not null,
    overdue31to60 bigint not null,
    overdue61to90 bigint not null,
    overdue_over90 bigint not null,
    overdue bigint not null
  )`,
  // One function for the three statements: the rows a statement made count in, those it
  // removed count out (an update is both), grouped.
  `create function client_receivables_totals_changed() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       insert into client_receivables_totals (agency_id, sales_agent_id, has_overdue, clients, ${FIGURES})
       select n.agency_id, n.sales_agent_id, n.overdue > 0, count(*), ${sums('n')}
       from receivables_new n group by 1, 2, 3;
     elsif tg_op = 'DELETE' then
       insert into client_receivables_totals (agency_id, sales_agent_id, has_overdue, clients, ${FIGURES})
       select o.agency_id, o.sales_agent_id, o.overdue > 0, -count(*), ${eachFigure((c) => `-sum(o.${c})`)}
       from receivables_old o group by 1, 2, 3;
     else
       insert into client_receivables_totals (agency_id, sales_agent_id, has_overdue, clients, ${FIGURES})
       select x.agency_id, x.sales_agent_id, x.has_overdue, sum(x.clients), ${sums('x')}
       from (
         select n.agency_id, n.sales_agent_id, n.overdue > 0 as has_overdue, 1 as clients, ${eachFigure((c) => `n.${c}`)}
         from receivables_new n
         union all
         select o.agency_id, o.sales_agent_id, o.overdue > 0, -1, ${eachFigure((c) => `-o.${c}`)}
         from receivables_old o) x
       group by 1, 2, 3
       having ${notAllZero('x')};
     end if;
     return null;
   end $$`,
  `create trigger client_receivables_totals_insert after insert on client_receivables
   referencing new table as receivables_new for each statement execute function client_receivables_totals_changed()`,
  `create trigger client_receivables_totals_update after update on client_receivables
   referencing old table as receivables_old new table as receivables_new
   for each statement execute function client_receivables_totals_changed()`,
  `create trigger client_receivables_totals_delete after delete on client_receivables
   referencing old table as receivables_old for each statement execute function client_receivables_totals_changed()`,
  `create function client_receivables_totals_compact() returns void language sql as $$
   with folded as (delete from client_receivables_totals returning *)
   insert into client_receivables_totals (agency_id, sales_agent_id, has_overdue, clients, ${FIGURES})
   select f.agency_id, f.sales_agent_id, f.has_overdue, sum(f.clients), ${sums('f')}
   from folded f group by 1, 2, 3
   having ${notAllZero('f')}
   $$`,
  ...CLIENT_RECEIVABLES_TOTALS_REBUILD,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    'drop trigger if exists client_receivables_totals_delete on client_receivables',
    'drop trigger if exists client_receivables_totals_update on client_receivables',
    'drop trigger if exists client_receivables_totals_insert on client_receivables',
    'drop function if exists client_receivables_totals_compact()',
    'drop function if exists client_receivables_totals_changed()',
    'drop table if exists client_receivables_totals',
    'drop trigger if exists clients_receivables_group on clients',
    ...FIGURE_COLUMNS.map((c) => `drop index if exists client_receivables_${c}_order_idx`),
    'drop index if exists client_receivables_name_idx',
    'create index if not exists client_receivables_overdue_idx on client_receivables (overdue desc)',
    'create index if not exists client_receivables_total_due_idx on client_receivables (total_due desc)',
    'drop function if exists client_receivables_client_moved()',
    'drop trigger if exists client_receivables_group_on_insert on client_receivables',
    'drop function if exists client_receivables_group_of_client()',
    'alter table client_receivables drop column if exists sales_agent_id, drop column if exists agency_id, drop column if exists name',
  ])
    await sql.raw(statement).execute(db);
}

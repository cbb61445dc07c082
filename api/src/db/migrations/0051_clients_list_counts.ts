import { sql, type Kysely } from 'kysely';

/**
 * The clients counted by the writes, by the clients list's filter columns, so that the list's
 * total without a search (repositories/clients/list.ts) and the clients counts of the Settings
 * lists (repositories/settingsLists.ts: sales agents, client groups 1 and 2) add up a few kept
 * rows instead of counting every client (165,000 of them, 13-15 ms, with ten times the large
 * seed's data).
 *
 * - `clients_list_counts` holds how many clients each combination of status, agency, client
 *   groups 1 and 2, sales agent and payment method has. It has no key: a statement trigger on
 *   clients appends what each statement changed (new rows less old rows, by group), in the
 *   writing transaction, so two writers of different clients only append rows and never wait
 *   for each other; a reader adds the rows of its groups up. An update fires it whatever the
 *   columns (PostgreSQL refuses transition tables on a trigger with a column list); an update
 *   that moves no client between groups appends nothing.
 * - `clients_list_counts_compact()` folds the appended rows into one per group, in one
 *   statement (a delete returning what it folds and the insert of their sums), as 0048's
 *   `client_receivables_totals_compact()` does and with it (finance/recoveryFlags.ts, under the
 *   same advisory lock). Rows appended meanwhile are left for the next fold.
 */
const GROUP = 'activity_status, agency_id, client_group_id, client_group2_id, sales_agent_id, payment_method_id';

/** The whole table counted again from the clients (the backfill, and data copied with the triggers off). */
export const CLIENTS_LIST_COUNTS_REBUILD = [
  `delete from clients_list_counts`,
  `insert into clients_list_counts (${GROUP}, clients) select ${GROUP}, count(*) from clients group by ${GROUP}`,
];

const UP = [
  `create table clients_list_counts (
    activity_status text not null,
    agency_id integer,
    client_group_id integer,
    client_group2_id integer,
    sales_agent_id integer,
    payment_method_id integer,
    clients bigint not null
  )`,
  `create function clients_list_counts_changed() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       insert into clients_list_counts (${GROUP}, clients)
       select ${GROUP}, count(*) from clients_new group by ${GROUP};
     elsif tg_op = 'DELETE' then
       insert into clients_list_counts (${GROUP}, clients)
       select ${GROUP}, -count(*) from clients_old group by ${GROUP};
     else
       insert into clients_list_counts (${GROUP}, clients)
       select ${GROUP}, sum(x.clients)
       from (select ${GROUP}, 1 as clients from clients_new
             union all
             select ${GROUP}, -1 from clients_old) x
       group by ${GROUP}
       having sum(x.clients) <> 0;
     end if;
     return null;
   end $$`,
  `create trigger clients_list_counts_insert after insert on clients
   referencing new table as clients_new for each statement execute function clients_list_counts_changed()`,
  `create trigger clients_list_counts_update after update on clients
   referencing old table as clients_old new table as clients_new
   for each statement execute function clients_list_counts_changed()`,
  `create trigger clients_list_counts_delete after delete on clients
   referencing old table as clients_old for each statement execute function clients_list_counts_changed()`,
  `create function clients_list_counts_compact() returns void language sql as $$
   with folded as (delete from clients_list_counts returning *)
   insert into clients_list_counts (${GROUP}, clients)
   select ${GROUP}, sum(f.clients) from folded f group by ${GROUP}
   having sum(f.clients) <> 0
   $$`,
  ...CLIENTS_LIST_COUNTS_REBUILD,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    'drop trigger if exists clients_list_counts_delete on clients',
    'drop trigger if exists clients_list_counts_update on clients',
    'drop trigger if exists clients_list_counts_insert on clients',
    'drop function if exists clients_list_counts_compact()',
    'drop function if exists clients_list_counts_changed()',
    'drop table if exists clients_list_counts',
  ])
    await sql.raw(statement).execute(db);
}

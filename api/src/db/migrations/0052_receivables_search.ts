import { sql, type Kysely } from 'kysely';

/**
 * The recovery summary's search read on client_receivables itself (repositories/finance/summary.ts):
 * each row carries its client's `search_text` (business code, name and city, lower-cased, the
 * clients' generated column of 0002), with a trigram index, so that a search reads its matches
 * through that index and totals, sorts and pages them, instead of walking every row (or an order
 * index) and looking each client's text up (55-165 ms with ten times the large seed's data).
 *
 * - Set from the client when a row is made (the insert trigger of 0048, replaced here to read the
 *   text too) and kept by the trigger on the client's update, which now also fires on a change of
 *   the business code or the city (the text's other parts) and copies the text.
 * - Backfilled from the clients, after which the column is not null.
 */
const UP = [
  `alter table client_receivables add column search_text text`,
  `update client_receivables r set search_text = c.search_text from clients c where c.id = r.client_id`,
  `alter table client_receivables alter column search_text set not null`,
  `create index client_receivables_search_text_trgm on client_receivables using gin (search_text gin_trgm_ops)`,
  `create or replace function client_receivables_group_of_client() returns trigger language plpgsql as $$
   begin
     select c.name, c.agency_id, c.sales_agent_id, c.search_text
     into new.name, new.agency_id, new.sales_agent_id, new.search_text
     from clients c where c.id = new.client_id;
     return new;
   end $$`,
  `create or replace function client_receivables_client_moved() returns trigger language plpgsql as $$
   begin
     update client_receivables set name = new.name, agency_id = new.agency_id, sales_agent_id = new.sales_agent_id,
       search_text = new.search_text
     where client_id = new.id;
     return null;
   end $$`,
  // An after trigger sees the new row's generated search_text; it is compared as a whole (the
  // columns it is made of are the ones the trigger fires on).
  `drop trigger clients_receivables_group on clients`,
  `create trigger clients_receivables_group after update of name, agency_id, sales_agent_id, business_code, city on clients
   for each row when ((old.name, old.agency_id, old.sales_agent_id, old.search_text)
     is distinct from (new.name, new.agency_id, new.sales_agent_id, new.search_text))
   execute function client_receivables_client_moved()`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    `drop trigger if exists clients_receivables_group on clients`,
    `create trigger clients_receivables_group after update of name, agency_id, sales_agent_id on clients
     for each row when ((old.name, old.agency_id, old.sales_agent_id) is distinct from (new.name, new.agency_id, new.sales_agent_id))
     execute function client_receivables_client_moved()`,
    `create or replace function client_receivables_client_moved() returns trigger language plpgsql as $$
     begin
       update client_receivables set name = new.name, agency_id = new.agency_id, sales_agent_id = new.sales_agent_id
       where client_id = new.id;
       return null;
     end $$`,
    `create or replace function client_receivables_group_of_client() returns trigger language plpgsql as $$
     begin
       select c.name, c.agency_id, c.sales_agent_id into new.name, new.agency_id, new.sales_agent_id
       from clients c where c.id = new.client_id;
       return new;
     end $$`,
    `drop index if exists client_receivables_search_text_trgm`,
    `alter table client_receivables drop column if exists search_text`,
  ])
    await sql.raw(statement).execute(db);
}

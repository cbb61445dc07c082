import { sql, type Kysely } from 'kysely';

/**
 * Each regular mission carries its client's name (`client_name`), so that the list, sorted by
 * client name then name (repositories/regularMissions.ts), walks an index to its page instead
 * of joining and sorting every client (200,000 with ten times the large seed's data).
 *
 * - Set from the client when a mission is made or moved to another client (a row trigger
 *   before the write), and kept by a trigger on the client's rename, in the writing
 *   transaction: the rename locks that client's missions, which nothing else writes with it.
 * - Indexes in the list's order, with and without the active flag, and a trigram index for the
 *   search, which reads the client's name as well as the mission's.
 */
const UP = [
  `alter table regular_missions add column client_name text`,
  `update regular_missions rm set client_name = c.name from clients c where c.id = rm.client_id`,
  `alter table regular_missions alter column client_name set not null`,
  `create function regular_missions_client_name_of_client() returns trigger language plpgsql as $$
   begin
     select c.name into new.client_name from clients c where c.id = new.client_id;
     return new;
   end $$`,
  `create trigger regular_missions_client_name before insert or update of client_id on regular_missions
   for each row execute function regular_missions_client_name_of_client()`,
  `create function regular_missions_client_renamed() returns trigger language plpgsql as $$
   begin
     update regular_missions set client_name = new.name where client_id = new.id;
     return null;
   end $$`,
  `create trigger clients_regular_missions_name after update of name on clients
   for each row when (old.name is distinct from new.name)
   execute function regular_missions_client_renamed()`,
  `create index regular_missions_list_idx on regular_missions (client_name, name, id)`,
  `create index regular_missions_active_list_idx on regular_missions (is_active, client_name, name, id)`,
  `create index regular_missions_lower_client_name_trgm on regular_missions using gin (lower(client_name) gin_trgm_ops)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    'drop trigger if exists clients_regular_missions_name on clients',
    'drop function if exists regular_missions_client_renamed()',
    'drop trigger if exists regular_missions_client_name on regular_missions',
    'drop function if exists regular_missions_client_name_of_client()',
    'drop index if exists regular_missions_lower_client_name_trgm',
    'drop index if exists regular_missions_active_list_idx',
    'drop index if exists regular_missions_list_idx',
    'alter table regular_missions drop column if exists client_name',
  ])
    await sql.raw(statement).execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * Support tickets get a state (docs/product.md#tickets): open until someone with the CHAT role
 * marks one done (`closed_at`, `closed_by`), an edit at the version read like every other (409
 * when stale), and the room it was sent from. The open ones (the chat area's list by default and
 * the Today widget) are read newest or oldest first through a partial index: few stay open.
 * Tickets mailed before are open; their room is taken back from their client event where one
 * named it.
 */
const STATEMENTS = [
  `alter table tickets add column room_id integer references rooms (id) on delete set null`,
  `alter table tickets add column closed_at timestamptz`,
  `alter table tickets add column closed_by integer references staff_users (id) on delete set null`,
  `alter table tickets add column version integer not null default 1`,
  `alter table tickets add constraint tickets_closed_check check (closed_by is null or closed_at is not null)`,
  `create index tickets_open_idx on tickets (sent_at desc, id desc) where closed_at is null`,
  // A case, not a filter, guards each cast: the planner may test the conditions in any order.
  `update tickets t set room_id = r.id
   from client_events e
   join rooms r on r.id = case when jsonb_typeof(e.data -> 'roomId') = 'number' then (e.data ->> 'roomId')::int end
   where e.kind = 'ticket_sent'
     and t.id = case when jsonb_typeof(e.data -> 'ticketId') = 'number' then (e.data ->> 'ticketId')::int end`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists tickets_open_idx`.execute(db);
  await sql`alter table tickets drop constraint if exists tickets_closed_check, drop column version,
    drop column closed_by, drop column closed_at, drop column room_id`.execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * 0006_planning: what the Planning area needs beyond 0002_domain.
 *
 * - `price_list_rates`: the amounts of a price list (cents per shift, per waypoint, per km),
 *   one row per list; a client's price of a shift is read from the lowest-id active list
 *   linked to it (client_price_lists). Read only by the planning area.
 * - `regular_missions.worker_id`: the courier who usually runs a regular mission, the worker
 *   its shifts go to when a week is applied (none: the mission is skipped).
 * - An index for "was this regular mission already applied on that date".
 *
 * `backfillPlanning` gives rates to the lists and a courier to the missions that have none:
 * run here for a database seeded before this migration (the benchmark's cached data set),
 * and by the seed for a fresh one.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function backfillPlanning(db: Kysely<any>): Promise<void> {
  await sql`insert into price_list_rates (price_list_id, per_shift, per_waypoint, per_km)
    select id, 2500 + (id % 4) * 500, 40 + (id % 3) * 10, 30 + (id % 5) * 5 from price_lists
    on conflict (price_list_id) do nothing`.execute(db);
  await sql`with active as (
      select id, row_number() over (order by id) - 1 as k, count(*) over () as n
      from workers where activity_status = 'active')
    update regular_missions rm set worker_id = a.id
    from active a
    where rm.worker_id is null and a.k = (rm.id * 7) % a.n`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table price_list_rates (
    price_list_id integer primary key references price_lists (id) on delete cascade,
    per_shift integer not null default 0 check (per_shift >= 0),
    per_waypoint integer not null default 0 check (per_waypoint >= 0),
    per_km integer not null default 0 check (per_km >= 0),
    version integer not null default 1,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`alter table regular_missions add column worker_id integer references workers (id)`.execute(db);
  await sql`create index regular_missions_worker_idx on regular_missions (worker_id)`.execute(db);
  await sql`create index missions_regular_shift_idx on missions (regular_mission_id, shift_id)`.execute(db);
  await backfillPlanning(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists missions_regular_shift_idx`.execute(db);
  await sql`alter table regular_missions drop column if exists worker_id`.execute(db);
  await sql`drop table if exists price_list_rates`.execute(db);
}

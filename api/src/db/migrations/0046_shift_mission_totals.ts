import { sql, type Kysely } from 'kysely';

/**
 * Each shift's mission totals kept on the shift (`mission_count`, `mission_waypoints`,
 * `mission_km`), so that the board and the day summary read them with the shift instead of
 * adding up its missions on every call (about 1,800 shifts a day on the large seed, each a
 * lookup of its missions).
 *
 * A statement trigger with transition tables on missions recounts the shifts its rows name (a
 * mission moved to another shift recounts both) in the writing transaction: a count from the
 * missions themselves, so it is exact whatever the statement did. The recount locks the shift's
 * row, which a write of that shift's missions locks anyway; writes of other shifts never meet.
 * A shift deleted with its missions (on delete cascade) has nothing left to update.
 */
const RECOUNT = `update shifts s set mission_count = t.n, mission_waypoints = t.waypoints, mission_km = t.km
  from (select k.id, count(m.id)::int as n, coalesce(sum(m.waypoints), 0)::int as waypoints,
          coalesce(sum(m.km), 0)::int as km
        from (select distinct id from unnest(ids) as u (id)) k
        left join missions m on m.shift_id = k.id
        group by k.id) t
  where s.id = t.id and (s.mission_count, s.mission_waypoints, s.mission_km) is distinct from (t.n, t.waypoints, t.km)`;

const UP = [
  `alter table shifts add column mission_count integer not null default 0,
    add column mission_waypoints integer not null default 0,
    add column mission_km integer not null default 0`,
  `create function shift_mission_totals_refresh(ids integer[]) returns void language sql as $$ ${RECOUNT} $$`,
  `create function shift_mission_totals_changed() returns trigger language plpgsql as $$
declare
  ids integer[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct shift_id order by shift_id) into ids from missions_new;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct shift_id order by shift_id) into ids from missions_old;
  else
    select array_agg(distinct x.shift_id order by x.shift_id) into ids from (
      select o.shift_id from missions_old o join missions_new n on n.id = o.id
        where (o.shift_id, o.waypoints, o.km) is distinct from (n.shift_id, n.waypoints, n.km)
      union all
      select n.shift_id from missions_old o join missions_new n on n.id = o.id
        where (o.shift_id, o.waypoints, o.km) is distinct from (n.shift_id, n.waypoints, n.km)) x;
  end if;
  if ids is not null then perform shift_mission_totals_refresh(ids); end if;
  return null;
end $$`,
  `create trigger missions_shift_totals_insert after insert on missions
    referencing new table as missions_new for each statement execute function shift_mission_totals_changed()`,
  `create trigger missions_shift_totals_update after update on missions
    referencing old table as missions_old new table as missions_new
    for each statement execute function shift_mission_totals_changed()`,
  `create trigger missions_shift_totals_delete after delete on missions
    referencing old table as missions_old for each statement execute function shift_mission_totals_changed()`,
];

/** Every shift's totals counted from its missions, set-based (the backfill, and the bench's enlarged data). */
export const SHIFT_MISSION_TOTALS_BACKFILL = `update shifts s set mission_count = t.n, mission_waypoints = t.waypoints, mission_km = t.km
  from (select shift_id, count(*)::int as n, coalesce(sum(waypoints), 0)::int as waypoints,
          coalesce(sum(km), 0)::int as km
        from missions group by shift_id) t
  where s.id = t.shift_id`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
  await sql.raw(SHIFT_MISSION_TOTALS_BACKFILL).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of [
    'drop trigger if exists missions_shift_totals_delete on missions',
    'drop trigger if exists missions_shift_totals_update on missions',
    'drop trigger if exists missions_shift_totals_insert on missions',
    'drop function if exists shift_mission_totals_changed()',
    'drop function if exists shift_mission_totals_refresh(integer[])',
    'alter table shifts drop column if exists mission_km, drop column if exists mission_waypoints, drop column if exists mission_count',
  ])
    await sql.raw(statement).execute(db);
}

import { sql, type Kysely } from 'kysely';

/**
 * What the planning board counts per worker and date, kept by the writes
 * (repositories/planning/board.ts reads it): `worker_days`, one row per worker and date with a
 * shift or a worker time, holding what the anomaly rules of domain/anomalies.ts need, so that
 * the board's totals (shifts and anomalies of every page) add up one narrow row per worker-day
 * instead of recomputing every shift and time of the period on each call.
 *
 * - Shifts: how many, overlapping pairs, first start, last start, last end.
 * - Worker times that are not absences (the GTA type says): how many, first start, last end,
 *   how many still open.
 * - Statement triggers with transition tables on shifts and worker_times recount the
 *   worker-days their rows name, in the writing transaction. The rows are created first
 *   (`on conflict do nothing`) and locked in key order, so two writers of one worker-day count
 *   one after the other (each statement reads afresh) and two writers of different workers
 *   never touch the same row. A GTA type changing `is_absence` recounts the days of its times.
 * - The `now`-dependent rule (a started shift without time worked) and the gap setting are
 *   applied by the query, from these columns.
 */
const UP = [
  `create table worker_days (
    worker_id int not null references workers (id) on delete cascade,
    date date not null,
    shifts int not null default 0,
    overlapping int not null default 0,
    first_shift_start timestamptz null,
    last_shift_start timestamptz null,
    last_shift_end timestamptz null,
    times int not null default 0,
    open_times int not null default 0,
    first_time_start timestamptz null,
    last_time_end timestamptz null,
    primary key (worker_id, date)
  )`,

  `create function worker_days_refresh(keys jsonb) returns void language plpgsql as $$
begin
  -- keys: [{"w": worker id, "d": "YYYY-MM-DD"}, ...]
  insert into worker_days (worker_id, date)
  select distinct (k->>'w')::int, (k->>'d')::date from jsonb_array_elements(keys) k
  order by 1, 2
  on conflict do nothing;
  perform 1 from worker_days d
    join (select distinct (k->>'w')::int as w, (k->>'d')::date as dt from jsonb_array_elements(keys) k) x
      on x.w = d.worker_id and x.dt = d.date
    order by d.worker_id, d.date for update of d;
  update worker_days d set
    shifts = s.n, overlapping = s.overlapping, first_shift_start = s.first_start,
    last_shift_start = s.last_start, last_shift_end = s.last_end,
    times = t.n, open_times = t.open, first_time_start = t.first_start, last_time_end = t.last_end
  from (select distinct (k->>'w')::int as w, (k->>'d')::date as dt from jsonb_array_elements(keys) k) x
  cross join lateral (
    select count(*)::int as n, min(s.starts_at) as first_start, max(s.starts_at) as last_start,
      max(s.ends_at) as last_end,
      (select count(*)::int from shifts a join shifts b on b.worker_id = a.worker_id and b.date = a.date
        and b.id > a.id and least(a.ends_at, b.ends_at) > greatest(a.starts_at, b.starts_at)
        where a.worker_id = x.w and a.date = x.dt) as overlapping
    from shifts s where s.worker_id = x.w and s.date = x.dt) s
  cross join lateral (
    select count(*)::int as n, count(*) filter (where wt.ended_at is null)::int as open,
      min(wt.started_at) as first_start, max(wt.ended_at) as last_end
    from worker_times wt left join gta_types g on g.id = wt.gta_type_id
    where wt.worker_id = x.w and wt.date = x.dt and g.is_absence is not true) t
  where d.worker_id = x.w and d.date = x.dt;
end $$`,

  // One function for both tables: the trigger's arguments name the columns (besides worker and
  // date) whose change moves a worker-day's counts; an update recounts the days before and after.
  `create function worker_days_rows_changed() returns trigger language plpgsql as $$
declare
  keys jsonb;
  watched text[] := array['worker_id', 'date'] || tg_argv;
begin
  if tg_op = 'INSERT' then
    select jsonb_agg(jsonb_build_object('w', worker_id, 'd', date)) into keys from worker_days_new;
  elsif tg_op = 'DELETE' then
    select jsonb_agg(jsonb_build_object('w', worker_id, 'd', date)) into keys from worker_days_old;
  else
    select jsonb_agg(jsonb_build_object('w', x.worker_id, 'd', x.date)) into keys from (
      select distinct v.worker_id, v.date from worker_days_old o join worker_days_new n on n.id = o.id
      cross join lateral (values (o.worker_id, o.date), (n.worker_id, n.date)) v (worker_id, date)
      where (select jsonb_agg(to_jsonb(o) -> c order by c) from unnest(watched) c)
        is distinct from (select jsonb_agg(to_jsonb(n) -> c order by c) from unnest(watched) c)
    ) x;
  end if;
  if keys is not null then perform worker_days_refresh(keys); end if;
  return null;
end $$`,

  `create function worker_days_gta_changed() returns trigger language plpgsql as $$
declare
  keys jsonb;
begin
  select jsonb_agg(jsonb_build_object('w', x.worker_id, 'd', x.date)) into keys from (
    select distinct wt.worker_id, wt.date from worker_times wt
    join worker_days_old o on o.id = wt.gta_type_id join worker_days_new n on n.id = o.id
    where o.is_absence is distinct from n.is_absence) x;
  if keys is not null then perform worker_days_refresh(keys); end if;
  return null;
end $$`,
];

/**
 * Every worker-day counted from shifts and worker times, set-based (one pass over each table):
 * the backfill here, and the benchmark's enlarged data (made with the triggers off).
 */
export const WORKER_DAYS_BACKFILL = `insert into worker_days (worker_id, date, shifts, overlapping, first_shift_start, last_shift_start,
        last_shift_end, times, open_times, first_time_start, last_time_end)
      select k.worker_id, k.date, coalesce(s.n, 0), coalesce(o.n, 0), s.first_start, s.last_start, s.last_end,
        coalesce(t.n, 0), coalesce(t.open, 0), t.first_start, t.last_end
      from (select worker_id, date from shifts union select worker_id, date from worker_times) k
      left join (select worker_id, date, count(*)::int as n, min(starts_at) as first_start,
          max(starts_at) as last_start, max(ends_at) as last_end
        from shifts group by worker_id, date) s on s.worker_id = k.worker_id and s.date = k.date
      left join (select a.worker_id, a.date, count(*)::int as n from shifts a join shifts b
          on b.worker_id = a.worker_id and b.date = a.date and b.id > a.id
          and least(a.ends_at, b.ends_at) > greatest(a.starts_at, b.starts_at)
        group by a.worker_id, a.date) o on o.worker_id = k.worker_id and o.date = k.date
      left join (select wt.worker_id, wt.date, count(*)::int as n,
          count(*) filter (where wt.ended_at is null)::int as open,
          min(wt.started_at) as first_start, max(wt.ended_at) as last_end
        from worker_times wt left join gta_types g on g.id = wt.gta_type_id
        where g.is_absence is not true group by wt.worker_id, wt.date) t
        on t.worker_id = k.worker_id and t.date = k.date`;

const TRIGGERS: [table: string, watched: string][] = [
  ['shifts', `'starts_at', 'ends_at'`],
  ['worker_times', `'started_at', 'ended_at', 'gta_type_id'`],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of UP) await sql.raw(statement).execute(db);
  for (const [table, watched] of TRIGGERS) {
    await sql
      .raw(
        `create trigger ${table}_worker_days_insert after insert on ${table}
        referencing new table as worker_days_new for each statement execute function worker_days_rows_changed(${watched})`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_worker_days_update after update on ${table}
        referencing old table as worker_days_old new table as worker_days_new
        for each statement execute function worker_days_rows_changed(${watched})`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_worker_days_delete after delete on ${table}
        referencing old table as worker_days_old for each statement execute function worker_days_rows_changed(${watched})`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create trigger gta_types_worker_days_update after update on gta_types
      referencing old table as worker_days_old new table as worker_days_new
      for each statement execute function worker_days_gta_changed()`,
    )
    .execute(db);
  // Backfill, set-based (one pass over each table, not one refresh per day).
  await sql.raw(WORKER_DAYS_BACKFILL).execute(db);
  // The board's totals read a period of every worker: by date first, the columns they add up
  // carried in the index (an index-only scan, not one heap page per worker).
  await sql
    .raw(
      `create index worker_days_date_idx on worker_days (date, worker_id) include (shifts, overlapping,
      first_shift_start, last_shift_start, last_shift_end, times, open_times, first_time_start, last_time_end)`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const [table] of TRIGGERS)
    for (const op of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger if exists ${table}_worker_days_${op} on ${table}`).execute(db);
  await sql.raw(`drop trigger if exists gta_types_worker_days_update on gta_types`).execute(db);
  for (const fn of ['worker_days_gta_changed()', 'worker_days_rows_changed()', 'worker_days_refresh(jsonb)'])
    await sql.raw(`drop function if exists ${fn}`).execute(db);
  await sql.raw(`drop table if exists worker_days`).execute(db);
}

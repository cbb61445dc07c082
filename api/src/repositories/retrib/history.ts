/**
 * Pay history (docs/product.md#pay-history): the team of a worker and the configuration of a team
 * in force on a date, read from `worker_team_periods` and `team_config_versions` (migration 0064:
 * the row with the latest `valid_from` on or before the date, by primary key), with the team's
 * calendar entry of that date over them (domain/pay.ts); a GTA type's pay attributes on a date
 * likewise (`gta_type_versions`, migration 0068). The one read of pay rates: statements,
 * the payroll CSV, planning's reconciliation, the pay preview, applying a week; the KPIs apply the
 * same lateral reads in their SQL (teamOnDay, configOnDay).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor';
import { ratesInForce, type RatesInForce } from '../../domain/pay';

/** SQL: the team of a worker in force on a date (null before its first period). */
export const teamOnDay = (workerId: RawBuilder<unknown>, date: RawBuilder<unknown>) =>
  sql<number | null>`(select p.team_id from worker_team_periods p
    where p.worker_id = ${workerId} and p.valid_from <= ${date} order by p.valid_from desc limit 1)`;

/**
 * SQL, for a `left join lateral ... on true`: a GTA type's pay attributes in force on a date
 * (`is_absence`, `is_paid`: migration 0068, by primary key); no row for a type written past its
 * trigger (then its current values hold).
 */
export const gtaTypeOnDay = (gtaTypeId: RawBuilder<unknown>, date: RawBuilder<unknown>) =>
  sql<{ is_absence: boolean; is_paid: boolean }>`(select v.is_absence, v.is_paid from gta_type_versions v
    where v.gta_type_id = ${gtaTypeId} and v.valid_from <= ${date} order by v.valid_from desc limit 1)`;

/** SQL, for a `left join lateral ... on true`: a team's configuration amounts in force on a date. */
export const configOnDay = (teamId: RawBuilder<unknown>, date: RawBuilder<unknown>) =>
  sql`(select v.waypoint_amount, v.km_amount, v.daily_amount, v.extra from team_config_versions v
    where v.team_id = ${teamId} and v.valid_from <= ${date} order by v.valid_from desc limit 1)`;

interface RateRow {
  waypoint_amount: number | null;
  km_amount: number | null;
  daily_amount: number | null;
  extra: number | null;
  entry_id: number | null;
  price_waypoint: number | null;
  price_km: number | null;
  price_day: number | null;
  entry_extra: number | null;
}

const inForceOf = (r: RateRow | undefined): RatesInForce =>
  ratesInForce(
    r && r.daily_amount !== null
      ? {
          waypointAmount: r.waypoint_amount!,
          kmAmount: r.km_amount!,
          dailyAmount: r.daily_amount,
          extra: r.extra!,
        }
      : null,
    r && r.entry_id !== null
      ? {
          id: r.entry_id,
          priceWaypoint: r.price_waypoint!,
          priceKm: r.price_km!,
          priceDay: r.price_day!,
          extra: r.entry_extra!,
        }
      : null,
  );

const NOTHING = inForceOf(undefined);

/**
 * The pay rates of workers on each of their days of a period (the dates with a shift or a worker
 * time): the team each was in that day, its configuration of that day and its calendar entry of
 * that date. One indexed query (shifts and worker times by worker and date, then the history by
 * primary key); a day without a team or rates pays nothing.
 */
export async function workerRatesInForce(
  db: Executor,
  workerIds: number[],
  dateStart: string,
  dateEnd: string,
) {
  const ids = workerIds.length ? workerIds : [-1];
  const list = sql.join(ids.map((id) => sql`${id}::int`));
  const { rows } = await sql<RateRow & { worker_id: number; date: string; team_id: number | null }>`
    with days as (
      select s.worker_id, s.date from shifts s
      where s.worker_id in (${list}) and s.date between ${dateStart}::date and ${dateEnd}::date
      union
      select t.worker_id, t.date from worker_times t
      where t.worker_id in (${list}) and t.date between ${dateStart}::date and ${dateEnd}::date
    )
    select d.worker_id, to_char(d.date, 'YYYY-MM-DD') as date, p.team_id,
           v.waypoint_amount, v.km_amount, v.daily_amount, v.extra,
           ce.id as entry_id, ce.price_waypoint, ce.price_km, ce.price_day, ce.extra as entry_extra
    from days d
    left join lateral (select ${teamOnDay(sql`d.worker_id`, sql`d.date`)} as team_id) p on true
    left join lateral ${configOnDay(sql`p.team_id`, sql`d.date`)} v on true
    left join retrib_calendar_entries ce on ce.team_id = p.team_id and ce.date = d.date
  `.execute(db);
  const byDay = new Map(
    rows.map((r) => [`${r.worker_id}|${r.date}`, { teamId: r.team_id, inForce: inForceOf(r) }]),
  );
  return (workerId: number, date: string) =>
    byDay.get(`${workerId}|${date}`) ?? { teamId: null, inForce: NOTHING };
}

/**
 * The pay rates of teams on each date of a period (the configuration in force that date, replaced
 * by the calendar entry of the date), for pay planned by team (applying a week of regular missions,
 * the pay preview). Two indexed queries: the versions in force during the period, and the entries.
 */
export async function teamRatesInForce(db: Executor, teamIds: number[], dateStart: string, dateEnd: string) {
  const ids = teamIds.length ? teamIds : [-1];
  const [versions, entries] = await Promise.all([
    db
      .selectFrom('team_config_versions as v')
      .selectAll()
      .where('v.team_id', 'in', ids)
      .where('v.valid_from', '<=', dateEnd)
      .where(
        'v.valid_from',
        '>=',
        sql<string>`coalesce((select max(x.valid_from) from team_config_versions x
          where x.team_id = v.team_id and x.valid_from <= ${dateStart}::date), '-infinity'::date)`,
      )
      .orderBy('v.valid_from', 'desc')
      .execute(),
    db
      .selectFrom('retrib_calendar_entries')
      .selectAll()
      .where('team_id', 'in', ids)
      .where('date', '>=', dateStart)
      .where('date', '<=', dateEnd)
      .execute(),
  ]);
  const entryOf = new Map(entries.map((e) => [`${e.team_id}|${e.date}`, e]));
  return (teamId: number, date: string): RatesInForce => {
    // Latest first: the first version on or before the date is the one in force.
    const v = versions.find(
      (x) => x.team_id === teamId && (x.valid_from === '-infinity' || x.valid_from <= date),
    );
    const e = entryOf.get(`${teamId}|${date}`);
    return inForceOf({
      waypoint_amount: v?.waypoint_amount ?? null,
      km_amount: v?.km_amount ?? null,
      daily_amount: v?.daily_amount ?? null,
      extra: v?.extra ?? null,
      entry_id: e?.id ?? null,
      price_waypoint: e?.price_waypoint ?? null,
      price_km: e?.price_km ?? null,
      price_day: e?.price_day ?? null,
      entry_extra: e?.extra ?? null,
    });
  };
}

/** The amounts alone of teamRatesInForce. */
export async function teamRates(db: Executor, teamIds: number[], dateStart: string, dateEnd: string) {
  const inForce = await teamRatesInForce(db, teamIds, dateStart, dateEnd);
  return (teamId: number, date: string) => inForce(teamId, date).rates;
}

/**
 * Rétributions (docs/product.md#calls-pay-rates, #pay): teams with their pay configuration, per-date
 * calendar overrides, services and options, and the pay preview of one worker-day (the
 * rule itself lives in domain/pay.ts). Amounts are integer cents; edits carry versions. SQL
 * only: the rules, the transactions and the events of the edits are in services/retrib/.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - team_configs → team_configs_dated_insert: the first configuration goes to team_config_versions
 * - team_configs → team_configs_dated_update: a change of the amounts is dated from the effective day
 */
import { sql } from 'kysely';
import { notFoundField } from '../../domain/errors';
import { payOfDay } from '../../domain/pay';
import type { Executor } from '../../db/executor';
import { iso } from '../rowValues';
import { todayInParis } from '../../domain/dates';
import type { ResponseOut } from '../areaTypes';
import { namedFields, namedListQuery, type StatusFilter } from '../reference';
import { teamRatesInForce } from './history';
import { updateVersioned } from '../versioned';

type TeamConfig = ResponseOut<'retrib', 'updateTeamConfig'>;
type CalendarEntry = ResponseOut<'retrib', 'setCalendar'>;

interface ConfigRow {
  id: number;
  team_id: number;
  waypoint_amount: number;
  km_amount: number;
  daily_amount: number;
  extra: number;
  version: number;
  updated_at: Date;
}

const toConfig = (r: ConfigRow): TeamConfig => ({
  id: r.id,
  teamId: r.team_id,
  waypointAmount: r.waypoint_amount,
  kmAmount: r.km_amount,
  dailyAmount: r.daily_amount,
  extra: r.extra,
  version: r.version,
  updatedAt: iso(r.updated_at),
});

interface EntryRow {
  id: number;
  team_id: number;
  date: string;
  price_waypoint: number;
  price_km: number;
  price_day: number;
  extra: number;
  comment: string | null;
  version: number;
  updated_at: Date;
}

const toEntry = (r: EntryRow): CalendarEntry => ({
  id: r.id,
  teamId: r.team_id,
  date: r.date,
  priceWaypoint: r.price_waypoint,
  priceKm: r.price_km,
  priceDay: r.price_day,
  extra: r.extra,
  comment: r.comment,
  version: r.version,
  updatedAt: iso(r.updated_at),
});

export async function requireTeam(db: Executor, teamId: number, field = 'teamId') {
  const team = await db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('id', '=', teamId)
    .executeTakeFirst();
  if (!team) throw notFoundField(field, `No such team: ${teamId}`);
  return team;
}

export async function configOf(db: Executor, teamId: number) {
  return db.selectFrom('team_configs').selectAll().where('team_id', '=', teamId).executeTakeFirst();
}

export async function listServicesAndOptions(
  db: Executor,
  status: StatusFilter,
  kind?: 'service' | 'option',
) {
  const rows = await db
    .selectFrom('retrib_services_and_options')
    .select(['id', 'name', 'kind', 'amount', 'description', 'activity_status'])
    .$if(status !== 'all', (q) => q.where('activity_status', '=', status as 'active' | 'inactive'))
    .$if(kind !== undefined, (q) => q.where('kind', '=', kind as 'service' | 'option'))
    .orderBy('kind')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind,
    amount: r.amount,
    description: r.description,
    activityStatus: r.activity_status,
  }));
}

export async function listTeams(db: Executor, status: StatusFilter) {
  const teams = db
    .selectFrom('teams as t')
    .leftJoin('agencies as a', 'a.id', 't.agency_id')
    .leftJoin('team_configs as c', 'c.team_id', 't.id')
    .select([
      't.id',
      't.name',
      't.code',
      't.activity_status',
      't.agency_id',
      'a.name as agency_name',
      'c.id as config_id',
      'c.waypoint_amount',
      'c.km_amount',
      'c.daily_amount',
      'c.extra',
      'c.version',
      'c.updated_at',
      (eb) =>
        eb
          .selectFrom('workers as w')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('w.team_id', '=', 't.id')
          .where('w.activity_status', '=', 'active')
          .as('workers'),
    ]);
  const rows = await namedListQuery(teams, status, 't').execute();
  return rows.map((r) => ({
    ...namedFields(r),
    agency: r.agency_id !== null && r.agency_name !== null ? { id: r.agency_id, name: r.agency_name } : null,
    config:
      r.config_id !== null
        ? toConfig({
            id: r.config_id,
            team_id: r.id,
            waypoint_amount: r.waypoint_amount!,
            km_amount: r.km_amount!,
            daily_amount: r.daily_amount!,
            extra: r.extra!,
            version: r.version!,
            updated_at: r.updated_at!,
          })
        : null,
    workers: Number(r.workers ?? 0),
  }));
}

/** `2026-06` -> first and last date of that month. */
function monthRange(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/** Without a month, the calendar shows this many months from the current one (a bounded answer). */
export const CALENDAR_DEFAULT_MONTHS = 12;

/**
 * A team, its configuration and its overrides of one month, or of the CALENDAR_DEFAULT_MONTHS
 * months from the current one (Paris) when no month is given: one query, the configuration and
 * the overrides of the range as JSON sub-selects (retrib_calendar_entries by team and date).
 */
export async function getCalendar(db: Executor, teamId: number, month?: string) {
  const [from, to] = month ? monthRange(month) : monthsFrom(todayInParis().slice(0, 7), CALENDAR_DEFAULT_MONTHS);
  const row = await db
    .selectFrom('teams as t')
    .select([
      't.id',
      't.name',
      sql<string | null>`(select to_json(c)::text from team_configs c where c.team_id = t.id)`.as('config'),
      sql<string>`(select coalesce(json_agg(e order by e.date), '[]')::text from retrib_calendar_entries e
        where e.team_id = t.id and e.date >= ${from} and e.date <= ${to})`.as('entries'),
    ])
    .where('t.id', '=', teamId)
    .executeTakeFirst();
  if (!row) throw notFoundField('teamId', `No such team: ${teamId}`);
  const config = row.config ? (JSON.parse(row.config) as ConfigRow) : null;
  return {
    team: { id: row.id, name: row.name },
    config: config ? toConfig(config) : null,
    entries: (JSON.parse(row.entries) as EntryRow[]).map(toEntry),
  };
}

/** `2026-06`, 12 -> the first day of June 2026 and the last day of May 2027. */
function monthsFrom(month: string, count: number): [string, string] {
  const [y, m] = month.split('-').map(Number);
  const last = y * 12 + (m - 1) + count - 1;
  const lastMonth = `${Math.floor(last / 12)}-${String((last % 12) + 1).padStart(2, '0')}`;
  return [`${month}-01`, monthRange(lastMonth)[1]];
}

/** The team's entry on that date, if any. */
export function findCalendarEntryOn(db: Executor, teamId: number, date: string) {
  return db
    .selectFrom('retrib_calendar_entries')
    .select('id')
    .where('team_id', '=', teamId)
    .where('date', '=', date)
    .executeTakeFirst();
}

export interface CalendarEntryValues {
  price_waypoint: number;
  price_km: number;
  price_day: number;
  extra: number;
  date?: string;
  comment?: string | null;
}

export async function insertCalendarEntry(
  tx: Executor,
  teamId: number,
  values: CalendarEntryValues & { date: string },
): Promise<CalendarEntry> {
  const row = await tx
    .insertInto('retrib_calendar_entries')
    .values({ team_id: teamId, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEntry(row);
}

/** Updates the entry at the version read (a stale one is a conflict). */
export async function updateCalendarEntry(
  tx: Executor,
  id: number,
  version: number,
  values: CalendarEntryValues,
): Promise<CalendarEntry> {
  const row = await updateVersioned(tx, 'retrib_calendar_entries', id, version, values, 'calendar entry');
  return toEntry(row as unknown as EntryRow);
}

export interface TeamConfigAmounts {
  waypoint_amount: number;
  km_amount: number;
  daily_amount: number;
  extra: number;
}

export async function insertTeamConfig(tx: Executor, teamId: number, amounts: TeamConfigAmounts): Promise<TeamConfig> {
  const row = await tx
    .insertInto('team_configs')
    .values({ team_id: teamId, ...amounts })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toConfig(row);
}

/** Updates the configuration at the version read (a stale one is a conflict). */
export async function updateTeamConfigRow(
  tx: Executor,
  id: number,
  version: number,
  amounts: TeamConfigAmounts,
): Promise<TeamConfig> {
  const row = await updateVersioned(tx, 'team_configs', id, version, amounts, 'team configuration');
  return toConfig(row as unknown as ConfigRow);
}

/** The pay of one worker-day of a team: the configuration in force that date (its history), or the date's calendar entry. */
export async function previewPay(
  db: Executor,
  q: { teamId: number; date: string; waypoints: number; km: number },
) {
  await requireTeam(db, q.teamId);
  const inForce = (await teamRatesInForce(db, [q.teamId], q.date, q.date))(q.teamId, q.date);
  const pay = payOfDay(inForce.rates, { waypoints: q.waypoints, km: q.km });
  return {
    teamId: q.teamId,
    date: q.date,
    waypoints: q.waypoints,
    km: q.km,
    ...inForce,
    breakdown: pay.breakdown,
    total: pay.total,
  };
}

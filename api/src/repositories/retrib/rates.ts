/**
 * Rétributions (docs/product.md#calls-pay-rates, #pay): teams with their pay configuration, per-date
 * calendar overrides, services and options, and the pay preview of one worker-day (the
 * rule itself lives in domain/pay.ts). Amounts are integer cents; edits carry versions.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - team_configs → team_configs_dated_insert: the first configuration goes to team_config_versions
 * - team_configs → team_configs_dated_update: a change of the amounts is dated from the effective day
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { conflict, notFoundField } from '../../domain/errors';
import { payOfDay } from '../../domain/pay';
import type { Executor } from '../../db/executor';
import { recordAdminEvent } from '../events/adminEvents';
import { iso } from '../rowValues';
import { todayInParis } from '../../domain/dates';
import type { BodyOut, ResponseOut } from '../areaTypes';
import { namedFields, namedListQuery, type StatusFilter } from '../reference';
import { teamRatesInForce } from './history';
import { refuseClosedMonths } from './monthClosing';
import { requireRow, updateVersioned } from '../versioned';

type TeamConfig = ResponseOut<'retrib', 'updateTeamConfig'>;
type CalendarEntry = ResponseOut<'retrib', 'setCalendar'>;
type SetCalendarBody = BodyOut<'retrib', 'setCalendar'>;
type UpdateTeamConfigBody = BodyOut<'retrib', 'updateTeamConfig'>;


const euros = (cents: number) => (cents / 100).toFixed(2);

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

async function configOf(db: Executor, teamId: number) {
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

const entryAmounts = (b: SetCalendarBody) =>
  `waypoint ${euros(b.priceWaypoint)}, km ${euros(b.priceKm)}, day ${euros(b.priceDay)}, extra ${euros(b.extra)}`;

/**
 * Every change of a team's rates: made, then written to the admin trail on the team, in one
 * transaction. `change` makes it and says what to record.
 */
async function changeTeamRates<T>(
  db: Database,
  userId: number,
  change: (tx: Executor) => Promise<{ result: T; team: { id: number }; action: string; summary: string }>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    const { result, team, action, summary } = await change(tx);
    await recordAdminEvent(tx, { userId, action, targetType: 'team', targetId: team.id, summary });
    return result;
  });
}

export async function setCalendarEntry(
  db: Database,
  userId: number,
  entryInput: SetCalendarBody,
): Promise<CalendarEntry> {
  const amounts = {
    price_waypoint: entryInput.priceWaypoint,
    price_km: entryInput.priceKm,
    price_day: entryInput.priceDay,
    extra: entryInput.extra,
  };
  return changeTeamRates(db, userId, async (tx) => {
    if (entryInput.id === undefined) {
      const teamId = entryInput.teamId as number;
      const date = entryInput.date as string;
      const team = await requireTeam(tx, teamId);
      await refuseClosedMonths(tx, [date]);
      const taken = await tx
        .selectFrom('retrib_calendar_entries')
        .select('id')
        .where('team_id', '=', teamId)
        .where('date', '=', date)
        .executeTakeFirst();
      if (taken)
        throw conflict(`${team.name} already has an entry on ${date} (id ${taken.id}): edit it instead`);
      const row = await tx
        .insertInto('retrib_calendar_entries')
        .values({ team_id: teamId, date, ...amounts, comment: entryInput.comment ?? null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        result: toEntry(row),
        team,
        action: 'retrib.calendar.add',
        summary: `${team.name}, ${date}: ${entryAmounts(entryInput)}`,
      };
    }

    const current = await requireRow(tx, 'retrib_calendar_entries', entryInput.id, 'calendar entry');
    if (entryInput.teamId !== undefined && entryInput.teamId !== current.team_id)
      throw notFoundField('teamId', `Calendar entry ${entryInput.id} does not belong to team ${entryInput.teamId}`);
    const date = entryInput.date ?? current.date;
    // A closed month's rates are what was paid: neither changed nor moved in or out.
    await refuseClosedMonths(tx, [current.date, date]);
    if (date !== current.date) {
      const taken = await tx
        .selectFrom('retrib_calendar_entries')
        .select('id')
        .where('team_id', '=', current.team_id)
        .where('date', '=', date)
        .executeTakeFirst();
      if (taken) throw conflict(`This team already has an entry on ${date} (id ${taken.id})`);
    }
    const row = (await updateVersioned(
      tx,
      'retrib_calendar_entries',
      entryInput.id,
      entryInput.version as number,
      { ...amounts, date, ...(entryInput.comment !== undefined ? { comment: entryInput.comment } : {}) },
      'calendar entry',
    )) as unknown as EntryRow;
    const team = await requireTeam(tx, current.team_id);
    return {
      result: toEntry(row),
      team,
      action: 'retrib.calendar.update',
      summary: `${team.name}, ${date}: ${entryAmounts(entryInput)}`,
    };
  });
}

export async function updateTeamConfig(
  db: Database,
  userId: number,
  config: UpdateTeamConfigBody,
): Promise<TeamConfig> {
  const amounts = {
    waypoint_amount: config.waypointAmount,
    km_amount: config.kmAmount,
    daily_amount: config.dailyAmount,
    extra: config.extra,
  };
  const summary = `waypoint ${euros(config.waypointAmount)}, km ${euros(config.kmAmount)}, day ${euros(config.dailyAmount)}, extra ${euros(config.extra)}`;
  return changeTeamRates(db, userId, async (tx) => {
    let row: ConfigRow;
    let team: { id: number; name: string };
    if (config.id === undefined) {
      team = await requireTeam(tx, config.teamId as number);
      const existing = await configOf(tx, team.id);
      if (existing)
        throw conflict(
          `${team.name} already has a configuration (id ${existing.id}): edit it with its id and version`,
        );
      row = await tx
        .insertInto('team_configs')
        .values({ team_id: team.id, ...amounts })
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      const current = await requireRow(tx, 'team_configs', config.id, 'team configuration');
      if (config.teamId !== undefined && config.teamId !== current.team_id)
        throw notFoundField('teamId', `Configuration ${config.id} is not the one of team ${config.teamId}`);
      row = (await updateVersioned(
        tx,
        'team_configs',
        config.id,
        config.version as number,
        amounts,
        'team configuration',
      )) as unknown as ConfigRow;
      team = await requireTeam(tx, current.team_id);
    }
    return {
      result: toConfig(row),
      team,
      action: 'retrib.updateTeamConfig',
      summary: `${team.name}: ${summary}`,
    };
  });
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

/**
 * POST retrib/calendar and retrib/updateTeamConfig (docs/product.md#calls-pay-rates): the changes
 * of a team's rates, each in one transaction with its admin event on the team. A closed month's
 * rates are what was paid: a calendar entry is neither changed nor moved in or out of one.
 */
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, notFoundField } from '../../domain/errors';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import { requireRow } from '../../repositories/versioned';
import { refuseClosedMonths } from '../../repositories/retrib/monthClosing';
import {
  configOf,
  findCalendarEntryOn,
  insertCalendarEntry,
  insertTeamConfig,
  requireTeam,
  updateCalendarEntry,
  updateTeamConfigRow,
} from '../../repositories/retrib/rates';

type SetCalendarBody = BodyOut<'retrib', 'setCalendar'>;

const euros = (cents: number) => (cents / 100).toFixed(2);

/** A calendar entry's amounts as the admin trail keeps them (cents), with its date. */
const entryRates = (b: SetCalendarBody, date: string) => ({
  date,
  waypointCents: b.priceWaypoint,
  kmCents: b.priceKm,
  dayCents: b.priceDay,
  extraCents: b.extra,
});

const entryAmounts = (b: SetCalendarBody) =>
  `waypoint ${euros(b.priceWaypoint)}, km ${euros(b.priceKm)}, day ${euros(b.priceDay)}, extra ${euros(b.extra)}`;

/** A change of a team's rates: made, then written to the admin trail on the team, in one transaction. */
async function changeTeamRates<T>(
  db: Database,
  userId: number,
  change: (tx: Executor) => Promise<{
    result: T;
    team: { id: number; name: string };
    action: string;
    summary: string;
    rates: Record<string, number | string>;
  }>,
): Promise<T> {
  return db.transaction().execute(async (tx) => {
    const { result, team, action, summary, rates } = await change(tx);
    await recordAdminEvent(tx, {
      userId,
      action,
      targetType: 'team',
      targetId: team.id,
      summary,
      data: { team: team.name, ...rates },
    });
    return result;
  });
}

/** With an id (+ version) edits an entry; without, creates one for teamId + date (409 when the date has one). */
export async function setCalendar(
  db: Database,
  userId: number,
  entry: SetCalendarBody,
): Promise<ResponseOut<'retrib', 'setCalendar'>> {
  const amounts = {
    price_waypoint: entry.priceWaypoint,
    price_km: entry.priceKm,
    price_day: entry.priceDay,
    extra: entry.extra,
  };
  return changeTeamRates(db, userId, async (tx) => {
    if (entry.id === undefined) {
      const date = entry.date as string;
      const team = await requireTeam(tx, entry.teamId as number);
      await refuseClosedMonths(tx, [date]);
      const taken = await findCalendarEntryOn(tx, team.id, date);
      if (taken) throw conflict(`${team.name} already has an entry on ${date} (id ${taken.id}): edit it instead`);
      const result = await insertCalendarEntry(tx, team.id, { date, ...amounts, comment: entry.comment ?? null });
      return {
        result,
        team,
        action: 'retrib.calendar.add',
        summary: `${team.name}, ${date}: ${entryAmounts(entry)}`,
        rates: entryRates(entry, date),
      };
    }
    const current = await requireRow(tx, 'retrib_calendar_entries', entry.id, 'calendar entry');
    if (entry.teamId !== undefined && entry.teamId !== current.team_id)
      throw notFoundField('teamId', `Calendar entry ${entry.id} does not belong to team ${entry.teamId}`);
    const date = entry.date ?? current.date;
    await refuseClosedMonths(tx, [current.date, date]);
    if (date !== current.date) {
      const taken = await findCalendarEntryOn(tx, current.team_id, date);
      if (taken) throw conflict(`This team already has an entry on ${date} (id ${taken.id})`);
    }
    const result = await updateCalendarEntry(tx, entry.id, entry.version as number, {
      ...amounts,
      date,
      ...(entry.comment !== undefined ? { comment: entry.comment } : {}),
    });
    const team = await requireTeam(tx, current.team_id);
    return {
      result,
      team,
      action: 'retrib.calendar.update',
      summary: `${team.name}, ${date}: ${entryAmounts(entry)}`,
      rates: entryRates(entry, date),
    };
  });
}

/** Without an id, a team's first configuration (409 if it has one); with one, a versioned edit. */
export async function updateTeamConfig(
  db: Database,
  userId: number,
  config: BodyOut<'retrib', 'updateTeamConfig'>,
): Promise<ResponseOut<'retrib', 'updateTeamConfig'>> {
  const amounts = {
    waypoint_amount: config.waypointAmount,
    km_amount: config.kmAmount,
    daily_amount: config.dailyAmount,
    extra: config.extra,
  };
  const summary = `waypoint ${euros(config.waypointAmount)}, km ${euros(config.kmAmount)}, day ${euros(config.dailyAmount)}, extra ${euros(config.extra)}`;
  const rates = {
    waypointCents: config.waypointAmount,
    kmCents: config.kmAmount,
    dayCents: config.dailyAmount,
    extraCents: config.extra,
  };
  return changeTeamRates(db, userId, async (tx) => {
    if (config.id === undefined) {
      const team = await requireTeam(tx, config.teamId as number);
      const existing = await configOf(tx, team.id);
      if (existing)
        throw conflict(`${team.name} already has a configuration (id ${existing.id}): edit it with its id and version`);
      const result = await insertTeamConfig(tx, team.id, amounts);
      return { result, team, action: 'retrib.updateTeamConfig', summary: `${team.name}: ${summary}`, rates };
    }
    const current = await requireRow(tx, 'team_configs', config.id, 'team configuration');
    if (config.teamId !== undefined && config.teamId !== current.team_id)
      throw notFoundField('teamId', `Configuration ${config.id} is not the one of team ${config.teamId}`);
    const result = await updateTeamConfigRow(tx, config.id, config.version as number, amounts);
    const team = await requireTeam(tx, current.team_id);
    return { result, team, action: 'retrib.updateTeamConfig', summary: `${team.name}: ${summary}`, rates };
  });
}

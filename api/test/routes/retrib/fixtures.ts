/** Fixtures of the Retribution area's tests (and of the KPIs, which apply its rates). */
import type { Database } from '../../../src/db/database';
import { api } from '@courier/shared/contract';
import type { TypedInject } from '../../helpers/injectAs';

/** Pay amounts in cents, as the team configuration and the calendar entries hold them. */
export interface Rates {
  waypoint: number;
  km: number;
  day: number;
  extra: number;
}

/** A team of its own, with that configuration when given, so that pay figures are exact. */
export async function newTeam(db: Database, name: string, config?: Rates): Promise<number> {
  const team = await db.insertInto('teams').values({ name }).returning('id').executeTakeFirstOrThrow();
  if (config) {
    await db
      .insertInto('team_configs')
      .values({
        team_id: team.id,
        waypoint_amount: config.waypoint,
        km_amount: config.km,
        daily_amount: config.day,
        extra: config.extra,
      })
      .execute();
  }
  return team.id;
}

/** A calendar entry written straight to the database: those rates replace the team's on that date. */
export async function addCalendarEntry(db: Database, teamId: number, date: string, rates: Rates) {
  await db
    .insertInto('retrib_calendar_entries')
    .values({
      team_id: teamId,
      date,
      price_waypoint: rates.waypoint,
      price_km: rates.km,
      price_day: rates.day,
      extra: rates.extra,
    })
    .execute();
}

/** Changes a team's configuration through the API, with the id and version it has now. */
export async function setTeamConfig(retrib: TypedInject, db: Database, teamId: number, rates: Rates) {
  const config = await db
    .selectFrom('team_configs')
    .selectAll()
    .where('team_id', '=', teamId)
    .executeTakeFirstOrThrow();
  return retrib.post(api.retrib.updateTeamConfig, {
    id: config.id,
    version: config.version,
    waypointAmount: rates.waypoint,
    kmAmount: rates.km,
    dailyAmount: rates.day,
    extra: rates.extra,
  });
}

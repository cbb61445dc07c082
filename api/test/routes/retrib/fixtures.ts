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

/**
 * Puts workers in a team since always, straight in the database: a fixture, as if they had never
 * been in another team. (Moving a worker, through the API or an update of `workers.team_id`, is
 * dated from today on: docs/product.md#pay-history.)
 */
export async function inTeamSinceAlways(db: Database, workerIds: number[], teamId: number) {
  await db.updateTable('workers').set({ team_id: teamId }).where('id', 'in', workerIds).execute();
  await db.deleteFrom('worker_team_periods').where('worker_id', 'in', workerIds).execute();
  await db
    .insertInto('worker_team_periods')
    .values(workerIds.map((id) => ({ worker_id: id, valid_from: '-infinity', team_id: teamId })))
    .execute();
}

/**
 * Gives a team these amounts since always, straight in the database: a fixture, as if its
 * configuration had never been another. (A change of `team_configs` is dated from today on.)
 */
export async function configSinceAlways(db: Database, teamId: number, rates: Rates) {
  const amounts = {
    waypoint_amount: rates.waypoint,
    km_amount: rates.km,
    daily_amount: rates.day,
    extra: rates.extra,
  };
  await db.updateTable('team_configs').set(amounts).where('team_id', '=', teamId).execute();
  await db.deleteFrom('team_config_versions').where('team_id', '=', teamId).execute();
  await db
    .insertInto('team_config_versions')
    .values({ team_id: teamId, valid_from: '-infinity', ...amounts })
    .execute();
}

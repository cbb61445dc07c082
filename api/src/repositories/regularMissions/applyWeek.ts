/**
 * Regular missions (docs/product.md#calls-regular-missions): applying the active ones to a
 * week, previewed then confirmed (domain/applyWeek.ts decides, this reads and writes). Client
 * prices are read from the price lists (read only).
 */
/*
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - shifts → shifts_worker_days_insert: applying a week recounts worker_days of the new shifts' dates
 * - missions → missions_shift_totals_insert: recounts the new shifts' mission_count, waypoints and km
 * - missions → missions_billing_late_change: fires for each new mission; a new shift is not billed: no-op
 */
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import { parisInstant } from '../../domain/dates';
import { addDaysIso, planWeek, type RegularMissionInput } from '../../domain/applyWeek';
import { clientPrices } from '../clientPrices';
import { recordAdminEvent } from '../events/adminEvents';
import { fullName } from '../rowValues';
import type { BodyOut } from '../areaTypes';
import { getMaxDaysLimit, minutesOf } from '../planning/rules';
import { teamRates } from '../retrib/history';
import { recoveryRefusalOf } from '../finance/recoveryFlags';
import { refuseClosedMonths } from '../retrib/monthClosing';
import { withPlanning } from './list';

type PreviewBody = BodyOut<'regularMissions', 'previewApplyWeek'>;

async function buildPreview(db: Executor, b: PreviewBody) {
  const weekEnd = addDaysIso(b.weekStart, 6);
  let mq = withPlanning(db)
    .selectFrom('regular_missions as rm')
    .innerJoin('clients as c', 'c.id', 'rm.client_id')
    .leftJoin('workers as w', 'w.id', 'rm.worker_id')
    .select([
      'rm.id',
      'rm.name',
      'rm.client_id',
      'c.name as client_name',
      'c.activity_status as client_status',
      'c.closed_at',
      'c.business_code',
      // Columns of migration 0013 (finance), not in the Kysely types of 0002.
      sql<Date | string | null>`c.in_recovery_since`.as('in_recovery_since'),
      sql<string | null>`c.in_recovery_reason`.as('in_recovery_reason'),
      'rm.weekdays',
      'rm.start_time',
      'rm.end_time',
      'rm.expected_waypoints',
      'rm.expected_km',
      'rm.worker_id',
      'w.short_code',
      'w.first_name',
      'w.last_name',
      'w.activity_status as worker_status',
      'w.team_id',
    ])
    .where('rm.is_active', '=', true);
  if (b.regularMissionIds?.length) mq = mq.where('rm.id', 'in', b.regularMissionIds);
  const rows = await mq.orderBy('rm.id').execute();
  const missions: RegularMissionInput[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    client: {
      id: r.client_id,
      name: r.client_name,
      open: r.client_status === 'active' && r.closed_at === null,
      recovery: recoveryRefusalOf({ ...r, name: r.client_name }),
    },
    weekdays: [...r.weekdays].map(Number),
    startMin: minutesOf(String(r.start_time)),
    endMin: minutesOf(String(r.end_time)),
    waypoints: r.expected_waypoints,
    km: r.expected_km,
    worker: r.worker_id
      ? {
          id: r.worker_id,
          shortCode: r.short_code!,
          name: fullName(r.first_name!, r.last_name!),
          active: r.worker_status === 'active',
          teamId: r.team_id!,
        }
      : null,
  }));
  const workerIds = [...new Set(missions.flatMap((m) => (m.worker ? [m.worker.id] : [])))];
  const ids = missions.map((m) => m.id);
  const [existing, applied, limit, prices, rates] = await Promise.all([
    workerIds.length
      ? db
          .selectFrom('shifts')
          .select(['worker_id', 'date', 'starts_at', 'ends_at', 'unproductive'])
          .where('worker_id', 'in', workerIds)
          .where('date', '>=', addDaysIso(b.weekStart, -1))
          .where('date', '<=', addDaysIso(weekEnd, 1))
          .execute()
      : Promise.resolve([]),
    ids.length
      ? db
          .selectFrom('missions as m')
          .innerJoin('shifts as s', 's.id', 'm.shift_id')
          .select(['m.regular_mission_id', 's.date'])
          .where('m.regular_mission_id', 'in', ids)
          .where('s.date', '>=', b.weekStart)
          .where('s.date', '<=', weekEnd)
          .execute()
      : Promise.resolve([]),
    getMaxDaysLimit(db),
    clientPrices(db, [...new Set(missions.map((m) => m.client.id))]),
    teamRates(
      db,
      [...new Set(missions.flatMap((m) => (m.worker ? [m.worker.teamId] : [])))],
      b.weekStart,
      weekEnd,
    ),
  ]);
  const plan = planWeek({
    weekStart: b.weekStart,
    missions,
    existing: existing.map((s) => ({
      workerId: s.worker_id,
      date: s.date,
      startsAt: new Date(s.starts_at).getTime(),
      endsAt: new Date(s.ends_at).getTime(),
      productive: !s.unproductive,
    })),
    applied: new Set(applied.map((a) => `${a.regular_mission_id}|${a.date}`)),
    lastDate: limit.lastDate,
    priceOf: (clientId) => prices.get(clientId) ?? null,
    ratesOf: rates,
    instant: (date, minutes) => parisInstant(date, minutes).getTime(),
  });
  return { weekEnd, ...plan };
}

export async function previewApplyWeek(db: Executor, week: PreviewBody) {
  const p = await buildPreview(db, week);
  return {
    weekStart: week.weekStart,
    weekEnd: p.weekEnd,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    lines: p.lines.map(({ startsAt, endsAt, ...line }) => line),
    skipped: p.skipped,
    totals: p.totals,
    previewToken: p.previewToken,
  };
}

export async function applyWeek(db: Database, userId: number, weekInput: BodyOut<'regularMissions', 'applyWeek'>) {
  return db.transaction().execute(async (tx) => {
    // One apply at a time: two planners confirming the same week cannot both create it.
    await sql`select pg_advisory_xact_lock(120012)`.execute(tx);
    const p = await buildPreview(tx, weekInput);
    if (p.previewToken !== weekInput.previewToken)
      throw conflict(
        'The plan changed since this preview (shifts, missions or settings): preview the week again',
      );
    const shiftIds: number[] = [];
    await refuseClosedMonths(
      tx,
      p.lines.map((l) => l.date),
    );
    if (p.lines.length) {
      const inserted = await tx
        .insertInto('shifts')
        .values(
          p.lines.map((l) => ({
            worker_id: l.worker.id,
            client_id: l.client.id,
            date: l.date,
            starts_at: new Date(l.startsAt),
            ends_at: new Date(l.endsAt),
            comment: `Regular mission ${l.regularMissionId}`,
            created_by: userId,
          })),
        )
        .returning('id')
        .execute();
      inserted.forEach((r) => shiftIds.push(r.id));
      await tx
        .insertInto('missions')
        .values(
          p.lines.map((l, i) => ({
            shift_id: shiftIds[i],
            regular_mission_id: l.regularMissionId,
            name: l.missionName,
            waypoints: l.waypoints,
            km: l.km,
          })),
        )
        .execute();
    }
    await recordAdminEvent(tx, {
      userId,
      action: 'regularMissions.applyWeek',
      targetType: 'week',
      targetId: weekInput.weekStart,
      summary: `Week of ${weekInput.weekStart}: ${p.totals.lines} shifts created, ${p.totals.skipped} skipped; client price ${p.totals.clientPrice} cents${p.totals.unpriced ? ` (${p.totals.unpriced} shifts of clients without a price list)` : ''}, courier pay ${p.totals.courierPay} cents`,
    });
    return {
      weekStart: weekInput.weekStart,
      shiftIds,
      totals: { lines: p.totals.lines, clientPrice: p.totals.clientPrice, unpriced: p.totals.unpriced, courierPay: p.totals.courierPay },
    };
  });
}

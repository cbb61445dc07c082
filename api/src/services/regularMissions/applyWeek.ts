/**
 * Regular missions (docs/product.md#calls-regular-missions): applying the active ones to a
 * week, previewed then confirmed (domain/applyWeek.ts decides; repositories/regularMissions/
 * applyWeek.ts reads and writes, its header naming the triggers the new shifts fire). Client
 * prices are read from the price lists (read only).
 */
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import { parisInstant } from '../../domain/dates';
import { addDaysIso, planWeek, type RegularMissionInput } from '../../domain/applyWeek';
import { clientPrices } from '../../repositories/clientPrices';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { fullName } from '../../repositories/rowValues';
import type { BodyOut } from '../../repositories/areaTypes';
import { getMaxDaysLimit, minutesOf } from '../../repositories/planning/rules';
import { teamRates } from '../../repositories/retrib/history';
import { recoveryRefusalOf } from '../../repositories/finance/recoveryFlags';
import { refuseClosedMonths } from '../../repositories/retrib/monthClosing';
import {
  activeMissionRows,
  appliedMissions,
  insertWeekShifts,
  lockWeekApply,
  shiftsOfWorkers,
} from '../../repositories/regularMissions/applyWeek';

type PreviewBody = BodyOut<'regularMissions', 'previewApplyWeek'>;

/** The week's plan from what the database holds now (domain/applyWeek.ts decides). */
async function planOfWeek(db: Executor, week: PreviewBody) {
  const weekEnd = addDaysIso(week.weekStart, 6);
  const rows = await activeMissionRows(db, week.regularMissionIds);
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
    shiftsOfWorkers(db, workerIds, addDaysIso(week.weekStart, -1), addDaysIso(weekEnd, 1)),
    appliedMissions(db, ids, week.weekStart, weekEnd),
    getMaxDaysLimit(db),
    clientPrices(db, [...new Set(missions.map((m) => m.client.id))]),
    teamRates(
      db,
      [...new Set(missions.flatMap((m) => (m.worker ? [m.worker.teamId] : [])))],
      week.weekStart,
      weekEnd,
    ),
  ]);
  const plan = planWeek({
    weekStart: week.weekStart,
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

/** POST regularMissions/previewApplyWeek: what applying a week would create and skip, with prices and pay. */
export async function previewApplyWeek(db: Executor, week: PreviewBody) {
  const p = await planOfWeek(db, week);
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

/** POST regularMissions/applyWeek: creates exactly the previewed lines; 409 when the preview is stale. */
export async function applyWeek(db: Database, userId: number, weekInput: BodyOut<'regularMissions', 'applyWeek'>) {
  return db.transaction().execute(async (tx) => {
    await lockWeekApply(tx);
    const p = await planOfWeek(tx, weekInput);
    if (p.previewToken !== weekInput.previewToken)
      throw conflict(
        'The plan changed since this preview (shifts, missions or settings): preview the week again',
      );
    await refuseClosedMonths(
      tx,
      p.lines.map((l) => l.date),
    );
    const shiftIds = await insertWeekShifts(
      tx,
      userId,
      p.lines.map((l) => ({
        workerId: l.worker.id,
        clientId: l.client.id,
        date: l.date,
        startsAt: new Date(l.startsAt),
        endsAt: new Date(l.endsAt),
        regularMissionId: l.regularMissionId,
        missionName: l.missionName,
        waypoints: l.waypoints,
        km: l.km,
      })),
    );
    await recordAdminEvent(tx, {
      userId,
      action: 'regularMissions.applyWeek',
      targetType: 'week',
      targetId: weekInput.weekStart,
      summary: `Week of ${weekInput.weekStart}: ${p.totals.lines} shifts created, ${p.totals.skipped} skipped; client price ${p.totals.clientPrice} cents${p.totals.unpriced ? ` (${p.totals.unpriced} shifts of clients without a price list)` : ''}, courier pay ${p.totals.courierPay} cents`,
      data: {
        weekStart: weekInput.weekStart,
        lines: p.totals.lines,
        skipped: p.totals.skipped,
        clientPriceCents: p.totals.clientPrice,
        unpriced: p.totals.unpriced,
        courierPayCents: p.totals.courierPay,
      },
    });
    return {
      weekStart: weekInput.weekStart,
      shiftIds,
      totals: { lines: p.totals.lines, clientPrice: p.totals.clientPrice, unpriced: p.totals.unpriced, courierPay: p.totals.courierPay },
    };
  });
}

/**
 * A closed pay month is what was paid: its statements, PDFs and payroll CSV are the copy stored at
 * closing, whatever changes afterwards in what pay depends on; reopening recomputes and records
 * the difference.
 */
import { api } from '@courier/shared/contract';
import { stepUpAs } from '../../helpers/stepUp';
import { statementsOf } from '../../../src/repositories/retrib/statements';
import { addCalendarEntry } from './fixtures';
import {
  t,
  retrib,
  planner,
  workers,
  settings,
  MONTH,
  CLOSED,
  teamA,
  teamB,
  otherAgencyId,
  workerId,
  otherWorkerId,
  clientId,
  leave,
  entryId,
  januaryShift,
  februaryShift,
  served,
  versionOf,
  useSeededApp,
} from './closedMonthSetup';

useSeededApp();

describe('a closed pay month is what was paid', () => {
  test('closing stores the statements and the CSV; every write that can change pay leaves them byte for byte', async () => {
    const open = await retrib.get(api.retrib.getStatements, { month: MONTH, teamId: teamA });
    const openCsv = (await retrib.get(api.retrib.getPayrollCsv, { month: MONTH })).body.data.content;
    const close = await retrib.post(api.retrib.closeMonth, { month: MONTH });
    expect(close.status).toBe(200);
    expect(close.body.data).toMatchObject({ month: MONTH, closed: { closedAt: expect.any(String) } });
    const before = await served();
    // What is stored is what the open month showed.
    expect(before.csv).toBe(openCsv);
    expect(JSON.parse(before.team).statements).toEqual(open.body.data.statements);
    expect(JSON.parse(before.team).closed).not.toBeNull();
    const paidBefore = JSON.parse(before.worker).statements[0].totals.total;
    expect(paidBefore).toBeGreaterThan(0);

    const writes: [
      string,
      () => Promise<{ status: number; body: { error?: { message: string } } }>,
      number,
    ][] = [
      [
        'team and agency change, and a new name',
        async () =>
          workers.post(api.workers.updateWorkerData, {
            id: workerId,
            version: await versionOf('workers', workerId),
            teamId: teamB,
            agencyId: otherAgencyId,
            firstName: 'Renamed',
          }),
        200,
      ],
      [
        'GTA type paid, renamed',
        async () =>
          settings.post(api.referenceAdmin.updateGtaType, {
            id: leave,
            version: await versionOf('gta_types', leave),
            name: 'Closed month leave (paid)',
            isPaid: true,
          }),
        200,
      ],
      [
        'GTA type no longer an absence',
        async () =>
          settings.post(api.referenceAdmin.updateGtaType, {
            id: leave,
            version: await versionOf('gta_types', leave),
            isAbsence: false,
          }),
        200,
      ],
      [
        "team A's configuration",
        async () => {
          const c = await t.db
            .selectFrom('team_configs')
            .select(['id', 'version'])
            .where('team_id', '=', teamA)
            .executeTakeFirstOrThrow();
          return retrib.post(api.retrib.updateTeamConfig, {
            id: c.id,
            version: c.version,
            waypointAmount: 999,
            kmAmount: 99,
            dailyAmount: 9999,
            extra: 9,
          });
        },
        200,
      ],
      [
        'a calendar rate on a day of the month',
        () =>
          retrib.post(api.retrib.setCalendar, {
            teamId: teamB,
            date: '2026-01-12',
            priceWaypoint: 1,
            priceKm: 1,
            priceDay: 1,
            extra: 1,
          }),
        409,
      ],
      [
        'the calendar rate of the month, edited',
        async () => {
          const e = await t.db
            .selectFrom('retrib_calendar_entries')
            .select('version')
            .where('id', '=', entryId)
            .executeTakeFirstOrThrow();
          return retrib.post(api.retrib.setCalendar, {
            id: entryId,
            version: e.version,
            priceWaypoint: 1,
            priceKm: 1,
            priceDay: 1,
            extra: 1,
          });
        },
        409,
      ],
      [
        'a calendar rate moved into the month',
        async () => {
          const made = await retrib.post(api.retrib.setCalendar, {
            teamId: teamB,
            date: '2026-03-02',
            priceWaypoint: 1,
            priceKm: 1,
            priceDay: 1,
            extra: 1,
          });
          expect(made.status).toBe(200);
          return retrib.post(api.retrib.setCalendar, {
            id: made.body.data.id,
            version: made.body.data.version,
            date: '2026-01-13',
            priceWaypoint: 1,
            priceKm: 1,
            priceDay: 1,
            extra: 1,
          });
        },
        409,
      ],
      [
        'a shift on a day of the month',
        () =>
          planner.post(api.planning.createShift, {
            workerId,
            clientId,
            date: '2026-01-20',
            startTime: '08:00',
            endTime: '12:00',
            missions: [{ name: 'Late', waypoints: 3, km: 3 }],
          }),
        409,
      ],
      [
        'a worker time on a day of the month',
        () =>
          planner.post(api.planning.addWorkerTime, {
            workerId: otherWorkerId,
            date: '2026-01-21',
            startTime: '08:00',
            endTime: '12:00',
          }),
        409,
      ],
      [
        'a shift of the month edited',
        () =>
          planner.post(api.planning.updateShift, {
            id: januaryShift.id,
            version: januaryShift.version,
            endTime: '13:00',
          }),
        409,
      ],
      [
        'a shift moved into the month',
        () =>
          planner.post(api.planning.moveShift, {
            shiftId: februaryShift,
            targetWorkerId: otherWorkerId,
            targetDate: '2026-01-20',
          }),
        409,
      ],
      [
        'a shift copied into the month',
        () =>
          planner.post(api.planning.duplicateShift, {
            shiftId: februaryShift,
            targetWorkerId: workerId,
            targetDate: '2026-01-21',
          }),
        409,
      ],
    ];
    for (const [what, write, status] of writes) {
      const res = await write();
      expect([what, res.status]).toEqual([what, status]);
      if (status === 409) expect([what, res.body.error?.message]).toEqual([what, CLOSED]);
      expect([what, await served()]).toEqual([what, before]);
    }
    // Changes straight in the database, past every API check: the stored copy still answers. (The
    // team and configuration changes above are dated today: only such a write reaches January.)
    await addCalendarEntry(t.db, teamA, '2026-01-13', { waypoint: 7, km: 7, day: 7, extra: 7 });
    await t.db
      .updateTable('teams')
      .set({ name: 'Closed month team B, renamed' })
      .where('id', '=', teamB)
      .execute();
    await t.db
      .insertInto('settings')
      .values({ key: 'anomaly_gap_minutes', value: JSON.stringify(1) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(1) }))
      .execute();
    await t.db
      .insertInto('worker_times')
      .values({
        worker_id: otherWorkerId,
        date: '2026-01-22',
        started_at: new Date('2026-01-22T07:00:00Z'),
        ended_at: new Date('2026-01-22T09:00:00Z'),
      })
      .execute();
    expect(await served()).toEqual(before);

    // Computed today, the month would pay otherwise: the copy is what keeps it.
    const [now] = await statementsOf(t.db, MONTH, { workerId });
    expect(now.totals.total).not.toBe(paidBefore);
    // A first closing has no previous one to differ from.
    expect(close.body.data.changes).toEqual([]);
  });

  test('reopening recomputes and records the difference; the next closing shows what changed since the last', async () => {
    const paid = JSON.parse((await served()).worker).statements[0].totals.total as number;
    const [now] = await statementsOf(t.db, MONTH, { workerId });
    await stepUpAs(t, retrib, 'retrib');
    const reopen = await retrib.post(api.retrib.reopenMonth, {
      month: MONTH,
      reason: 'Team change of January',
    });
    expect(reopen.status).toBe(200);
    expect(reopen.body.data.closed).toBeNull();
    const mine = reopen.body.data.changes.find((c) => c.workerId === workerId);
    expect(mine).toMatchObject({ paid, now: now.totals.total });
    const event = await t.db
      .selectFrom('admin_events')
      .select('summary')
      .where('action', '=', 'retrib.reopenMonth')
      .where('target_id', '=', MONTH)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.summary).toContain('Team change of January');
    expect(event.summary).toContain(
      `${(paid / 100).toFixed(2)} -> ${(now.totals.total / 100).toFixed(2)} EUR`,
    );
    const kept = await t.db
      .selectFrom('pay_month_closings')
      .select(['reopen_reason', 'reopen_changes', 'reopened_at'])
      .where('month', '=', MONTH)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ reopen_reason: 'Team change of January', reopened_at: expect.any(Date) });
    expect(kept.reopen_changes).toEqual(reopen.body.data.changes);

    // Open: computed again, with today's facts.
    const live = await retrib.get(api.retrib.getStatements, { month: MONTH, workerId });
    expect(live.body.data.closed).toBeNull();
    expect(live.body.data.statements[0].totals.total).toBe(now.totals.total);
    // The worker's move to team B is dated today: January is still team A's.
    expect(live.body.data.statements[0].worker.team.id).toBe(teamA);
    // The month is open again for rates and planning.
    const rate = await retrib.post(api.retrib.setCalendar, {
      teamId: teamB,
      date: '2026-01-16',
      priceWaypoint: 1,
      priceKm: 1,
      priceDay: 1,
      extra: 1,
    });
    expect(rate.status).toBe(200);

    const close = await retrib.post(api.retrib.closeMonth, { month: MONTH });
    expect(close.status).toBe(200);
    expect(close.body.data.changes.find((c) => c.workerId === workerId)).toMatchObject({
      paid,
      now: now.totals.total,
    });
    const closedEvent = await t.db
      .selectFrom('admin_events')
      .select('summary')
      .where('action', '=', 'retrib.closeMonth')
      .where('target_id', '=', MONTH)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(closedEvent.summary).toContain('changed since the previous closing');
    const csv = (await retrib.get(api.retrib.getPayrollCsv, { month: MONTH })).body.data.content;
    expect(csv).toContain('Closed month team A');
    // Both closings are kept: each is what was paid at its time.
    const closings = await t.db
      .selectFrom('pay_month_closings')
      .select(['id', 'reopened_at'])
      .where('month', '=', MONTH)
      .orderBy('id')
      .execute();
    expect(closings.map((c) => c.reopened_at === null)).toEqual([false, true]);
  });
});

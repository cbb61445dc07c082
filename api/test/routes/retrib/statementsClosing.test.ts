import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { stepUpAs } from '../../helpers/stepUp';
import { refuseClosedMonths } from '../../../src/repositories/retrib/monthClosing';
import {
  t,
  retrib,
  planner,
  MONTH,
  workerId,
  timeOfDay1,
  shiftOfDay1,
  useSeededApp,
} from './statementsSetup';

useSeededApp();

describe('closing a month', () => {
  test('closed: shifts, missions and worker times of that month refused with 409 naming it; reopen with a reason', async () => {
    const close = await retrib.post(api.retrib.closeMonth, { month: MONTH });
    expect(close.status).toBe(200);
    expect(close.body.data.closed).toMatchObject({ closedAt: expect.any(String) });
    const event = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .where('action', '=', 'retrib.closeMonth')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.target_id).toBe(MONTH);
    expect((await retrib.post(api.retrib.closeMonth, { month: MONTH })).status).toBe(409);
    const seen = await retrib.get(api.retrib.getStatements, { month: MONTH, workerId });
    expect(seen.body.data.closed).not.toBeNull();

    const refusals = [
      await planner.post(api.planning.editWorkerTime, {
        id: timeOfDay1.id,
        version: timeOfDay1.version,
        endTime: '16:00',
      }),
      await planner.post(api.planning.addWorkerTime, {
        workerId,
        date: '2026-02-10',
        startTime: '08:00',
        endTime: '09:00',
      }),
      await planner.post(api.planning.deleteWorkerTime, {
        workerTimeId: timeOfDay1.id,
        workerId,
        date: '2026-02-02',
        comment: 'no',
      }),
      await planner.post(api.planning.deleteShift, { shiftId: shiftOfDay1, workerId, comment: 'no' }),
      await planner.post(api.planning.addMission, {
        shiftId: shiftOfDay1,
        name: 'Late',
        waypoints: 1,
        km: 1,
      }),
      await planner.post(api.planning.moveShift, {
        shiftId: shiftOfDay1,
        targetWorkerId: workerId,
        targetDate: '2026-03-20',
      }),
    ];
    expect(refusals.map((r) => [r.status, r.body.error?.message.includes('2026-02')])).toEqual(
      refusals.map(() => [409, true]),
    );
    // Nothing changed: the pay is the same.
    const after = await retrib.get(api.retrib.getStatements, { month: MONTH, workerId });
    expect(after.body.data.statements[0].totals.total).toBe(5850);
    // Another month is open.
    const march = await planner.post(api.planning.addWorkerTime, {
      workerId,
      date: '2026-03-10',
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(march.status).toBe(200);

    // Reopening lets paid figures change again: a fresh code first.
    const noCode = await retrib.post(api.retrib.reopenMonth, {
      month: MONTH,
      reason: 'Missed time of Feb 10',
    });
    expect(noCode.status).toBe(403);
    expect(noCode.body.error.code).toBe('step_up_required');
    await stepUpAs(t, retrib, 'retrib');
    const noReason = await retrib.post(api.retrib.reopenMonth, { month: MONTH, reason: '' });
    expect(noReason.status).toBe(400);
    expect(fieldNames(noReason)).toEqual(['reason']);
    const reopen = await retrib.post(api.retrib.reopenMonth, {
      month: MONTH,
      reason: 'Missed time of Feb 10',
    });
    expect(reopen.status).toBe(200);
    expect(reopen.body.data.closed).toBeNull();
    const reopened = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .where('action', '=', 'retrib.reopenMonth')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(reopened).toMatchObject({ target_id: MONTH });
    expect(reopened.summary).toContain('Missed time of Feb 10');
    expect((await retrib.post(api.retrib.reopenMonth, { month: MONTH, reason: 'again' })).status).toBe(409);
    const edit = await planner.post(api.planning.addWorkerTime, {
      workerId,
      date: '2026-02-10',
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(edit.status).toBe(200);
  });
});

describe('closing while a planning write is under way', () => {
  test('the close waits for the write that saw the month open; later writes are refused', async () => {
    const month = '2026-04';
    let committedAt = 0;
    let closedAt = 0;
    let close: Promise<unknown> | undefined;
    await t.db.transaction().execute(async (tx) => {
      // What addWorkerTime does first: the month is open, and stays so until this commits.
      await refuseClosedMonths(tx, ['2026-04-07']);
      close = retrib.post(api.retrib.closeMonth, { month }).then((res) => {
        closedAt = performance.now();
        expect(res.status).toBe(200);
      });
      await new Promise((r) => setTimeout(r, 300));
      await tx
        .insertInto('worker_times')
        .values({
          worker_id: workerId,
          date: '2026-04-07',
          started_at: new Date('2026-04-07T06:00:00Z'),
          ended_at: new Date('2026-04-07T08:00:00Z'),
        })
        .execute();
      committedAt = performance.now();
    });
    await close;
    expect(closedAt).toBeGreaterThan(committedAt);
    const late = await planner.post(api.planning.addWorkerTime, {
      workerId,
      date: '2026-04-08',
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toContain(month);
  });
});

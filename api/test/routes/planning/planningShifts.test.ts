import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import {
  t,
  shifts,
  regular,
  EMPTY_DAY,
  freeWorkers,
  openClient,
  lastAdminEvent,
  useSeededApp,
} from './planningSetup';

useSeededApp();

describe('planning: create, read, edit a shift', () => {
  test('createShift with two missions, getShiftById, updateShift, stale version 409', async () => {
    const [w] = await freeWorkers(1);
    const c = await openClient();
    const res = await shifts.post(api.planning.createShift, {
      workerId: w.id,
      clientId: c.id,
      date: '2026-03-02',
      startTime: '08:00',
      endTime: '12:30',
      missions: [
        { name: 'Tournée A', waypoints: 12, km: 30 },
        { name: 'Tournée B', waypoints: 5, km: 8 },
      ],
    });
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({
      workerId: w.id,
      client: { id: c.id, name: c.name },
      date: '2026-03-02',
      startTime: '08:00',
      endTime: '12:30',
      startsAt: '2026-03-02T07:00:00.000Z',
      endsAt: '2026-03-02T11:30:00.000Z',
      missionsCount: 2,
      waypoints: 17,
      km: 38,
      unproductive: false,
      version: 1,
    });
    expect(s.missions.map((m) => m.name)).toEqual(['Tournée A', 'Tournée B']);
    expect((await lastAdminEvent('planning.createShift'))?.target_id).toBe(String(s.id));

    const got = await shifts.get(api.planning.getShiftById, { shiftId: s.id });
    expect(got.status).toBe(200);
    expect(got.body.data.worker.id).toBe(w.id);

    const upd = await shifts.post(api.planning.updateShift, {
      id: s.id,
      version: 1,
      endTime: '13:00',
      comment: 'Client VIP',
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ endTime: '13:00', comment: 'Client VIP', version: 2 });
    const stale = await shifts.post(api.planning.updateShift, { id: s.id, version: 1, endTime: '14:00' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed by someone else/);
  });

  test('400 naming the bad fields, 404 for unknown ids, 403 without SHIFTS', async () => {
    const bad = await shifts.postUnchecked(api.planning.createShift, {
      workerId: 'x',
      clientId: 1,
      date: '2026-13-01',
      startTime: '9h',
      endTime: '08:00',
      extra: 1,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(expect.arrayContaining(['date', 'startTime', 'workerId']));
    const reversed = await shifts.post(api.planning.createShift, {
      workerId: 1,
      clientId: 1,
      date: EMPTY_DAY,
      startTime: '10:00',
      endTime: '09:00',
    });
    expect(reversed.status).toBe(400);
    expect(fieldNames(reversed)).toEqual(['endTime']);
    // Strict all the way down: a field a mission does not have is refused, named by its path,
    // and nothing is created.
    const before = await t.db
      .selectFrom('shifts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const nested = await shifts.postUnchecked(api.planning.createShift, {
      workerId: (await freeWorkers(1))[0].id,
      clientId: (await openClient()).id,
      date: EMPTY_DAY,
      startTime: '08:00',
      endTime: '09:00',
      missions: [
        { name: 'Morning round', waypoints: 3, km: 12 },
        { name: 'Afternoon round', waypoints: 2, km: 8, price: 0 },
      ],
    });
    expect(nested.status).toBe(400);
    expect(nested.body.error).toMatchObject({
      code: 'BAD_REQUEST',
      fields: { 'missions.1.price': 'Unknown field' },
    });
    expect(nested.body.error.message).toContain('missions.1.price');
    expect(
      await t.db
        .selectFrom('shifts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
    const unknownShift = await shifts.get(api.planning.getShiftById, { shiftId: 99_999_999 });
    expect(unknownShift.status).toBe(404);
    const unknownWorker = await shifts.post(api.planning.createShift, {
      workerId: 99_999_999,
      clientId: (await openClient()).id,
      date: EMPTY_DAY,
      startTime: '08:00',
      endTime: '09:00',
    });
    expect(unknownWorker.status).toBe(404);
    expect(fieldNames(unknownWorker)).toEqual(['workerId']);
    const forbidden = await regular.get(api.planning.getShifts, { dateStart: EMPTY_DAY, dateEnd: EMPTY_DAY });
    expect(forbidden.status).toBe(403);
    const wideWindow = await shifts.get(api.planning.getShifts, {
      dateStart: '2026-01-01',
      dateEnd: '2026-03-01',
    });
    expect(wideWindow.status).toBe(400);
    expect(fieldNames(wideWindow)).toEqual(['dateEnd']);
  });
});

describe('planning: missions, unproductive, deletes, worker times', () => {
  test('missions added, edited (409 when stale) and deleted', async () => {
    const [, , , , w] = await freeWorkers(5);
    const s = (
      await shifts.post(api.planning.createShift, {
        workerId: w.id,
        clientId: (await openClient()).id,
        date: '2026-03-16',
        startTime: '08:00',
        endTime: '09:00',
      })
    ).body.data;
    const m = await shifts.post(api.planning.addMission, {
      shiftId: s.id,
      name: 'Plis',
      waypoints: 2,
      km: 1,
    });
    expect(m.status).toBe(200);
    expect(m.body.data).toMatchObject({ shiftId: s.id, name: 'Plis', waypoints: 2, km: 1, version: 1 });
    const u = await shifts.post(api.planning.updateMission, { id: m.body.data.id, version: 1, waypoints: 7 });
    expect(u.body.data).toMatchObject({ waypoints: 7, version: 2 });
    expect(
      (await shifts.post(api.planning.updateMission, { id: m.body.data.id, version: 1, km: 3 })).status,
    ).toBe(409);
    const neg = await shifts.postUnchecked(api.planning.addMission, {
      shiftId: s.id,
      name: '',
      waypoints: -1,
      km: 0,
    });
    expect(neg.status).toBe(400);
    expect(fieldNames(neg)).toEqual(['name', 'waypoints']);
    const d = await shifts.post(api.planning.deleteMission, { missionId: m.body.data.id });
    expect(d.body.data).toEqual({ missionId: m.body.data.id, deleted: true });
    expect((await shifts.post(api.planning.deleteMission, { missionId: m.body.data.id })).status).toBe(404);
  });

  test('switchUnProudictiveShift keeps the comment; deleteShift needs a comment and is kept in the timeline', async () => {
    const [, , , , , w] = await freeWorkers(6);
    const s = (
      await shifts.post(api.planning.createShift, {
        workerId: w.id,
        clientId: (await openClient()).id,
        date: '2026-03-17',
        startTime: '08:00',
        endTime: '09:00',
      })
    ).body.data;
    const noComment = await shifts.postUnchecked(api.planning.switchUnProudictiveShift, {
      shiftId: s.id,
      workerId: w.id,
      comment: ' ',
    });
    expect(noComment.status).toBe(400);
    expect(fieldNames(noComment)).toEqual(['comment']);
    const wrongWorker = await shifts.post(api.planning.switchUnProudictiveShift, {
      shiftId: s.id,
      workerId: w.id + 1,
      comment: 'x',
    });
    expect(wrongWorker.status).toBe(400);
    expect(fieldNames(wrongWorker)).toEqual(['workerId']);
    const un = await shifts.post(api.planning.switchUnProudictiveShift, {
      shiftId: s.id,
      workerId: w.id,
      comment: 'Client fermé',
    });
    expect(un.status).toBe(200);
    expect(un.body.data).toMatchObject({ unproductive: true, unproductiveComment: 'Client fermé' });
    const back = await shifts.post(api.planning.switchUnProudictiveShift, {
      shiftId: s.id,
      workerId: w.id,
      comment: 'Erreur',
    });
    expect(back.body.data).toMatchObject({ unproductive: false, unproductiveComment: 'Erreur' });

    const missing = await shifts.postUnchecked(api.planning.deleteShift, { shiftId: s.id, workerId: w.id });
    expect(missing.status).toBe(400);
    expect(fieldNames(missing)).toEqual(['comment']);
    const del = await shifts.post(api.planning.deleteShift, {
      shiftId: s.id,
      workerId: w.id,
      comment: 'Doublon',
    });
    expect(del.body.data).toEqual({ shiftId: s.id, deleted: true });
    const ev = await t.db
      .selectFrom('worker_events')
      .selectAll()
      .where('worker_id', '=', w.id)
      .where('kind', '=', 'shift_deleted')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(ev.summary).toBe(
      `Shift ${s.id} of 2026-03-17 (08:00–09:00, client ${s.client.id}) deleted: Doublon`,
    );
    expect((await lastAdminEvent('planning.deleteShift'))?.summary).toBe(ev.summary);
    expect((await shifts.get(api.planning.getShiftById, { shiftId: s.id })).status).toBe(404);
  });

  test('worker times: add, read by worker and date, edit (409 stale), delete with a comment', async () => {
    const [, , , , , , w] = await freeWorkers(7);
    const add = await shifts.post(api.planning.addWorkerTime, {
      workerId: w.id,
      date: '2026-03-18',
      startTime: '08:05',
      endTime: '12:00',
    });
    expect(add.status).toBe(200);
    expect(add.body.data).toMatchObject({
      workerId: w.id,
      date: '2026-03-18',
      startedAt: '2026-03-18T07:05:00.000Z',
      minutes: 235,
      version: 1,
    });
    const read = await shifts.get(api.planning.getWorkerTimeByWorkerId, {
      workerId: w.id,
      date: '2026-03-18',
    });
    expect(read.body.data.map((r) => r.id)).toEqual([add.body.data.id]);
    const edit = await shifts.post(api.planning.editWorkerTime, {
      id: add.body.data.id,
      version: 1,
      endTime: '12:30',
    });
    expect(edit.body.data).toMatchObject({ minutes: 265, version: 2 });
    expect(
      (await shifts.post(api.planning.editWorkerTime, { id: add.body.data.id, version: 1, endTime: '13:00' }))
        .status,
    ).toBe(409);
    const wrongDate = await shifts.post(api.planning.deleteWorkerTime, {
      workerTimeId: add.body.data.id,
      workerId: w.id,
      date: '2026-03-19',
      comment: 'x',
    });
    expect(wrongDate.status).toBe(400);
    expect(fieldNames(wrongDate)).toEqual(['date']);
    const del = await shifts.post(api.planning.deleteWorkerTime, {
      workerTimeId: add.body.data.id,
      workerId: w.id,
      date: '2026-03-18',
      comment: 'Saisie erronée',
    });
    expect(del.body.data).toEqual({ workerTimeId: add.body.data.id, deleted: true });
    expect(
      (await shifts.get(api.planning.getWorkerTimeByWorkerId, { workerId: w.id, date: '2026-03-18' })).body
        .data,
    ).toEqual([]);
  });
});

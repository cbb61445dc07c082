import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { t, workers, clients, anyActiveWorker, useSeededApp } from './workersSetup';

useSeededApp();

async function refs() {
  const company = await t.db.selectFrom('companies').selectAll().orderBy('id').executeTakeFirstOrThrow();
  const team = await t.db.selectFrom('teams').selectAll().orderBy('id').executeTakeFirstOrThrow();
  return { company, team, agencyId: team.agency_id as number };
}

describe('workers/addWorker', () => {
  test('the short code is the company prefix + its next number, taken once; events are written', async () => {
    const { company, team, agencyId } = await refs();
    // The company's next number, set here so that the expected code is written out.
    await t.db
      .updateTable('companies')
      .set({ next_short_code_seq: 9000 })
      .where('id', '=', company.id)
      .execute();
    const res = await workers.post(api.workers.addWorker, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyId: company.id,
      teamId: team.id,
      agencyId,
      email: 'ada@example.com',
      phone: '+33 6 12 34 56 78',
    });
    expect(res.status).toBe(200);
    const w = res.body.data;
    expect(w.shortCode).toBe('PAR-9000');
    expect(w).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      activityStatus: 'active',
      version: 1,
      vehicle: null,
      photo: null,
    });
    expect(w.company).toEqual({ id: company.id, name: company.name });
    const after = await t.db
      .selectFrom('companies')
      .select('next_short_code_seq')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(after.next_short_code_seq).toBe(9001);

    const admin = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .where('action', '=', 'workers.add')
      .where('target_id', '=', String(w.id))
      .execute();
    expect(admin).toHaveLength(1);
    const events = await t.db.selectFrom('worker_events').selectAll().where('worker_id', '=', w.id).execute();
    expect(events.map((e) => e.kind)).toEqual(['created']);
  });

  test('short codes are never reused: deactivating keeps the code, taken numbers are skipped', async () => {
    const { company, team, agencyId } = await refs();
    const body = { firstName: 'Grace', lastName: 'Hopper', companyId: company.id, teamId: team.id, agencyId };
    const first = (await workers.post(api.workers.addWorker, body)).body.data;
    const off = await workers.post(api.workers.updateWorkerData, {
      id: first.id,
      version: first.version,
      activityStatus: 'inactive',
    });
    expect(off.status).toBe(200);
    const second = (await workers.post(api.workers.addWorker, body)).body.data;
    expect(second.shortCode).not.toBe(first.shortCode);

    // Someone rewinds the sequence: the next creation skips every code already given.
    await t.db
      .updateTable('companies')
      .set({ next_short_code_seq: 1 })
      .where('id', '=', company.id)
      .execute();
    const third = await workers.post(api.workers.addWorker, body);
    expect(third.status).toBe(200);
    const all = await t.db
      .selectFrom('workers')
      .select('short_code')
      .where('company_id', '=', company.id)
      .execute();
    expect(new Set(all.map((r) => r.short_code)).size).toBe(all.length);
  });

  test('creations at the same time get distinct, consecutive numbers', async () => {
    const { company, team, agencyId } = await refs();
    const before = await t.db
      .selectFrom('companies')
      .select('next_short_code_seq')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    const body = { firstName: 'Con', lastName: 'Current', companyId: company.id, teamId: team.id, agencyId };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => workers.post(api.workers.addWorker, body)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = results.map((r) => Number(r.body.data.shortCode.split('-').pop())).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(5);
    expect(numbers[4] - numbers[0]).toBe(4);
    expect(numbers[0]).toBeGreaterThanOrEqual(before.next_short_code_seq);
  });

  test('400 naming each bad field, 404 naming an unknown reference, 403 without the role', async () => {
    const { company, team, agencyId } = await refs();
    const sequence = () =>
      t.db
        .selectFrom('companies')
        .select('next_short_code_seq')
        .where('id', '=', company.id)
        .executeTakeFirstOrThrow();
    const seqBefore = await sequence();
    const bad = await workers.postUnchecked(api.workers.addWorker, {
      firstName: 'X',
      email: 'not-an-email',
      companyId: company.id,
      teamId: team.id,
      agencyId,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['email', 'lastName']);

    const unknown = await workers.post(api.workers.addWorker, {
      firstName: 'X',
      lastName: 'Y',
      companyId: company.id,
      teamId: 99999,
      agencyId,
    });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['teamId']);
    // Refused creations take no number: the sequence is where it was before them.
    expect(await sequence()).toEqual(seqBefore);

    expect(
      (
        await clients.post(api.workers.addWorker, {
          firstName: 'X',
          lastName: 'Y',
          companyId: company.id,
          teamId: team.id,
          agencyId,
        })
      ).status,
    ).toBe(403);
  });
});

describe('workers/updateWorkerData', () => {
  test('changes the sent fields, bumps the version, writes an admin event and a worker event', async () => {
    const w = await anyActiveWorker();
    const res = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      phone: '01 23 45 67 89',
      comment: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: w.id,
      phone: '01 23 45 67 89',
      comment: null,
      version: w.version + 1,
      lastName: w.last_name,
    });

    const event = await t.db
      .selectFrom('worker_events')
      .selectAll()
      .where('worker_id', '=', w.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.kind).toBe('updated');
    expect(event.summary).toContain('phone');
    expect(event.data).toMatchObject({ changes: { phone: { from: w.phone, to: '01 23 45 67 89' } } });
    const admin = await t.db
      .selectFrom('admin_events')
      .selectAll()
      .where('action', '=', 'workers.update')
      .where('target_id', '=', String(w.id))
      .execute();
    expect(admin.length).toBeGreaterThan(0);
  });

  test('a stale version is a 409 and changes nothing', async () => {
    const w = await anyActiveWorker();
    const ok = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      city: 'Lyon',
    });
    expect(ok.status).toBe(200);
    const stale = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      city: 'Nantes',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('CONFLICT');
    const now = await t.db
      .selectFrom('workers')
      .select(['city', 'version'])
      .where('id', '=', w.id)
      .executeTakeFirstOrThrow();
    expect(now).toEqual({ city: 'Lyon', version: w.version + 1 });
  });

  test('deactivating sets the left date; a worker who drives a vehicle must give it back first', async () => {
    const w = await anyActiveWorker();
    const off = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      activityStatus: 'inactive',
    });
    expect(off.status).toBe(200);
    expect(off.body.data.leftOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const back = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: off.body.data.version,
      activityStatus: 'active',
    });
    expect(back.body.data).toMatchObject({ activityStatus: 'active', leftOn: null });
    const kinds = (
      await t.db.selectFrom('worker_events').select('kind').where('worker_id', '=', w.id).execute()
    ).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['deactivated', 'reactivated']));

    const driver = await t.db
      .selectFrom('vehicle_assignments as va')
      .innerJoin('workers as w', 'w.id', 'va.worker_id')
      .select(['w.id', 'w.version'])
      .where('va.ended_at', 'is', null)
      .executeTakeFirstOrThrow();
    const refused = await workers.post(api.workers.updateWorkerData, {
      id: driver.id,
      version: driver.version,
      activityStatus: 'inactive',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/dissociate/);
  });

  test('404 unknown worker or reference, 400 naming fields, 403 without the role', async () => {
    const w = await anyActiveWorker();
    expect(
      (await workers.post(api.workers.updateWorkerData, { id: 99999, version: 1, city: 'X' })).status,
    ).toBe(404);
    const ref = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      agencyId: 99999,
    });
    expect(ref.status).toBe(404);
    expect(ref.body.error.fields).toHaveProperty('agencyId');
    const bad = await workers.postUnchecked(api.workers.updateWorkerData, {
      id: w.id,
      email: 'nope',
      activityStatus: 'gone',
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['activityStatus', 'email', 'version']);
    expect(
      (await clients.post(api.workers.updateWorkerData, { id: w.id, version: w.version, city: 'X' })).status,
    ).toBe(403);
  });
});

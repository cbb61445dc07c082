import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { todayInParis } from '../../../src/domain/dates';
import { addDays } from '../../../src/repositories/today/widget';
import { t, workers, clients, anyActiveWorker, useSeededApp } from './workersSetup';

useSeededApp();

const today = todayInParis();
const versionOf = async (workerId: number) =>
  (await t.db.selectFrom('workers').select('version').where('id', '=', workerId).executeTakeFirstOrThrow()).version;

describe('workers/setWorkerContract and getWorkerContract', () => {
  test('sets the contract at the worker version, bumps it, and writes both events', async () => {
    const w = await anyActiveWorker();
    const version = await versionOf(w.id);
    const res = await workers.post(api.workers.setWorkerContract, {
      workerId: w.id,
      version,
      kind: 'cdd',
      startDate: addDays(today, -100),
      endDate: addDays(today, 12),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      workerId: w.id,
      version: version + 1,
      contract: { kind: 'cdd', startDate: addDays(today, -100), endDate: addDays(today, 12) },
    });
    const read = await workers.get(api.workers.getWorkerContract, { workerId: w.id });
    expect(read.body.data.contract).toEqual(res.body.data.contract);
    const events = await t.db.selectFrom('worker_events').select(['kind', 'data']).where('worker_id', '=', w.id)
      .where('kind', '=', 'contract_set').execute();
    expect(events.map((e) => e.data)).toEqual([{ contractKind: 'cdd', startDate: addDays(today, -100), endDate: addDays(today, 12) }]);
    const admin = await t.db.selectFrom('admin_events').select('action').where('action', '=', 'workers.setContract')
      .where('target_id', '=', String(w.id)).execute();
    expect(admin).toHaveLength(1);

    // The same version again is stale: 409, nothing changed.
    const stale = await workers.post(api.workers.setWorkerContract, { workerId: w.id, version, kind: 'cdi', startDate: null });
    expect(stale.status).toBe(409);
    expect((await workers.get(api.workers.getWorkerContract, { workerId: w.id })).body.data.contract?.kind).toBe('cdd');
  });

  test('a fixed-term contract without an end, or ending before its start, is a 400 naming endDate', async () => {
    const w = await anyActiveWorker();
    const version = await versionOf(w.id);
    for (const kind of ['cdd', 'interim'] as const) {
      const res = await workers.post(api.workers.setWorkerContract, { workerId: w.id, version, kind, startDate: today, endDate: null });
      expect(res.status).toBe(400);
      expect(fieldNames(res)).toEqual(['endDate']);
    }
    const backwards = await workers.post(api.workers.setWorkerContract, {
      workerId: w.id, version, kind: 'cdi', startDate: today, endDate: addDays(today, -1),
    });
    expect(backwards.status).toBe(400);
    expect(fieldNames(backwards)).toEqual(['endDate']);
    const badKind = await workers.post(api.workers.setWorkerContract, {
      workerId: w.id, version, kind: 'permanent' as never, startDate: today,
    });
    expect(badKind.status).toBe(400);
    expect(fieldNames(badKind)).toEqual(['kind']);
    // A CDI needs no end.
    const cdi = await workers.post(api.workers.setWorkerContract, { workerId: w.id, version, kind: 'cdi', startDate: today });
    expect(cdi.status).toBe(200);
    expect(cdi.body.data.contract).toEqual({ kind: 'cdi', startDate: today, endDate: null });
  });

  test('an unknown worker is a 404; a role without WORKERS is refused', async () => {
    const unknown = await workers.post(api.workers.setWorkerContract, { workerId: 999_999, version: 1, kind: 'cdi', startDate: null });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['workerId']);
    expect((await workers.get(api.workers.getWorkerContract, { workerId: 999_999 })).status).toBe(404);
    const w = await anyActiveWorker();
    expect((await clients.get(api.workers.getWorkerContract, { workerId: w.id })).status).toBe(403);
    expect(
      (await clients.post(api.workers.setWorkerContract, { workerId: w.id, version: 1, kind: 'cdi', startDate: null })).status,
    ).toBe(403);
  });
});

describe('worker documents', () => {
  test('add, edit at the version, delete at the version; each writes its events', async () => {
    const w = await anyActiveWorker();
    const added = await workers.post(api.workers.addWorkerDocument, {
      workerId: w.id, kind: 'residence_permit', reference: 'TS-42', expiresOn: addDays(today, 20),
    });
    expect(added.status).toBe(200);
    const doc = added.body.data;
    expect(doc).toMatchObject({ workerId: w.id, kind: 'residence_permit', reference: 'TS-42', expiresOn: addDays(today, 20), comment: null, version: 1 });
    const listed = (await workers.get(api.workers.getWorkerContract, { workerId: w.id })).body.data.documents;
    expect(listed.map((d) => d.id)).toContain(doc.id);

    const edited = await workers.post(api.workers.updateWorkerDocument, { id: doc.id, version: 1, expiresOn: addDays(today, 400), comment: 'Renewed' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ expiresOn: addDays(today, 400), comment: 'Renewed', reference: 'TS-42', version: 2 });
    const stale = await workers.post(api.workers.updateWorkerDocument, { id: doc.id, version: 1, reference: 'X' });
    expect(stale.status).toBe(409);
    const staleDelete = await workers.post(api.workers.deleteWorkerDocument, { id: doc.id, version: 1 });
    expect(staleDelete.status).toBe(409);
    const deleted = await workers.post(api.workers.deleteWorkerDocument, { id: doc.id, version: 2 });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: doc.id, deleted: true });
    const again = await workers.post(api.workers.deleteWorkerDocument, { id: doc.id, version: 2 });
    expect(again.status).toBe(404);
    expect(fieldNames(again)).toEqual(['id']);

    const kinds = await t.db.selectFrom('worker_events').select('kind').where('worker_id', '=', w.id)
      .where('kind', 'like', 'document_%').orderBy('id').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['document_added', 'document_updated', 'document_deleted']);
    const actions = await t.db.selectFrom('admin_events').select('action').where('target_id', '=', String(w.id))
      .where('action', 'like', 'workers.%Document').orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['workers.addDocument', 'workers.updateDocument', 'workers.deleteDocument']);
  });

  test('400 naming the field, 404 for an unknown worker or document, 403 without WORKERS', async () => {
    const w = await anyActiveWorker();
    const badKind = await workers.post(api.workers.addWorkerDocument, { workerId: w.id, kind: 'passport' as never });
    expect(badKind.status).toBe(400);
    expect(fieldNames(badKind)).toEqual(['kind']);
    const badDate = await workers.post(api.workers.addWorkerDocument, { workerId: w.id, kind: 'identity_card', expiresOn: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(fieldNames(badDate)).toEqual(['expiresOn']);
    const noWorker = await workers.post(api.workers.addWorkerDocument, { workerId: 999_999, kind: 'identity_card' });
    expect(noWorker.status).toBe(404);
    expect(fieldNames(noWorker)).toEqual(['workerId']);
    const noDoc = await workers.post(api.workers.updateWorkerDocument, { id: 999_999, version: 1, comment: 'x' });
    expect(noDoc.status).toBe(404);
    expect((await clients.post(api.workers.addWorkerDocument, { workerId: w.id, kind: 'identity_card' })).status).toBe(403);
    expect((await clients.post(api.workers.deleteWorkerDocument, { id: 1, version: 1 })).status).toBe(403);
  });
});

describe('workers list: contractEndingSoon and documentExpiringSoon', () => {
  test('each filter answers the active workers with an end or expiry from today to today + 30', async () => {
    const w = await anyActiveWorker();
    await sql`update workers set contract_kind = 'cdd', contract_end_date = ${addDays(today, 30)}::date where id = ${w.id}`.execute(t.db);
    await sql`insert into worker_documents (worker_id, kind, expires_on) values (${w.id}, 'medical_fitness', ${today}::date)`.execute(t.db);
    const expected = async (where: string) =>
      (await sql<{ id: number }>`select w.id from workers w where w.activity_status = 'active' and ${sql.raw(where)} order by w.id`.execute(t.db)).rows.map((r) => r.id);
    const listed = async (query: Record<string, string>) =>
      (await workers.get(api.workers.getWorkers, { ...query, pageSize: 500, sort: 'shortCode' })).body.data.items.map((i) => i.id).sort((a, b) => a - b);

    const contracts = await expected(`w.contract_end_date between '${today}'::date and '${today}'::date + 30`);
    expect(contracts).toContain(w.id);
    expect(await listed({ contractEndingSoon: 'true' })).toEqual(contracts);
    const documents = await expected(`exists (select 1 from worker_documents d where d.worker_id = w.id
      and d.expires_on between '${today}'::date and '${today}'::date + 30)`);
    expect(documents).toContain(w.id);
    expect(await listed({ documentExpiringSoon: 'true' })).toEqual(documents);
    // A day past the range leaves the worker out.
    await sql`update workers set contract_end_date = ${addDays(today, 31)}::date where id = ${w.id}`.execute(t.db);
    expect(await listed({ contractEndingSoon: 'true' })).not.toContain(w.id);
  });
});

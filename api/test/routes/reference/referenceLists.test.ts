import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

/** The reference lists staff administer in Settings: élus, finance units, business units, GTA types. */

let t: TestApp;
let settings: SignedIn;
let workers: SignedIn;
const a = api.referenceAdmin;

beforeAll(async () => {
  t = await seededTestApp();
  settings = await t.injectAs('settings');
  workers = await t.injectAs('workers');
});
afterAll(() => t.close());

describe('élus', () => {
  test('list with inUse and version; add; duplicate name whatever its case is a 409; edit; stale is a 409', async () => {
    const list = await settings.get(a.listElus, { activityStatus: 'all' });
    expect(list.status).toBe(200);
    const used = await t.db
      .selectFrom('workers')
      .select(['elu_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('elu_id', 'is not', null)
      .groupBy('elu_id')
      .executeTakeFirst();
    if (used) expect(list.body.data.find((e) => e.id === used.elu_id)?.inUse).toBe(Number(used.n));

    const added = await settings.post(a.addElu, { name: '  Camille Test  ', code: 'CT' });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ name: 'Camille Test', code: 'CT', activityStatus: 'active', inUse: 0, version: 1 });
    const dup = await settings.post(a.addElu, { name: 'camille test' });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toContain('Camille Test');

    const edited = await settings.post(a.updateElu, { id: added.body.data.id, version: 1, code: null, activityStatus: 'inactive' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ code: null, activityStatus: 'inactive', version: 2 });
    expect((await settings.post(a.updateElu, { id: added.body.data.id, version: 1, name: 'X' })).status).toBe(409);
    const unknown = await settings.post(a.updateElu, { id: 999_999, version: 1, name: 'X' });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['id']);

    // The light list every area reads follows at once.
    const light = await workers.get(api.reference.getElus, { activityStatus: 'inactive' });
    expect(light.body.data.map((e) => e.name)).toContain('Camille Test');

    const events = await t.db
      .selectFrom('admin_events')
      .select(['action', 'summary'])
      .where('target_type', '=', 'elu')
      .where('target_id', '=', String(added.body.data.id))
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.action)).toEqual(['elus.add', 'elus.update']);
    expect(events[1].summary).toContain('activityStatus active → inactive');
  });

  test('bad input is a 400 naming the field; unknown fields too', async () => {
    const empty = await settings.postUnchecked(a.addElu, { name: '   ' });
    expect(empty.status).toBe(400);
    expect(fieldNames(empty)).toEqual(['name']);
    const long = await settings.postUnchecked(a.addElu, { name: 'Ok', code: 'x'.repeat(31) });
    expect(fieldNames(long)).toEqual(['code']);
    const extra = await settings.postUnchecked(a.addElu, { name: 'Ok', colour: 'red' });
    expect(extra.status).toBe(400);
    expect(fieldNames(extra)).toEqual(['colour']);
  });

  test('only SETTINGS administers them (403), every signed-in user reads the light list', async () => {
    expect((await workers.get(a.listElus, {})).status).toBe(403);
    expect((await workers.post(a.addElu, { name: 'Nope' })).status).toBe(403);
    expect((await workers.get(api.reference.getElus, {})).status).toBe(200);
  });
});

describe('finance and business units', () => {
  test('a business unit names its finance unit (404 naming financeUnitId when unknown); inUse counts', async () => {
    const fu = await settings.post(a.addFinanceUnit, { name: 'FU Test', code: 'FUT' });
    expect(fu.status).toBe(200);
    const missing = await settings.post(a.addBusinessUnit, { name: 'BU Test', financeUnitId: 999_999 });
    expect(missing.status).toBe(404);
    expect(fieldNames(missing)).toEqual(['financeUnitId']);
    const bu = await settings.post(a.addBusinessUnit, { name: 'BU Test', financeUnitId: fu.body.data.id });
    expect(bu.status).toBe(200);
    expect(bu.body.data).toMatchObject({ financeUnitId: fu.body.data.id, financeUnitName: 'FU Test', inUse: 0 });

    const units = await settings.get(a.listFinanceUnits, { activityStatus: 'active' });
    expect(units.body.data.find((u) => u.id === fu.body.data.id)?.inUse).toBe(1);

    const cleared = await settings.post(a.updateBusinessUnit, { id: bu.body.data.id, version: 1, financeUnitId: null });
    expect(cleared.body.data).toMatchObject({ financeUnitId: null, financeUnitName: null, version: 2 });
    const same = await settings.post(a.updateFinanceUnit, { id: fu.body.data.id, version: 1, name: 'FU Test' });
    expect(same.body.data.version).toBe(1);
  });
});

describe('GTA types', () => {
  test('add an absence type; the worker times area reads it with its flag', async () => {
    const added = await settings.post(a.addGtaType, { name: 'Formation test', code: 'FT', isAbsence: true });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ isAbsence: true, inUse: 0 });
    const bad = await settings.postUnchecked(a.addGtaType, { name: 'X', isAbsence: 'yes' });
    expect(fieldNames(bad)).toEqual(['isAbsence']);
    expect(added.body.data.isPaid).toBe(false);
    const edited = await settings.post(a.updateGtaType, { id: added.body.data.id, version: 1, isAbsence: false });
    expect(edited.body.data).toMatchObject({ isAbsence: false, version: 2 });
    // Paid or not: what pay statements read for an absence of this type.
    const paid = await settings.post(a.updateGtaType, { id: added.body.data.id, version: 2, isAbsence: true, isPaid: true });
    expect(paid.body.data).toMatchObject({ isAbsence: true, isPaid: true, version: 3 });
    const stored = await t.db.selectFrom('gta_types').select(['is_paid']).where('id', '=', added.body.data.id).executeTakeFirstOrThrow();
    expect(stored.is_paid).toBe(true);
    const badPaid = await settings.postUnchecked(a.updateGtaType, { id: added.body.data.id, version: 3, isPaid: 'yes' });
    expect(fieldNames(badPaid)).toEqual(['isPaid']);
    await settings.post(a.updateGtaType, { id: added.body.data.id, version: 3, isAbsence: false, isPaid: false });
    const read = await workers.get(api.workers.getGtaTypes, { activityStatus: 'active' });
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body.data)).toContain('Formation test');
    const list = await settings.get(a.listGtaTypes, { activityStatus: 'active' });
    const used = list.body.data.filter((g) => g.inUse > 0);
    if (used.length) {
      const n = await t.db
        .selectFrom('worker_times')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('gta_type_id', '=', used[0].id)
        .executeTakeFirstOrThrow();
      expect(used[0].inUse).toBe(Number(n.n));
    }
  });
});

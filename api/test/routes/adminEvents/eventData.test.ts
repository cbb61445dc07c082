import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

/**
 * Each new admin event keeps the values its sentence is worded from (`data`), so that the
 * Settings trail says it in the reader's language; `summary` stays the English text.
 */

let t: TestApp;
let settings: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  settings = await t.injectAs('settings');
});
afterAll(() => t.close());

const eventsOf = async (targetType: string, targetId: string | number) =>
  (await settings.get(api.adminEvents.getAdminEvents, { targetType, targetId: String(targetId) })).body.data.items;

describe('adminEvents/getAdminEvents: the values of each sentence', () => {
  test("a settings list's add and edit keep the name and each changed field's key, old and new value", async () => {
    const brand = await settings.post(api.settings.addVehicleBrand, { name: 'Marque Données' });
    expect(brand.status).toBe(200);
    await settings.post(api.settings.updateVehicleBrand, { id: brand.body.data.id, version: 1, code: 'MD' });
    const items = await eventsOf('vehicle_brand', brand.body.data.id);
    expect(items.map((e) => [e.action, e.summary, e.data])).toEqual([
      [
        'vehicleBrands.update',
        'Vehicle brand "Marque Données": code — → MD',
        { name: 'Marque Données', changes: [{ field: 'code', from: null, to: 'MD' }] },
      ],
      ['vehicleBrands.add', 'Added vehicle brand "Marque Données"', { name: 'Marque Données' }],
    ]);
  });

  test("a worker's edit keeps the worker's code and its timeline event (kind, changed field keys)", async () => {
    const workers = await t.injectAs('workers');
    const w = await t.db
      .selectFrom('workers')
      .select(['id', 'version', 'short_code'])
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const edited = await workers.post(api.workers.updateWorkerData, {
      id: w.id,
      version: w.version,
      phone: '+33 6 11 22 33 44',
    });
    expect(edited.status).toBe(200);
    const [event] = await eventsOf('worker', w.id);
    expect(event.action).toBe('workers.update');
    expect(event.summary).toBe(`${w.short_code}: Changed: phone`);
    expect(event.data).toMatchObject({
      worker: w.short_code,
      workerEvent: { kind: 'updated', data: { fields: ['phone'] } },
    });
  });

  test("a client's change keeps the client's code and its timeline event", async () => {
    const clients = await t.injectAs('clients');
    const c = await t.db
      .selectFrom('clients')
      .select(['id', 'version', 'business_code'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await clients.post(api.clients.updateClientData, { clientId: c.id, version: c.version, city: 'Annecy' });
    expect(res.status).toBe(200);
    const [event] = await eventsOf('client', c.id);
    expect(event.action).toBe('clients.updateClientData');
    expect(event.data).toMatchObject({
      businessCode: c.business_code,
      clientEvent: { kind: 'updated', data: { fields: 'city' } },
    });
  });

  test("a team's new rates keep the team's name and the amounts in cents", async () => {
    const retrib = await t.injectAs('retrib');
    const config = await t.db
      .selectFrom('team_configs as c')
      .innerJoin('teams as t', 't.id', 'c.team_id')
      .select(['c.id', 'c.version', 'c.team_id', 't.name'])
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    const res = await retrib.post(api.retrib.updateTeamConfig, {
      id: config.id,
      version: config.version,
      waypointAmount: 180,
      kmAmount: 40,
      dailyAmount: 6600,
      extra: 300,
    });
    expect(res.status).toBe(200);
    const [event] = await eventsOf('team', config.team_id);
    expect([event.action, event.data]).toEqual([
      'retrib.updateTeamConfig',
      { team: config.name, waypointCents: 180, kmCents: 40, dayCents: 6600, extraCents: 300 },
    ]);
  });

  test('an event written before the values were kept answers data null and its summary', async () => {
    await sql`insert into admin_events (action, target_type, target_id, summary)
      values ('test.old', 'setting', 'old-1', 'Written long ago')`.execute(t.db);
    const items = await eventsOf('setting', 'old-1');
    expect(items.map((e) => [e.summary, e.data])).toEqual([['Written long ago', null]]);
  });
});

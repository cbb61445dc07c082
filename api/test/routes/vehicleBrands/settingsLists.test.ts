import { sql } from 'kysely';
import { api, type Endpoint } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

/**
 * The eight simple settings lists share one repository (repositories/simpleList.ts): each
 * is run through the same cases (list, add, edit, refusals, admin events), with the extra
 * fields of its own rows.
 */

let t: TestApp;
let settings: SignedIn;
let workers: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  settings = await t.injectAs('settings');
  workers = await t.injectAs('workers');
});
afterAll(() => t.close());

interface Case {
  list: string;
  table: string;
  get: Endpoint;
  add: Endpoint;
  update: Endpoint;
  /** Fields a new item needs beyond its name. */
  extra: () => Promise<Record<string, unknown>>;
}

const firstId = async (table: 'client_groups2' | 'vehicle_brands') =>
  (
    await t.db
      .selectFrom(table)
      .select('id')
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

let prefixes = 0;
const CASES: Case[] = [
  {
    list: 'salesAgents',
    table: 'sales_agents',
    get: api.settings.getSalesAgents,
    add: api.settings.addSalesAgent,
    update: api.settings.updateSalesAgent,
    extra: async () => ({ email: 'agent.new@courier.example', phone: '01 02 03 04 05' }),
  },
  {
    list: 'clientGroups',
    table: 'client_groups',
    get: api.settings.getClientGroups,
    add: api.settings.addClientGroup,
    update: api.settings.updateClientGroup,
    extra: async () => ({ clientGroup2Id: await firstId('client_groups2') }),
  },
  {
    list: 'clientGroups2',
    table: 'client_groups2',
    get: api.settings.getClientGroups2,
    add: api.settings.addClientGroup2,
    update: api.settings.updateClientGroup2,
    extra: async () => ({}),
  },
  {
    list: 'workerCompanies',
    table: 'companies',
    get: api.settings.getWorkerCompanies,
    add: api.settings.addWorkerCompany,
    update: api.settings.updateWorkerCompany,
    extra: async () => ({ shortCodePrefix: ['QQA', 'QQB', 'QQC', 'QQD', 'QQE', 'QQF'][prefixes++] }),
  },
  {
    list: 'vehicleBrands',
    table: 'vehicle_brands',
    get: api.settings.getVehicleBrands,
    add: api.settings.addVehicleBrand,
    update: api.settings.updateVehicleBrand,
    extra: async () => ({}),
  },
  {
    list: 'vehicleModels',
    table: 'vehicle_models',
    get: api.settings.getVehicleModels,
    add: api.settings.addVehicleModel,
    update: api.settings.updateVehicleModel,
    extra: async () => ({ brandId: await firstId('vehicle_brands') }),
  },
  {
    list: 'vehicleTypes',
    table: 'vehicle_types',
    get: api.settings.getVehicleTypes,
    add: api.settings.addVehicleType,
    update: api.settings.updateVehicleType,
    extra: async () => ({}),
  },
  {
    list: 'vehicleSuppliers',
    table: 'vehicle_suppliers',
    get: api.settings.getVehicleSuppliers,
    add: api.settings.addVehicleSupplier,
    update: api.settings.updateVehicleSupplier,
    extra: async () => ({ email: 'fleet@supplier.example', phone: null }),
  },
];

interface Item {
  id: number;
  name: string;
  code: string | null;
  activityStatus: string;
  inUse: number;
  version: number;
}

const eventsOf = (action: string, targetId: number) =>
  t.db
    .selectFrom('admin_events')
    .select(['summary', 'user_id'])
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .execute();

describe.each(CASES)('$list', (c) => {
  test('lists the active items by name, each with its version and use count', async () => {
    const res = await settings.getUnchecked(c.get);
    expect(res.status).toBe(200);
    const rows = res.body.data as Item[];
    expectEvery(rows, (r) => r.activityStatus === 'active' && r.version >= 1 && r.inUse >= 0);
    const names = rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const active = await t.db
      .selectFrom(c.table as 'vehicle_types')
      .select('id')
      .where('activity_status', '=', 'active')
      .execute();
    expect(rows).toHaveLength(active.length);
    const all = await settings.getUnchecked(c.get, { activityStatus: 'all' });
    const total = await t.db
      .selectFrom(c.table as 'vehicle_types')
      .select('id')
      .execute();
    expect(all.body.data).toHaveLength(total.length);
  });

  test('adds an item, edits it, and writes an admin event for each change', async () => {
    const name = `Nouveau ${c.list}`;
    const added = await settings.postUnchecked(c.add, { name, code: 'N1', ...(await c.extra()) });
    expect(added.status).toBe(200);
    const item = added.body.data as Item;
    expect(item).toMatchObject({ name, code: 'N1', activityStatus: 'active', inUse: 0, version: 1 });
    expect(await eventsOf(`${c.list}.add`, item.id)).toEqual([
      { summary: expect.stringContaining(`"${name}"`), user_id: expect.any(Number) },
    ]);

    const renamed = await settings.postUnchecked(c.update, {
      id: item.id,
      version: 1,
      name: `${name} bis`,
      code: null,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: item.id, name: `${name} bis`, code: null, version: 2 });
    const [event] = await eventsOf(`${c.list}.update`, item.id);
    expect(event.summary).toContain(`name ${name} → ${name} bis`);

    // Stale: the first version was read before the rename.
    const stale = await settings.postUnchecked(c.update, { id: item.id, version: 1, name: 'Autre nom' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/changed by someone else/);
  });

  test('a duplicate name, whatever its case, is a 409 naming it', async () => {
    const { data } = (await settings.getUnchecked(c.get)).body as { data: Item[] };
    expect(data.length).toBeGreaterThan(0);
    const taken = c.list === 'vehicleModels' ? (data as (Item & { brandId: number })[])[0] : data[0];
    const extra =
      c.list === 'vehicleModels'
        ? { brandId: (taken as Item & { brandId: number }).brandId }
        : await c.extra();
    const dup = await settings.postUnchecked(c.add, { name: taken.name.toUpperCase(), ...extra });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toContain(`named "${taken.name}" already exists`);
    // Renaming another item to it is refused too.
    const other = data[data.length - 1];
    expect(other.id).not.toBe(taken.id);
    if (c.list !== 'vehicleModels') {
      const rename = await settings.postUnchecked(c.update, {
        id: other.id,
        version: other.version,
        name: ` ${taken.name.toLowerCase()} `,
      });
      expect(rename.status).toBe(409);
    }
  });

  test('two adds of the same new name at once: one is made, the other is a 409', async () => {
    const extra = await c.extra();
    const name = `Simultaneous ${c.list}`;
    const answers = await Promise.all([
      settings.postUnchecked(c.add, { name, ...extra }),
      settings.postUnchecked(c.add, { name: name.toUpperCase(), ...extra }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(c.table)} where lower(name) = lower(${name})`.execute(t.db);
    expect(Number(rows[0].n)).toBe(1);
  });

  test('bad input is a 400 naming each field; an unknown id is a 404', async () => {
    const bad = await settings.postUnchecked(c.add, { name: '   ', colour: 'red', ...(await c.extra()) });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['colour', 'name']);
    const noVersion = await settings.postUnchecked(c.update, { id: 1, name: 'X' });
    expect(noVersion.status).toBe(400);
    expect(fieldNames(noVersion)).toEqual(['version']);
    const missing = await settings.postUnchecked(c.update, { id: 999_999, version: 1, name: 'Ghost' });
    expect(missing.status).toBe(404);
    expect(fieldNames(missing)).toEqual(['id']);
    const badStatus = await settings.getUnchecked(c.get, { activityStatus: 'sleeping' });
    expect(badStatus.status).toBe(400);
    expect(fieldNames(badStatus)).toEqual(['activityStatus']);
  });

  test('an item in use can be made inactive (nothing is deleted)', async () => {
    const { data } = (await settings.getUnchecked(c.get, { activityStatus: 'all' })).body as { data: Item[] };
    const used =
      data.find((r) => r.inUse > 0 && r.activityStatus === 'active') ??
      data.find((r) => r.activityStatus === 'active')!;
    expect(used).toBeDefined();
    const res = await settings.postUnchecked(c.update, {
      id: used.id,
      version: used.version,
      activityStatus: 'inactive',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: used.id, activityStatus: 'inactive', inUse: used.inUse });
    const inactive = (await settings.getUnchecked(c.get, { activityStatus: 'inactive' })).body.data as Item[];
    expect(inactive.map((r) => r.id)).toContain(used.id);
    const back = await settings.postUnchecked(c.update, {
      id: used.id,
      version: used.version + 1,
      activityStatus: 'active',
    });
    expect(back.status).toBe(200);
  });

  test('a change made straight in the database (another API process) shows in the next read', async () => {
    const before = (await settings.getUnchecked(c.get, { activityStatus: 'all' })).body.data as Item[];
    expect(before.length).toBeGreaterThan(0);
    const item = before[0];
    const renamed = `${item.name} (elsewhere)`;
    await sql`update ${sql.table(c.table)} set name = ${renamed} where id = ${item.id}`.execute(t.db);
    try {
      const after = (await settings.getUnchecked(c.get, { activityStatus: 'all' })).body.data as Item[];
      expect(after.find((r) => r.id === item.id)?.name).toBe(renamed);
    } finally {
      await sql`update ${sql.table(c.table)} set name = ${item.name} where id = ${item.id}`.execute(t.db);
    }
    const restored = (await settings.getUnchecked(c.get, { activityStatus: 'all' })).body.data as Item[];
    expect(restored.find((r) => r.id === item.id)?.name).toBe(item.name);
  });

  test('staff without the SETTINGS role get 403', async () => {
    const add = await workers.postUnchecked(c.add, {
      name: 'Interdit',
      ...(await c.extra().catch(() => ({}))),
    });
    expect(add.status).toBe(403);
    const update = await workers.postUnchecked(c.update, { id: 1, version: 1, name: 'Interdit' });
    expect(update.status).toBe(403);
  });
});

describe('list filters', () => {
  test('vehicle models of one brand; a new model is offered to the vehicles area at once', async () => {
    const brandId = await firstId('vehicle_brands');
    const res = await settings.get(api.settings.getVehicleModels, { brand: brandId, activityStatus: 'all' });
    expectEvery(res.body.data, (m) => m.brandId === brandId);
    const brand = await settings.post(api.settings.addVehicleBrand, { name: 'Marque Test' });
    expect(brand.status).toBe(200);
    const model = await settings.post(api.settings.addVehicleModel, {
      name: 'Modèle Test',
      brandId: brand.body.data.id,
    });
    expect(model.status).toBe(200);
    expect(model.body.data).toMatchObject({
      brandId: brand.body.data.id,
      brandName: 'Marque Test',
      inUse: 0,
    });
    const vehicles = await t.injectAs('vehicles');
    const offered = await vehicles.get(api.vehicles.getVehicleModel, { brand: brand.body.data.id });
    expect(offered.body.data.map((m) => m.name)).toEqual(['Modèle Test']);
    // The same model name under another brand is allowed; under the same brand it is not.
    const again = await settings.post(api.settings.addVehicleModel, {
      name: 'modèle test',
      brandId: brand.body.data.id,
    });
    expect(again.status).toBe(409);
    const elsewhere = await settings.post(api.settings.addVehicleModel, { name: 'Modèle Test', brandId });
    expect(elsewhere.status).toBe(200);
    const unknownBrand = await settings.post(api.settings.addVehicleModel, {
      name: 'Sans marque',
      brandId: 999_999,
    });
    expect(unknownBrand.status).toBe(404);
    expect(fieldNames(unknownBrand)).toEqual(['brandId']);
  });

  test('client groups of one client group 2, and the light list of groups 2', async () => {
    const group2 = await firstId('client_groups2');
    const res = await settings.get(api.settings.getClientGroups, {
      clientGroup2: group2,
      activityStatus: 'all',
    });
    expectEvery(res.body.data, (g) => g.clientGroup2Id === group2 && g.clientGroup2Name !== null);
    const light = await settings.get(api.settings.getClientGroups2List);
    expect(light.status).toBe(200);
    expectEvery(light.body.data, (g) => Object.keys(g).sort().join() === 'id,name');
    const unknown = await settings.post(api.settings.addClientGroup, {
      name: 'Groupe orphelin',
      clientGroup2Id: 999_999,
    });
    expect(unknown.status).toBe(404);
    expect(fieldNames(unknown)).toEqual(['clientGroup2Id']);
  });
});

describe('freshness of the use counts', () => {
  test('a model added straight in the database counts at once in its brand\'s use', async () => {
    const brands = (await settings.get(api.settings.getVehicleBrands, { activityStatus: 'all' })).body.data;
    expect(brands.length).toBeGreaterThan(0);
    const brand = brands[0];
    await sql`insert into vehicle_models (name, brand_id) values ('Modèle direct', ${brand.id})`.execute(t.db);
    const after = (await settings.get(api.settings.getVehicleBrands, { activityStatus: 'all' })).body.data;
    expect(after.find((b) => b.id === brand.id)?.inUse).toBe(brand.inUse + 1);
    const models = (await settings.get(api.settings.getVehicleModels, { brand: brand.id, activityStatus: 'all' }))
      .body.data;
    expect(models.map((m) => m.name)).toContain('Modèle direct');
  });

  test('a client moved to another sales agent straight in the database moves the counts at once', async () => {
    const agents = (await settings.get(api.settings.getSalesAgents, { activityStatus: 'all' })).body.data;
    const used = agents.find((a) => a.inUse > 0)!;
    expect(used).toBeDefined();
    const other = agents.find((a) => a.id !== used.id)!;
    const client = await t.db
      .selectFrom('clients')
      .select('id')
      .where('sales_agent_id', '=', used.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('clients').set({ sales_agent_id: other.id }).where('id', '=', client.id).execute();
    try {
      const after = (await settings.get(api.settings.getSalesAgents, { activityStatus: 'all' })).body.data;
      expect(after.find((a) => a.id === used.id)?.inUse).toBe(used.inUse - 1);
      expect(after.find((a) => a.id === other.id)?.inUse).toBe(other.inUse + 1);
    } finally {
      await t.db.updateTable('clients').set({ sales_agent_id: used.id }).where('id', '=', client.id).execute();
    }
  });
});

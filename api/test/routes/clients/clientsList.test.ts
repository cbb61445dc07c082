import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { expectEvery } from '../../helpers/expectEvery';
import { t, clients, workers, base, useSeededApp } from './clientsSetup';

useSeededApp();

const count = async (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
  Number(
    (
      await where(base())
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('clients/getClients', () => {
  test('active by default, paged by 200 with the total, sorted by name', async () => {
    const active = await count((q) => q.where('activity_status', '=', 'active'));
    expect(active).toBe(180);
    const res = await clients.get(api.clients.getClients);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(180);
    expect(res.body.data.page).toBe(1);
    expect(res.body.data.pageSize).toBe(200);
    expect(res.body.data.items).toHaveLength(180);
    expectEvery(res.body.data.items, (c) => c.activityStatus === 'active');
    const names = res.body.data.items.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const page2 = await clients.get(api.clients.getClients, { activityStatus: 'all', pageSize: 50, page: 2 });
    expect(page2.body.data.total).toBe(200);
    expect(page2.body.data.items).toHaveLength(50);
    const page1 = await clients.get(api.clients.getClients, { activityStatus: 'all', pageSize: 50, page: 1 });
    expect(page1.body.data.items.map((c) => c.clientId)).not.toContain(page2.body.data.items[0].clientId);
  });

  test('each of the eight filters narrows the list to matching rows', async () => {
    const sample = await t.db
      .selectFrom('clients')
      .selectAll()
      .where('client_group_id', 'is not', null)
      .where('sales_agent_id', 'is not', null)
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const cases: [
      Record<string, string>,
      (c: {
        clientGroup: { id: number } | null;
        clientGroup2: { id: number } | null;
        agency: { id: number } | null;
        salesAgent: { id: number } | null;
        paymentMethod: { id: number } | null;
        businessCode: string;
        name: string;
      }) => boolean,
      number,
    ][] = [
      [
        { clientGroups: String(sample.client_group_id) },
        (c) => c.clientGroup?.id === sample.client_group_id,
        await count((q) =>
          q.where('activity_status', '=', 'active').where('client_group_id', '=', sample.client_group_id),
        ),
      ],
      [
        { clientGroups2: String(sample.client_group2_id) },
        (c) => c.clientGroup2?.id === sample.client_group2_id,
        await count((q) =>
          q.where('activity_status', '=', 'active').where('client_group2_id', '=', sample.client_group2_id),
        ),
      ],
      [
        { agencies: String(sample.agency_id) },
        (c) => c.agency?.id === sample.agency_id,
        await count((q) =>
          q.where('activity_status', '=', 'active').where('agency_id', '=', sample.agency_id),
        ),
      ],
      [
        { salesAgents: String(sample.sales_agent_id) },
        (c) => c.salesAgent?.id === sample.sales_agent_id,
        await count((q) =>
          q.where('activity_status', '=', 'active').where('sales_agent_id', '=', sample.sales_agent_id),
        ),
      ],
      [
        { paymentMethods: String(sample.payment_method_id) },
        (c) => c.paymentMethod?.id === sample.payment_method_id,
        await count((q) =>
          q.where('activity_status', '=', 'active').where('payment_method_id', '=', sample.payment_method_id),
        ),
      ],
      [
        { businessCode: sample.business_code.toLowerCase() },
        (c) => c.businessCode === sample.business_code,
        1,
      ],
      [
        { searchValue: sample.name.slice(0, 6).toUpperCase() },
        (c) =>
          c.name.toLowerCase().includes(sample.name.slice(0, 6).toLowerCase()) ||
          c.businessCode.includes(sample.name.slice(0, 6).toUpperCase()),
        await count((q) =>
          q
            .where('activity_status', '=', 'active')
            .where('search_text', 'like', `%${sample.name.slice(0, 6).toLowerCase()}%`),
        ),
      ],
    ];
    for (const [query, match, expected] of cases) {
      const res = await clients.get(api.clients.getClients, query);
      expect(res.status).toBe(200);
      expect(res.body.data.items.length).toBeGreaterThan(0);
      expect(res.body.data.items.length).toBeLessThan(180);
      if (expected >= 0) expect(res.body.data.total).toBe(expected);
      expectEvery(res.body.data.items, match);
      expect(res.body.data.items.map((c) => c.clientId)).toContain(sample.id);
    }
    const inactive = await clients.get(api.clients.getClients, { activityStatus: 'inactive' });
    expect(inactive.body.data.total).toBe(20);
    expectEvery(inactive.body.data.items, (c) => c.activityStatus === 'inactive');
    // Several ids of one filter: either of them.
    const two = await clients.get(api.clients.getClients, { agencies: `${sample.agency_id},999999` });
    expectEvery(two.body.data.items, (c) => c.agency?.id === sample.agency_id);
    expect((await clients.get(api.clients.getClients, { searchValue: '%_' })).body.data.items).toEqual([]);
    // A search's total comes with its page, and stays right on a page past the end.
    const term = sample.name.slice(0, 2);
    const all = await count((q) =>
      q.where('activity_status', '=', 'active').where('search_text', 'like', `%${term.toLowerCase()}%`),
    );
    expect(all).toBeGreaterThan(0);
    const searched = await clients.get(api.clients.getClients, { searchValue: term, pageSize: 1, page: 1 });
    expect(searched.body.data.total).toBe(all);
    const past = await clients.get(api.clients.getClients, { searchValue: term, pageSize: 1, page: all + 1 });
    expect(past.body.data).toMatchObject({ items: [], total: all });
  });

  test('400 naming the bad query fields, 403 without the CLIENTS role', async () => {
    const bad = await clients.getUnchecked(api.clients.getClients, {
      activityStatus: 'closed',
      agencies: 'x',
      page: 0,
    });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['activityStatus', 'agencies', 'page']);
    expect((await workers.get(api.clients.getClients)).status).toBe(403);
  });
});

describe('clients/getClients reads the database', () => {
  test('a change written straight to the database is in the next answer', async () => {
    const before = await clients.get(api.clients.getClients, { activityStatus: 'all', pageSize: 1 });
    expect(before.body.data.total).toBe(200);
    const target = await t.db
      .selectFrom('clients')
      .select(['id', 'name', 'agency_id'])
      .where('agency_id', 'is not', null)
      .where('activity_status', '=', 'active')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    // Accents and a character past the two-byte range come back as written.
    await t.db
      .updateTable('clients')
      .set({ name: '0000 Fresh name Béziers ☃' })
      .where('id', '=', target.id)
      .execute();
    const renamed = await clients.get(api.clients.getClients, { activityStatus: 'all', pageSize: 1 });
    expect(renamed.body.data.items[0]).toMatchObject({
      clientId: target.id,
      name: '0000 Fresh name Béziers ☃',
    });
    expect(
      (await clients.get(api.clients.getClients, { activityStatus: 'all', searchValue: '0000 FRESH' })).body
        .data.total,
    ).toBe(1);
    // A reference name the row shows: renaming the agency shows at once too.
    const agency = await t.db
      .selectFrom('agencies')
      .select(['id', 'name'])
      .where('id', '=', target.agency_id!)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('agencies')
      .set({ name: 'Fresh agency name' })
      .where('id', '=', agency.id)
      .execute();
    const withAgency = await clients.get(api.clients.getClients, { activityStatus: 'all', pageSize: 1 });
    expect(withAgency.body.data.items[0].agency).toEqual({ id: agency.id, name: 'Fresh agency name' });
    // A client added or removed straight in the database changes the total.
    await t.db
      .updateTable('clients')
      .set({ activity_status: 'inactive' })
      .where('id', '=', target.id)
      .execute();
    expect((await clients.get(api.clients.getClients, { activityStatus: 'inactive' })).body.data.total).toBe(
      21,
    );
    await t.db.updateTable('agencies').set({ name: agency.name }).where('id', '=', agency.id).execute();
    await t.db
      .updateTable('clients')
      .set({ name: target.name, activity_status: 'active' })
      .where('id', '=', target.id)
      .execute();
    const after = await clients.get(api.clients.getClients, { activityStatus: 'inactive' });
    expect(after.body.data.total).toBe(20);
  });
});

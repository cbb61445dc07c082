import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { expectEvery } from '../../helpers/expectEvery';
import { t, clients, base, useSeededApp } from './clientsSetup';

useSeededApp();

describe('clients/getClients: filters combined', () => {
  test('each combination matches the database: totals, order and pages', async () => {
    // The database's answer for a set of conditions, in the list's order (name, id).
    const expected = async (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
      (await where(base()).select('id').orderBy('name').orderBy('id').execute()).map((r) => r.id);
    const sample = await t.db
      .selectFrom('clients')
      .selectAll()
      .where('agency_id', 'is not', null)
      .where('client_group_id', 'is not', null)
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = await t.db
      .selectFrom('agencies')
      .select('id')
      .where('id', '!=', sample.agency_id!)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const term = sample.name.slice(1, 3).toLowerCase();
    const cases: [Record<string, string>, (q: ReturnType<typeof base>) => ReturnType<typeof base>][] = [
      // Two ids of one filter, inactive and active alike.
      [
        { activityStatus: 'all', agencies: `${sample.agency_id},${other.id}` },
        (q) => q.where('agency_id', 'in', [sample.agency_id!, other.id]),
      ],
      // An id filter, a status and a search term of two letters, taken from inside a name.
      [
        { agencies: String(sample.agency_id), searchValue: term.toUpperCase() },
        (q) =>
          q
            .where('activity_status', '=', 'active')
            .where('agency_id', '=', sample.agency_id)
            .where('search_text', 'like', `%${term}%`),
      ],
      // Two id filters and a business code prefix matching many clients.
      [
        {
          activityStatus: 'all',
          clientGroups: String(sample.client_group_id),
          agencies: String(sample.agency_id),
          businessCode: 'cl',
        },
        (q) =>
          q
            .where('client_group_id', '=', sample.client_group_id)
            .where('agency_id', '=', sample.agency_id)
            .where('business_code', 'like', 'CL%'),
      ],
      // A business code prefix alone, inactive clients only.
      [
        { activityStatus: 'inactive', businessCode: sample.business_code.slice(0, 6) },
        (q) =>
          q
            .where('activity_status', '=', 'inactive')
            .where('business_code', 'like', `${sample.business_code.slice(0, 6)}%`),
      ],
      // A term found in no client.
      [{ activityStatus: 'all', searchValue: 'zzqqxx' }, (q) => q.where('search_text', 'like', '%zzqqxx%')],
    ];
    for (const [query, where] of cases) {
      const ids = await expected(where);
      const res = await clients.get(api.clients.getClients, { ...query, pageSize: 3, page: 2 });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(ids.length);
      expect(res.body.data.items.map((c) => c.clientId)).toEqual(ids.slice(3, 6));
      const all = await clients.get(api.clients.getClients, { ...query, pageSize: 500 });
      expect(all.body.data.items.map((c) => c.clientId)).toEqual(ids);
    }
    // The cases are not all empty: the combinations above did select rows.
    expect((await expected(cases[1][1])).length).toBeGreaterThan(0);
    expect((await expected(cases[2][1])).length).toBeGreaterThan(0);
  });
});

describe('clients/getClients: searches and pages', () => {
  test('a search finds a client by a substring from the middle of its name or city, in any case', async () => {
    const c = await t.db
      .selectFrom('clients')
      .select(['id', 'name', 'city'])
      .where(sql<boolean>`length(name) >= 10`)
      .where('city', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const term of [c.name.slice(3, 9), (c.city as string).slice(1, -1)]) {
      const res = await clients.get(api.clients.getClients, {
        activityStatus: 'all',
        searchValue: term.toUpperCase(),
        pageSize: 1000,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.items.map((x) => x.clientId)).toContain(c.id);
      expectEvery(res.body.data.items, (x) =>
        `${x.businessCode} ${x.name} ${x.city ?? ''}`.toLowerCase().includes(term.toLowerCase()),
      );
    }
  });

  test('a later page of one agency (its ids read from the agency index, then its rows) has the same rows as the first page read whole', async () => {
    const agency = await t.db
      .selectFrom('clients')
      .select(['agency_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('agency_id', 'is not', null)
      .where('activity_status', '=', 'active')
      .groupBy('agency_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(agency.n)).toBeGreaterThan(6);
    const query = { activityStatus: 'active', agencies: String(agency.agency_id) } as const;
    const whole = (await clients.get(api.clients.getClients, { ...query, pageSize: 500 })).body.data;
    const later = await clients.get(api.clients.getClients, { ...query, pageSize: 3, page: 2 });
    expect(later.status).toBe(200);
    expect(later.body.data.total).toBe(whole.total);
    expect(later.body.data.items).toEqual(whole.items.slice(3, 6));
    expect(
      later.body.data.items.every((c) => c.agency?.id === agency.agency_id && c.agency.name !== ''),
    ).toBe(true);
  });

  test('pages are stable and disjoint: walked one by one they give every client once, in the list order', async () => {
    const ids = (await base().select('id').orderBy('name').orderBy('id').execute()).map((r) => r.id);
    const walked: number[] = [];
    for (let page = 1; ; page++) {
      const res = await clients.get(api.clients.getClients, { activityStatus: 'all', pageSize: 37, page });
      expect(res.body.data.total).toBe(ids.length);
      if (res.body.data.items.length === 0) break;
      walked.push(...res.body.data.items.map((x) => x.clientId));
    }
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(ids);
  });

  test('a change made through the API is in the next list and page', async () => {
    const c = await t.db
      .selectFrom('clients')
      .select(['id', 'name', 'version'])
      .where('activity_status', '=', 'active')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const renamed = await clients.post(api.clients.updateClientData, {
      clientId: c.id,
      version: c.version,
      name: '0000 renamed by the API',
    });
    expect(renamed.status).toBe(200);
    const first = await clients.get(api.clients.getClients, { pageSize: 1 });
    expect(first.body.data.items[0]).toMatchObject({ clientId: c.id, name: '0000 renamed by the API' });
    expect((await clients.get(api.clients.getClient, undefined, { id: c.id })).body.data.name).toBe(
      '0000 renamed by the API',
    );
    const back = await clients.post(api.clients.updateClientData, {
      clientId: c.id,
      version: renamed.body.data.version,
      name: c.name,
    });
    expect(back.status).toBe(200);
  });
});

import type { LightMyRequestResponse } from 'fastify';
import { api, type Endpoint } from '@courier/shared/contract';
import { fieldNames, endpointUrl } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { csvStream, pagedBatches } from '../../../src/domain/csvExport';

let t: TestApp;
let clients: SignedIn;
let cfr: SignedIn;
let regular: SignedIn;
let workers: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  clients = await t.injectAs('clients');
  cfr = await t.injectAs('cfrusers');
  regular = await t.injectAs('regular');
  workers = await t.injectAs('workers');
});
afterAll(() => t.close());

/** Text order as PostgreSQL's C-like comparison of the seed's plain ASCII values. */
const cmp = (a: string | number | null, b: string | number | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
};
const isSorted = <T>(rows: T[], key: (r: T) => string | number | null, order: 'asc' | 'desc') =>
  rows.every(
    (r, i) =>
      i === 0 || (order === 'asc' ? cmp(key(rows[i - 1]), key(r)) <= 0 : cmp(key(rows[i - 1]), key(r)) >= 0),
  );

/** An export call's raw answer. */
async function exportOf(
  as: SignedIn,
  endpoint: Endpoint,
  query: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return as.inject({ method: 'GET', url: endpointUrl(endpoint), query });
}
/** The file's records (a naive split: the seed's values hold no separator nor line break). */
const records = (res: LightMyRequestResponse, sep: string) =>
  res.payload
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((l) => l.split(sep));

function expectCsvFile(res: LightMyRequestResponse, thing: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${thing}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  // UTF-8 with a byte-order mark, for Excel.
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
}

describe('server-side sort', () => {
  test('clients: each sort column in both directions; a bad sort or order is a 400 naming it', async () => {
    const keys = {
      name: (c: { name: string }) => c.name,
      businessCode: (c: { businessCode: string }) => c.businessCode,
      activityStatus: (c: { activityStatus: string }) => c.activityStatus,
    } as const;
    for (const [sort, key] of Object.entries(keys))
      for (const order of ['asc', 'desc'] as const) {
        const res = await clients.get(api.clients.getClients, {
          activityStatus: 'all',
          sort,
          order,
          pageSize: 1000,
        });
        expect(res.status).toBe(200);
        expect(res.body.data.total).toBe(200);
        expect(
          isSorted(res.body.data.items, key as (r: (typeof res.body.data.items)[number]) => string, order),
        ).toBe(true);
      }
    const byCodeDesc = await clients.get(api.clients.getClients, {
      activityStatus: 'all',
      sort: 'businessCode',
      order: 'desc',
      pageSize: 5,
    });
    const byCodeAsc = await clients.get(api.clients.getClients, {
      activityStatus: 'all',
      sort: 'businessCode',
      pageSize: 1000,
    });
    expect(byCodeDesc.body.data.items.map((c) => c.clientId)).toEqual(
      byCodeAsc.body.data.items
        .slice(-5)
        .reverse()
        .map((c) => c.clientId),
    );
    // A later page continues the order, with a search too.
    const page2 = await clients.get(api.clients.getClients, {
      activityStatus: 'all',
      sort: 'businessCode',
      pageSize: 50,
      page: 2,
    });
    expect(page2.body.data.items.map((c) => c.clientId)).toEqual(
      byCodeAsc.body.data.items.slice(50, 100).map((c) => c.clientId),
    );
    const city = await clients.get(api.clients.getClients, {
      sort: 'city',
      order: 'desc',
      searchValue: 'a',
      pageSize: 1000,
    });
    expect(city.status).toBe(200);
    expect(
      isSorted(city.body.data.items, (c) => c.city, 'desc') ||
        city.body.data.items.some((c) => c.city === null),
    ).toBe(true);

    const bad = await clients.getUnchecked(api.clients.getClients, { sort: 'password' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['sort']);
    const badOrder = await clients.getUnchecked(api.clients.getClients, { order: 'up' });
    expect(fieldNames(badOrder)).toEqual(['order']);
  });

  test('client-side users: by first name, email and last login; 400 on a bad sort', async () => {
    const byFirst = await cfr.get(api.cfrUsers.getUsers, {
      activityStatus: 'all',
      sort: 'firstName',
      pageSize: 500,
    });
    expect(byFirst.status).toBe(200);
    expect(isSorted(byFirst.body.data.items, (u) => u.firstName, 'asc')).toBe(true);
    const byEmail = await cfr.get(api.cfrUsers.getUsers, {
      activityStatus: 'all',
      sort: 'email',
      order: 'desc',
      pageSize: 500,
    });
    expect(isSorted(byEmail.body.data.items, (u) => u.email, 'desc')).toBe(true);
    const byDefault = await cfr.get(api.cfrUsers.getUsers, { activityStatus: 'all', pageSize: 500 });
    expect(isSorted(byDefault.body.data.items, (u) => u.lastName, 'asc')).toBe(true);
    const byLogin = await cfr.get(api.cfrUsers.getUsers, {
      activityStatus: 'all',
      sort: 'lastLoginAt',
      pageSize: 500,
    });
    expect(byLogin.status).toBe(200);
    expect(isSorted(byLogin.body.data.items, (u) => u.lastLoginAt, 'asc')).toBe(true);
    const bad = await cfr.getUnchecked(api.cfrUsers.getUsers, { sort: 'client' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['sort']);
  });

  test('regular missions: by name and start time in both directions; 400 on a bad sort', async () => {
    const byName = await regular.get(api.regularMissions.getRegularMissions, {
      activityStatus: 'all',
      sort: 'name',
      order: 'desc',
    });
    expect(byName.status).toBe(200);
    expect(byName.body.data.items.length).toBeGreaterThan(1);
    expect(isSorted(byName.body.data.items, (m) => m.name, 'desc')).toBe(true);
    const byStart = await regular.get(api.regularMissions.getRegularMissions, {
      activityStatus: 'all',
      sort: 'startTime',
    });
    expect(isSorted(byStart.body.data.items, (m) => m.startTime, 'asc')).toBe(true);
    const byDefault = await regular.get(api.regularMissions.getRegularMissions, { activityStatus: 'all' });
    expect(isSorted(byDefault.body.data.items, (m) => m.client.name, 'asc')).toBe(true);
    const bad = await regular.getUnchecked(api.regularMissions.getRegularMissions, { sort: 'id' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['sort']);
  });
});

describe('exports: the whole filtered set, streamed', () => {
  test('clients: BOM, ";" by default, the whole filtered set past one page, in the sort asked; "," offered', async () => {
    const res = await exportOf(clients, api.clients.exportClients, {
      activityStatus: 'all',
      sort: 'businessCode',
      order: 'desc',
    });
    expectCsvFile(res, 'clients');
    const rows = records(res, ';');
    expect(rows[0].slice(0, 3)).toEqual(['Business code', 'Name', 'City']);
    const list = await clients.get(api.clients.getClients, {
      activityStatus: 'all',
      sort: 'businessCode',
      order: 'desc',
      pageSize: 1000,
    });
    // Every client of the filter set (200: more than the list's page of 200 minus none filtered), in the list's order.
    expect(rows.slice(1).map((r) => r[0])).toEqual(list.body.data.items.map((c) => c.businessCode));
    expect(rows).toHaveLength(201);

    const comma = await exportOf(clients, api.clients.exportClients, {
      sep: ',',
      activityStatus: 'inactive',
    });
    expectCsvFile(comma, 'clients');
    const inactive = records(comma, ',');
    expect(inactive[0][0]).toBe('Business code');
    expect(inactive).toHaveLength(1 + 20);
    expect(new Set(inactive.slice(1).map((r) => r[8]))).toEqual(new Set(['inactive']));

    const bad = await clients.getUnchecked(api.clients.exportClients, { sep: '|' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['sep']);
    // Same roles as the list page: a workers user may not.
    expect((await exportOf(workers, api.clients.exportClients)).statusCode).toBe(403);
  });

  test('client-side users and regular missions: the whole filtered set; 403 for another role', async () => {
    const users = await exportOf(cfr, api.cfrUsers.exportUsers, { activityStatus: 'all', sort: 'email' });
    expectCsvFile(users, 'cfr-users');
    const list = await cfr.get(api.cfrUsers.getUsers, {
      activityStatus: 'all',
      sort: 'email',
      pageSize: 500,
    });
    expect(
      records(users, ';')
        .slice(1)
        .map((r) => r[2]),
    ).toEqual(list.body.data.items.map((u) => u.email));
    expect((await exportOf(clients, api.cfrUsers.exportUsers)).statusCode).toBe(403);

    const missions = await exportOf(regular, api.regularMissions.exportRegularMissions, {
      activityStatus: 'all',
      sort: 'name',
    });
    expectCsvFile(missions, 'regular-missions');
    const all = await regular.get(api.regularMissions.getRegularMissions, {
      activityStatus: 'all',
      sort: 'name',
    });
    const rows = records(missions, ';');
    expect(rows[0]).toContain('Mission');
    expect(rows.slice(1).map((r) => r[1])).toEqual(all.body.data.items.map((m) => m.name));
    expect((await exportOf(workers, api.regularMissions.exportRegularMissions)).statusCode).toBe(403);
  });

  test('the writer reads batch after batch until a short one, and writes euros with the separator', async () => {
    const pages: number[] = [];
    const data = Array.from({ length: 7 }, (_, i) => ({ n: i, cents: i * 1001 - 3000 }));
    const batches = pagedBatches(async (page, size) => {
      pages.push(page);
      return data.slice((page - 1) * size, page * size);
    }, 3);
    const stream = csvStream(
      [
        { header: 'N', value: (r: (typeof data)[number]) => r.n },
        { header: 'Amount (€)', value: (r) => ({ cents: r.cents }) },
      ],
      batches,
      ';',
    );
    let text = '';
    for await (const chunk of stream) text += chunk;
    expect(pages).toEqual([1, 2, 3]);
    expect(text).toBe(
      '\ufeffN;Amount (€)\r\n0;-30,00\r\n1;-19,99\r\n2;-9,98\r\n3;0,03\r\n4;10,04\r\n5;20,05\r\n6;30,06\r\n',
    );
  });
});

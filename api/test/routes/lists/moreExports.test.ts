import type { LightMyRequestResponse } from 'fastify';
import { api, type Endpoint } from '@courier/shared/contract';
import { endpointUrl, fieldNames } from '../../helpers/injectAs';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let workers: SignedIn;
let vehicles: SignedIn;
let settings: SignedIn;

beforeAll(async () => {
  t = await seededTestApp();
  workers = await t.injectAs('workers');
  vehicles = await t.injectAs('vehicles');
  settings = await t.injectAs('settings');
});
afterAll(() => t.close());

const exportOf = (
  as: SignedIn,
  endpoint: Endpoint,
  query: Record<string, string> = {},
): Promise<LightMyRequestResponse> => as.inject({ method: 'GET', url: endpointUrl(endpoint), query });
const lines = (res: LightMyRequestResponse) =>
  res.payload
    .replace(/^\ufeff/, '')
    .split('\r\n')
    .filter(Boolean);

function expectCsvFile(res: LightMyRequestResponse, thing: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^attachment; filename="${thing}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
  );
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
}

test('workers: the whole filtered set in the sort asked; 403 for another role', async () => {
  const list = await workers.get(api.workers.getWorkers, {
    activityStatus: 'all',
    sort: 'shortCode',
    order: 'desc',
    pageSize: 500,
  });
  expect(list.body.data.total).toBeGreaterThan(1);
  expect(list.body.data.total).toBeLessThanOrEqual(500);
  const res = await exportOf(workers, api.workers.exportWorkers, {
    activityStatus: 'all',
    sort: 'shortCode',
    order: 'desc',
  });
  expectCsvFile(res, 'workers');
  const rows = lines(res).map((l) => l.split(';'));
  expect(rows[0].slice(0, 3)).toEqual(['Short code', 'Last name', 'First name']);
  expect(rows.slice(1).map((r) => r[0])).toEqual(list.body.data.items.map((w) => w.shortCode));
  expect((await exportOf(vehicles, api.workers.exportWorkers)).statusCode).toBe(403);
});

test('vehicles: the filtered list with ","; a bad separator is a 400 naming sep; 403 for another role', async () => {
  const list = await vehicles.get(api.vehicles.getVehicles, { activityStatus: 'all' });
  const res = await exportOf(vehicles, api.vehicles.exportVehicles, { activityStatus: 'all', sep: ',' });
  expectCsvFile(res, 'vehicles');
  const rows = lines(res);
  expect(rows[0].startsWith('Short code,Plate,Type')).toBe(true);
  expect(rows).toHaveLength(1 + list.body.data.length);
  const bad = await vehicles.getUnchecked(api.vehicles.exportVehicles, { sep: 'tab' });
  expect(fieldNames(bad)).toEqual(['sep']);
  expect((await exportOf(workers, api.vehicles.exportVehicles)).statusCode).toBe(403);
});

test('outbox: every mail of the filters, newest first, by keyset batches; 403 for another role', async () => {
  const { rows: counted } = await t.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .execute()
    .then((r) => ({ rows: r }));
  const res = await exportOf(settings, api.settings.exportMails);
  expectCsvFile(res, 'outbox');
  const rows = lines(res);
  expect(rows[0].split(';').slice(0, 4)).toEqual(['Created at', 'To', 'Cc', 'Subject']);
  expect(rows).toHaveLength(1 + Number(counted[0].n));
  const bad = await settings.getUnchecked(api.settings.exportMails, {
    dateFrom: '2026-02-01',
    dateTo: '2026-01-01',
  });
  expect(fieldNames(bad)).toEqual(['dateTo']);
  expect((await exportOf(workers, api.settings.exportMails)).statusCode).toBe(403);
});

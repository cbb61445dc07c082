import { api } from '@courier/shared/contract';
import { sql } from 'kysely';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { planWeek } from '../../../src/domain/applyWeek';
import { parisInstant } from '../../../src/domain/dates';
import { clientPrices } from '../../../src/repositories/clientPrices';

/**
 * One price rule (docs/product.md#the-price-of-a-shift): the lowest-id active list linked to the
 * client that has rates prices its shifts, for the client page, the invoicing run and applying a
 * week alike; without one a shift has no price (null, never 0).
 */
let t: TestApp;
let clients: SignedIn;
let clientId: number;
let withoutRates: number;
let withRates: number;

beforeAll(async () => {
  t = await seededTestApp();
  clients = await t.injectAs('clients');
  clientId = (
    await t.db.selectFrom('clients').select('id').where('activity_status', '=', 'active').orderBy('id').offset(30).executeTakeFirstOrThrow()
  ).id;
  await t.db.deleteFrom('client_price_lists').where('client_id', '=', clientId).execute();
  withoutRates = (await t.db.insertInto('price_lists').values({ name: 'Rule test: no rates' }).returning('id').executeTakeFirstOrThrow()).id;
  withRates = (await t.db.insertInto('price_lists').values({ name: 'Rule test: with rates' }).returning('id').executeTakeFirstOrThrow()).id;
  await sql`insert into price_list_rates (price_list_id, per_shift, per_waypoint, per_km) values (${withRates}, 1000, 10, 5)`.execute(t.db);
  await t.db.insertInto('client_price_lists').values([
    { client_id: clientId, price_list_id: withoutRates },
    { client_id: clientId, price_list_id: withRates },
  ]).execute();
});
afterAll(() => t.close());

const week = (price: ReturnType<typeof clientPrices> extends Promise<infer M> ? M : never) =>
  planWeek({
    weekStart: '2026-04-06',
    missions: [
      {
        id: 1,
        name: 'M',
        weekdays: [1],
        startMin: 480,
        endMin: 540,
        waypoints: 4,
        km: 10,
        client: { id: clientId, name: 'C', open: true },
        worker: { id: 1, shortCode: 'W-1', name: 'W', active: true, teamId: 1 },
      },
    ],
    existing: [],
    applied: new Set(),
    lastDate: '2026-12-31',
    priceOf: (id) => price.get(id) ?? null,
    ratesOf: () => ({ day: 0, waypoint: 0, km: 0, extra: 0 }),
    instant: (date, minutes) => parisInstant(date, minutes).getTime(),
  });

test('the list with rates prices the shift, whatever lower-id list without rates is linked; the client page names it', async () => {
  const detail = (await clients.get(api.clients.getClient, undefined, { id: clientId })).body.data;
  expect(detail.settings.pricingList).toEqual({ id: withRates, name: 'Rule test: with rates' });
  const prices = await clientPrices(t.db, [clientId]);
  expect(prices.get(clientId)).toEqual({ perShift: 1000, perWaypoint: 10, perKm: 5 });
  expect(week(prices).lines[0].clientPrice).toBe(1000 + 4 * 10 + 10 * 5);
});

test('without an active list with rates: no price anywhere (null, not 0), and the page says so', async () => {
  await t.db.updateTable('price_lists').set({ activity_status: 'inactive' }).where('id', '=', withRates).execute();
  const detail = (await clients.get(api.clients.getClient, undefined, { id: clientId })).body.data;
  expect(detail.settings.pricingList).toBeNull();
  const prices = await clientPrices(t.db, [clientId]);
  expect(prices.has(clientId)).toBe(false);
  const plan = week(prices);
  expect(plan.lines[0].clientPrice).toBeNull();
  expect(plan.totals).toMatchObject({ clientPrice: 0, unpriced: 1 });
});

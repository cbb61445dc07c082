import { api } from '@courier/shared/contract';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { payOfDay, ratesInForce } from '../../../src/domain/pay';
import { addCalendarEntry, newTeam, setTeamConfig } from '../retrib/fixtures';

let t: TestApp;
let workers: SignedIn;
let clients: SignedIn;
let teamId: number;
let workerId: number;

/**
 * A worker of a team of its own (config: 1.50 per waypoint, 0.30 per km, 60.00 a day,
 * 5.00 extra; calendar entry on 2026-03-03: 2.00, 0.40, 70.00, 0.00), with:
 * - 2026-03-02: two productive shifts (missions 10 wp/25 km, 5/12, 3/8) and an
 *   unproductive one (100/100, not counted) -> 6000 + 18 x 150 + 45 x 30 + 500 = 10550;
 * - 2026-03-03: one productive shift (7 wp/20 km), calendar rates -> 7000 + 1400 + 800 = 9200;
 * - 2026-03-04: an unproductive shift only -> not a day, nothing paid.
 */
beforeAll(async () => {
  t = await seededTestApp();
  workers = await t.injectAs('workers');
  clients = await t.injectAs('clients');

  teamId = await newTeam(t.db, 'KPI team', { waypoint: 150, km: 30, day: 6000, extra: 500 });
  await addCalendarEntry(t.db, teamId, '2026-03-03', { waypoint: 200, km: 40, day: 7000, extra: 0 });
  const company = await t.db.selectFrom('companies').select('id').executeTakeFirstOrThrow();
  const agency = await t.db.selectFrom('agencies').select('id').executeTakeFirstOrThrow();
  const added = await workers.post(api.workers.addWorker, {
    firstName: 'Kim',
    lastName: 'Pi',
    companyId: company.id,
    teamId,
    agencyId: agency.id,
  });
  workerId = added.body.data.id;
  const clientRow = await t.db.selectFrom('clients').select('id').executeTakeFirstOrThrow();

  const shift = async (date: string, hour: number, unproductive: boolean, missions: [number, number][]) => {
    const s = await t.db
      .insertInto('shifts')
      .values({
        worker_id: workerId,
        client_id: clientRow.id,
        date,
        starts_at: `${date}T${String(hour).padStart(2, '0')}:00:00Z`,
        ends_at: `${date}T${String(hour + 2).padStart(2, '0')}:00:00Z`,
        unproductive,
        unproductive_comment: unproductive ? 'Client absent' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [waypoints, km] of missions)
      await t.db.insertInto('missions').values({ shift_id: s.id, name: 'Tournée', waypoints, km }).execute();
  };
  await shift('2026-03-02', 6, false, [
    [10, 25],
    [5, 12],
  ]);
  await shift('2026-03-02', 10, false, [[3, 8]]);
  await shift('2026-03-02', 14, true, [[100, 100]]);
  await shift('2026-03-03', 6, false, [[7, 20]]);
  await shift('2026-03-04', 6, true, [[9, 9]]);
});
afterAll(() => t.close());

describe('workersKpis/getWorkersKpis', () => {
  test('exact cents: team config on ordinary days, the calendar entry on its date, productive shifts only', async () => {
    const res = await workers.get(api.workers.getWorkersKpis, {
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      workerId,
    });
    expect(res.status).toBe(200);
    const { workers: rows, daily, totals } = res.body.data;
    // The only worker of the period: its figures are the totals.
    const march = { days: 2, missions: 4, waypoints: 25, km: 65, pay: 19750, unproductiveShifts: 2 };
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      worker: { id: workerId, name: 'Kim Pi' },
      team: { id: teamId, name: 'KPI team' },
      ...march,
    });
    expect(daily).toEqual([
      {
        date: '2026-03-02',
        workers: 1,
        days: 1,
        missions: 3,
        waypoints: 18,
        km: 45,
        pay: 10550,
        unproductiveShifts: 1,
      },
      {
        date: '2026-03-03',
        workers: 1,
        days: 1,
        missions: 1,
        waypoints: 7,
        km: 20,
        pay: 9200,
        unproductiveShifts: 0,
      },
      {
        date: '2026-03-04',
        workers: 0,
        days: 0,
        missions: 0,
        waypoints: 0,
        km: 0,
        pay: 0,
        unproductiveShifts: 1,
      },
    ]);
    expect(totals).toEqual(march);
  });

  test('the pay module gives the figures of the worker above', () => {
    const config = { waypointAmount: 150, kmAmount: 30, dailyAmount: 6000, extra: 500 };
    const entry = { id: 1, priceWaypoint: 200, priceKm: 40, priceDay: 7000, extra: 0 };
    expect(payOfDay(ratesInForce(config, null).rates, { waypoints: 18, km: 45 }).total).toBe(10550);
    expect(payOfDay(ratesInForce(config, entry).rates, { waypoints: 7, km: 20 }).total).toBe(9200);
  });

  test('the SQL and the pay module agree, worker by worker and day by day, on the seeded days', async () => {
    const dateFrom = '2026-06-01';
    const dateTo = '2026-06-14';
    const res = await workers.get(api.workers.getWorkersKpis, { dateFrom, dateTo });
    expect(res.status).toBe(200);

    // The same days through domain/pay.ts: the missions of each worker-day's productive
    // shifts, at the rates in force for the worker's team on that date.
    const shifts = await t.db
      .selectFrom('shifts as s')
      .innerJoin('workers as w', 'w.id', 's.worker_id')
      .leftJoin('missions as m', 'm.shift_id', 's.id')
      .select(['s.worker_id', 's.date', 's.unproductive', 'w.team_id', 'm.waypoints', 'm.km'])
      .where('s.date', '>=', dateFrom)
      .where('s.date', '<=', dateTo)
      .execute();
    const configs = await t.db.selectFrom('team_configs').selectAll().execute();
    const entries = await t.db
      .selectFrom('retrib_calendar_entries')
      .selectAll()
      .where('date', '>=', dateFrom)
      .where('date', '<=', dateTo)
      .execute();
    const days = new Map<string, { workerId: number; date: string; teamId: number; waypoints: number; km: number }>();
    const workerPay = new Map<number, number>();
    for (const r of shifts) {
      workerPay.set(r.worker_id, workerPay.get(r.worker_id) ?? 0);
      if (r.unproductive) continue;
      const key = `${r.worker_id} ${r.date}`;
      const day = days.get(key) ?? { workerId: r.worker_id, date: r.date, teamId: r.team_id, waypoints: 0, km: 0 };
      day.waypoints += r.waypoints ?? 0;
      day.km += r.km ?? 0;
      days.set(key, day);
    }
    const datePay = new Map<string, number>();
    const sources = new Set<string>();
    for (const d of days.values()) {
      const c = configs.find((x) => x.team_id === d.teamId);
      const e = entries.find((x) => x.team_id === d.teamId && x.date === d.date);
      const inForce = ratesInForce(
        c && { waypointAmount: c.waypoint_amount, kmAmount: c.km_amount, dailyAmount: c.daily_amount, extra: c.extra },
        e && { id: e.id, priceWaypoint: e.price_waypoint, priceKm: e.price_km, priceDay: e.price_day, extra: e.extra },
      );
      sources.add(inForce.source);
      const pay = payOfDay(inForce.rates, d).total;
      workerPay.set(d.workerId, (workerPay.get(d.workerId) ?? 0) + pay);
      datePay.set(d.date, (datePay.get(d.date) ?? 0) + pay);
    }
    // Both rules were applied: team configurations and calendar entries.
    expect([...sources].sort()).toEqual(['calendar', 'config']);
    expect(days.size).toBeGreaterThan(50);

    const sqlPerWorker = Object.fromEntries(res.body.data.workers.map((w) => [w.worker.id, w.pay]));
    expect(sqlPerWorker).toEqual(Object.fromEntries(workerPay));
    const sqlPerDate = Object.fromEntries(res.body.data.daily.filter((d) => d.days > 0).map((d) => [d.date, d.pay]));
    expect(sqlPerDate).toEqual(Object.fromEntries(datePay));
    expect(res.body.data.totals.pay).toBe([...workerPay.values()].reduce((a, b) => a + b, 0));
  });

  test('a config change made today leaves past days; a new calendar entry overrides its date', async () => {
    const retrib = await t.injectAs('retrib');
    await setTeamConfig(retrib, t.db, teamId, { waypoint: 100, km: 30, day: 6000, extra: 500 });
    const after = await workers.get(api.workers.getWorkersKpis, {
      dateFrom: '2026-03-02',
      dateTo: '2026-03-03',
      workerId,
    });
    // The change is dated today (docs/product.md#pay-history): 2026-03-02 keeps 10550, 2026-03-03 its
    // calendar entry's 9200.
    expect(after.body.data.daily.map((d) => d.pay)).toEqual([10550, 9200]);

    await retrib.post(api.retrib.setCalendar, {
      teamId,
      date: '2026-03-02',
      priceWaypoint: 0,
      priceKm: 0,
      priceDay: 10000,
      extra: 0,
    });
    const overridden = await workers.get(api.workers.getWorkersKpis, {
      dateFrom: '2026-03-02',
      dateTo: '2026-03-02',
      workerId,
    });
    expect(overridden.body.data.totals.pay).toBe(10000);
    // Put the config back for the other tests.
    await setTeamConfig(retrib, t.db, teamId, { waypoint: 150, km: 30, day: 6000, extra: 500 });
  });

  test('every worker of a period, and of a team', async () => {
    const all = await workers.get(api.workers.getWorkersKpis, {
      dateFrom: '2026-06-01',
      dateTo: '2026-06-14',
    });
    expect(all.status).toBe(200);
    expect(all.body.data.workers.length).toBeGreaterThan(10);
    const sum = all.body.data.workers.reduce((s, w) => s + w.pay, 0);
    expect(sum).toBe(all.body.data.totals.pay);
    const dailySum = all.body.data.daily.reduce((s, d) => s + d.missions, 0);
    expect(dailySum).toBe(all.body.data.totals.missions);
    const team = await workers.get(api.workers.getWorkersKpis, {
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
      teamId,
    });
    expect(team.body.data.workers.map((w) => w.worker.id)).toEqual([workerId]);
    // A worker without activity in the period is still answered, with zeros.
    const quiet = await workers.get(api.workers.getWorkersKpis, {
      dateFrom: '2025-01-01',
      dateTo: '2025-01-31',
      workerId,
    });
    expect(quiet.body.data.workers[0]).toMatchObject({ days: 0, pay: 0 });
  });

  test('400 naming the fields (missing, reversed or over 366 days), 404 unknown worker or team, 403', async () => {
    const missing = await workers.get(api.workers.getWorkersKpis, { dateTo: '2026-03-31' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toHaveProperty('dateFrom');
    const reversed = await workers.get(api.workers.getWorkersKpis, {
      dateFrom: '2026-03-31',
      dateTo: '2026-03-01',
    });
    expect(reversed.body.error.fields).toHaveProperty('dateTo');
    const long = await workers.get(api.workers.getWorkersKpis, {
      dateFrom: '2025-01-01',
      dateTo: '2026-03-01',
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('dateTo');
    expect(
      (
        await workers.get(api.workers.getWorkersKpis, {
          dateFrom: '2026-03-01',
          dateTo: '2026-03-31',
          workerId: 99999,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await workers.get(api.workers.getWorkersKpis, {
          dateFrom: '2026-03-01',
          dateTo: '2026-03-31',
          teamId: 99999,
        })
      ).status,
    ).toBe(404);
    expect(
      (await clients.get(api.workers.getWorkersKpis, { dateFrom: '2026-03-01', dateTo: '2026-03-31' }))
        .status,
    ).toBe(403);
  });
});

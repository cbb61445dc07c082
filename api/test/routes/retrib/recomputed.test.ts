/**
 * An independent recomputation of a month's money figures: every worker's pay statement and the
 * invoicing preview's amounts per client, worked out here from the rules written in
 * docs/product.md (#pay, #pay-statements, #pay-history, #the-price-of-a-shift,
 * #vat-of-an-invoice, #invoicing-run) in plain TypeScript over the rows of the tables (`select *`),
 * without the repositories' queries nor the domain's pay and price functions, then compared to the
 * API's answers to the cent.
 *
 * The month is the seed's busiest (June 2026), with history in it: a team's configuration changed
 * mid-month, a worker moved to another team mid-month, a GTA type paid from the 10th.
 */
import { api } from '@courier/shared/contract';
import { sql } from 'kysely';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let retrib: SignedIn;
let finance: SignedIn;

const MONTH = '2026-06';
const START = '2026-06-01';
const END = '2026-06-30';
const PAID_FROM = '2026-06-10';

/** Every row of a table (`select *`): the test reads the facts, never the code's queries. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of any table, read as the test needs them
const all = async (table: string): Promise<any[]> =>
  (await sql`select * from ${sql.table(table)}`.execute(t.db)).rows;

/** Dated rows (`valid_from`): the one in force on a date is the latest on or before it. */
function inForce<T extends { valid_from: string }>(rows: T[], date: string): T | undefined {
  let best: T | undefined;
  for (const r of rows)
    if (
      (r.valid_from === '-infinity' || r.valid_from <= date) &&
      (!best || later(r.valid_from, best.valid_from))
    )
      best = r;
  return best;
}
const later = (a: string, b: string) => b === '-infinity' || (a !== '-infinity' && a > b);

/** Cents x basis points / 10,000, rounded to the cent half away from zero. */
function vatOn(net: number, bp: number): number {
  const n = Math.abs(net) * bp;
  const cents = Math.floor(n / 10_000) + (2 * (n % 10_000) >= 10_000 ? 1 : 0);
  return net < 0 ? -cents : cents;
}

beforeAll(async () => {
  t = await seededTestApp();
  retrib = await t.injectAs('retrib');
  finance = await t.injectAs('finance');

  // History in the month, as if changed then, on dates with paid work on both sides: the
  // busiest team's amounts from the middle of its paid days...
  const shifts = (await all('shifts')).filter((s) => s.date >= START && s.date <= END && !s.unproductive);
  const monthTimes = (await all('worker_times')).filter((w) => w.date >= START && w.date <= END);
  const workers = await all('workers');
  const teamOf = new Map(workers.map((w) => [w.id, w.team_id]));
  const paidDays = [
    ...new Set(
      shifts
        .filter((s) => monthTimes.some((w) => w.worker_id === s.worker_id && w.date === s.date))
        .map((s) => `${s.date}|${s.worker_id}`),
    ),
  ]
    .sort()
    .map((k) => ({ date: k.split('|')[0], worker: Number(k.split('|')[1]) }));
  const count = new Map<number, number>();
  for (const d of paidDays) count.set(teamOf.get(d.worker), (count.get(teamOf.get(d.worker)) ?? 0) + 1);
  const [busiest, second] = [...count.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const days = paidDays.filter((d) => teamOf.get(d.worker) === busiest);
  const changed = days[Math.floor(days.length / 2)].date;
  await t.db
    .insertInto('team_config_versions')
    .values({
      team_id: busiest,
      valid_from: changed,
      waypoint_amount: 333,
      km_amount: 44,
      daily_amount: 7777,
      extra: 111,
    })
    .execute();
  // ...a worker of it moved to the second team from the middle of its own paid days...
  const byWorker = new Map<number, string[]>();
  for (const d of days) byWorker.set(d.worker, [...(byWorker.get(d.worker) ?? []), d.date]);
  const [mover, moverDays] = [...byWorker.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  await t.db
    .insertInto('worker_team_periods')
    .values({ worker_id: mover, valid_from: moverDays[Math.floor(moverDays.length / 2)], team_id: second })
    .execute();
  // ...and an absence type paid from the 10th, its times before unpaid.
  const times = monthTimes;
  const gtas = await all('gta_types');
  let absence = gtas.find((g) => g.is_absence && times.some((w) => w.gta_type_id === g.id));
  if (!absence) {
    absence = gtas.find((g) => g.is_absence);
    for (const date of ['2026-06-08', '2026-06-11'])
      await t.db
        .insertInto('worker_times')
        .values({
          worker_id: mover,
          date,
          gta_type_id: absence.id,
          started_at: new Date(`${date}T07:00:00Z`),
          ended_at: new Date(`${date}T15:00:00Z`),
        })
        .execute();
  }
  await t.db
    .insertInto('gta_type_versions')
    .values([
      { gta_type_id: absence.id, valid_from: '-infinity', is_absence: true, is_paid: false },
      { gta_type_id: absence.id, valid_from: PAID_FROM, is_absence: true, is_paid: true },
    ])
    .onConflict((oc) =>
      oc
        .columns(['gta_type_id', 'valid_from'])
        .doUpdateSet((eb) => ({ is_paid: eb.ref('excluded.is_paid') })),
    )
    .execute();
});
afterAll(() => t.close());

type Items = { day: number; waypoints: number; km: number; extra: number; paidAbsence: number };

/** docs/product.md#pay-statements, #pay and #pay-history, from the rows. */
async function expectedPay(undated = false): Promise<Map<number, Items & { total: number }>> {
  const [shifts, missions, times, gtas, gtaVersions, periods, versions, entries, workers, configs] =
    await Promise.all([
      all('shifts'),
      all('missions'),
      all('worker_times'),
      all('gta_types'),
      all('gta_type_versions'),
      all('worker_team_periods'),
      all('team_config_versions'),
      all('retrib_calendar_entries'),
      all('workers'),
      all('team_configs'),
    ]);
  const inMonth = (r: { date: string }) => r.date >= START && r.date <= END;
  const gtaOf = new Map(gtas.map((g) => [g.id, g]));
  const out = new Map<number, Items & { total: number }>();
  const days = new Map<string, { worker: number; date: string }>();
  for (const r of [...shifts.filter(inMonth), ...times.filter(inMonth)])
    days.set(`${r.worker_id}|${r.date}`, { worker: r.worker_id, date: r.date });
  for (const { worker, date } of days.values()) {
    const pay = out.get(worker) ?? { day: 0, waypoints: 0, km: 0, extra: 0, paidAbsence: 0, total: 0 };
    out.set(worker, pay);
    // The rates of the day: the team the worker was in, its calendar entry of the date, else its
    // configuration as it was that day, else nothing.
    // (`undated`: today's team and configuration, what pay read before it kept its history.)
    const team = undated
      ? workers.find((w) => w.id === worker).team_id
      : inForce(
          periods.filter((p) => p.worker_id === worker),
          date,
        )?.team_id;
    const entry = entries.find((e) => e.team_id === team && e.date === date);
    const config = undated
      ? configs.find((c) => c.team_id === team)
      : inForce(
          versions.filter((v) => v.team_id === team),
          date,
        );
    const rates = entry
      ? { day: entry.price_day, waypoint: entry.price_waypoint, km: entry.price_km, extra: entry.extra }
      : config
        ? {
            day: config.daily_amount,
            waypoint: config.waypoint_amount,
            km: config.km_amount,
            extra: config.extra,
          }
        : { day: 0, waypoint: 0, km: 0, extra: 0 };
    const productive = shifts.filter((s) => s.worker_id === worker && s.date === date && !s.unproductive);
    const dayTimes = times.filter((w) => w.worker_id === worker && w.date === date);
    // A time's GTA type as it was that day (its current values when it has no dated row).
    const typeOn = (id: number | null) => {
      if (id === null) return undefined;
      const dated = inForce(
        gtaVersions.filter((v) => v.gta_type_id === id),
        date,
      );
      return dated ?? gtaOf.get(id);
    };
    const worked = dayTimes.some((w) => !typeOn(w.gta_type_id)?.is_absence);
    if (productive.length > 0 && worked) {
      const ms = missions.filter((m) => productive.some((s) => s.id === m.shift_id));
      const waypoints = ms.reduce((a, m) => a + m.waypoints, 0);
      const km = ms.reduce((a, m) => a + m.km, 0);
      pay.day += rates.day;
      pay.waypoints += waypoints * rates.waypoint;
      pay.km += km * rates.km;
      pay.extra += rates.extra;
      pay.total += rates.day + waypoints * rates.waypoint + km * rates.km + rates.extra;
      continue;
    }
    const paidAbsence = dayTimes.some((w) => {
      const g = typeOn(w.gta_type_id);
      return g?.is_absence === true && g.is_paid === true;
    });
    if (paidAbsence) {
      pay.paidAbsence += rates.day;
      pay.total += rates.day;
    }
  }
  return out;
}

/** docs/product.md#invoicing-run, #the-price-of-a-shift and #vat-of-an-invoice, from the rows. */
async function expectedInvoices() {
  const [shifts, missions, types, billings, clients, links, lists, listRates] = await Promise.all([
    all('shifts'),
    all('missions'),
    all('shift_types'),
    all('shift_billings'),
    all('clients'),
    all('client_price_lists'),
    all('price_lists'),
    all('price_list_rates'),
  ]);
  const now = Date.now();
  const billable = shifts.filter(
    (s) =>
      s.date >= START &&
      s.date <= END &&
      new Date(s.ends_at).getTime() <= now &&
      !s.unproductive &&
      (s.shift_type_id === null || types.find((ty) => ty.id === s.shift_type_id)?.is_billable) &&
      !billings.some(
        (b) => b.shift_id === s.id && (b.client_id === s.client_id || b.invoice_line_id === null),
      ),
  );
  const out = new Map<
    number,
    { shifts: number; excl: number | null; vat: number | null; amount: number | null }
  >();
  for (const clientId of new Set(billable.map((s) => s.client_id))) {
    const client = clients.find((c) => c.id === clientId);
    // The lowest-id active list linked to the client that has rates.
    const list = links
      .filter((l) => l.client_id === clientId)
      .map((l) => lists.find((pl) => pl.id === l.price_list_id))
      .filter(
        (pl) => pl && pl.activity_status === 'active' && listRates.some((r) => r.price_list_id === pl.id),
      )
      .sort((a, b) => a.id - b.id)[0];
    const rates = list && listRates.find((r) => r.price_list_id === list.id);
    const mine = billable.filter((s) => s.client_id === clientId);
    if (!rates) {
      out.set(clientId, { shifts: mine.length, excl: null, vat: null, amount: null });
      continue;
    }
    const excl = mine.reduce(
      (sum, s) =>
        sum +
        rates.per_shift +
        missions
          .filter((m) => m.shift_id === s.id)
          .reduce((a, m) => a + m.waypoints * rates.per_waypoint + m.km * rates.per_km, 0),
      0,
    );
    const vat = vatOn(excl, client.vat_rate_bp);
    out.set(clientId, { shifts: mine.length, excl, vat, amount: excl + vat });
  }
  return out;
}

describe('the money figures of a month, recomputed from the written rules', () => {
  test("every worker's pay statement, to the cent, with a mid-month history", async () => {
    const expected = await expectedPay();
    expect(expected.size).toBeGreaterThan(5);
    const workers = await all('workers');
    const got = new Map<number, Items & { total: number }>();
    for (const workerId of expected.keys()) {
      const res = await retrib.get(api.retrib.getStatements, { month: MONTH, workerId });
      expect(res.status).toBe(200);
      const { totals } = res.body.data.statements[0];
      got.set(workerId, {
        day: totals.day,
        waypoints: totals.waypoints,
        km: totals.km,
        extra: totals.extra,
        paidAbsence: totals.paidAbsence,
        total: totals.total,
      });
    }
    expect(got).toEqual(expected);
    // The history mattered: priced with today's team and configuration, some pay would differ.
    const undated = await expectedPay(true);
    expect(
      [...expected.keys()].filter((id) => undated.get(id)!.total !== expected.get(id)!.total).length,
    ).toBeGreaterThan(1);
    expect([...expected.values()].some((p) => p.paidAbsence > 0)).toBe(true);

    // The payroll CSV says the same, item by item.
    const csv = (await retrib.get(api.retrib.getPayrollCsv, { month: MONTH })).body.data.content;
    const codeOf = new Map(workers.map((w) => [w.short_code, w.id]));
    const fromCsv = new Map<string, number>();
    for (const line of csv.split('\r\n').slice(1).filter(Boolean)) {
      const cells = line.split(',');
      fromCsv.set(`${codeOf.get(cells[1])}|${cells[cells.length - 5]}`, Number(cells[cells.length - 2]));
    }
    const items = new Map<string, number>();
    for (const [workerId, p] of expected)
      for (const item of ['day', 'waypoints', 'km', 'extra', 'paidAbsence'] as const)
        if (p[item] !== 0) items.set(`${workerId}|${item}`, p[item]);
    expect(fromCsv).toEqual(items);
  });

  test("the invoicing preview's amounts per client, to the cent", async () => {
    const expected = await expectedInvoices();
    expect(expected.size).toBeGreaterThan(3);
    const res = await finance.get(api.billing.getPreview, { month: MONTH, pageSize: 500 });
    expect(res.status).toBe(200);
    const got = new Map(
      res.body.data.items.map((c) => [
        c.clientId,
        { shifts: c.shifts, excl: c.amountExclVat, vat: c.vat, amount: c.amount },
      ]),
    );
    expect(res.body.data.items.every((c) => c.lateChanges === 0)).toBe(true);
    expect(got).toEqual(expected);
    const priced = [...expected.values()].filter((c) => c.excl !== null);
    expect(res.body.data.totals.amountExclVat).toBe(priced.reduce((a, c) => a + c.excl!, 0));
    expect(res.body.data.totals.amount).toBe(priced.reduce((a, c) => a + c.amount!, 0));
  });
});

import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { shiftPrice } from '../../../src/domain/clientPrice';
import {
  t,
  finance,
  rates,
  unproductiveShift,
  noPriceClient,
  recoveryClient,
  useMonthToBill,
  useSeededApp,
} from './billingSetup';

useSeededApp();

describe('a month: preview', () => {
  useMonthToBill();

  test('preview: lines at the price list, unproductive and deleted left out, problems and recovery flagged', async () => {
    const res = await finance.get(api.billing.getPreview, { month: '2026-05', pageSize: 500 });
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p.periodStart).toBe('2026-05-01');
    expect(p.periodEnd).toBe('2026-05-31');
    expect(p.totals.clients).toBeGreaterThan(3);
    const problem = p.items.find((r) => r.clientId === noPriceClient)!;
    expect(problem.problem).toBe('no_price_list');
    expect(problem.amount).toBeNull();
    expect(p.totals.problems).toBeGreaterThanOrEqual(1);
    expect(p.items.find((r) => r.clientId === recoveryClient)!.inRecoverySince).not.toBeNull();
    expect(p.totals.inRecovery).toBeGreaterThanOrEqual(1);
    const billed = p.items.filter((r) => r.problem === null);
    expect(p.totals.amountExclVat).toBe(billed.reduce((s, r) => s + r.amountExclVat!, 0));
    expect(p.totals.amount).toBe(p.totals.amountExclVat + p.totals.vat);

    // One client's lines: each at per shift + waypoints and km of its missions.
    const one = billed[0];
    const detail = (
      await finance.get(api.billing.getPreviewClient, { month: '2026-05', clientId: one.clientId })
    ).body.data;
    const r = (await rates(one.clientId))!;
    expect(detail.lines.length).toBe(one.shifts);
    for (const line of detail.lines) {
      expect(line.amount).toBe(shiftPrice(r, line.missions));
      expect(line.waypoints).toBe(line.missions.reduce((s, m) => s + m.waypoints, 0));
    }
    expect(detail.lines.reduce((s, l) => s + l.amount!, 0)).toBe(one.amountExclVat);

    // Unproductive and deleted shifts are on no client's lines.
    const { rows } = await sql<{
      client_id: number;
    }>`select client_id from shifts where id = ${unproductiveShift}`.execute(t.db);
    const ofClient = await finance.get(api.billing.getPreviewClient, {
      month: '2026-05',
      clientId: rows[0].client_id,
    });
    if (ofClient.status === 200)
      expect(ofClient.body.data.lines.map((l) => l.shiftId)).not.toContain(unproductiveShift);
    const shiftsInPreview = billed.reduce((s, row) => s + row.shifts, 0);
    // Shifts of a type that is not billable are not billed either.
    const expected = await sql<{
      n: number;
    }>`select count(*)::int as n from shifts s left join shift_types st on st.id = s.shift_type_id
      where s.date between '2026-05-01' and '2026-05-31' and not s.unproductive and coalesce(st.is_billable, true)
        and exists (select 1 from client_price_lists cpl join price_lists pl on pl.id = cpl.price_list_id
          join price_list_rates r on r.price_list_id = pl.id where cpl.client_id = s.client_id and pl.activity_status = 'active')`.execute(
      t.db,
    );
    expect(shiftsInPreview).toBe(expected.rows[0].n);
  });

  test('preview pages: in name order, each client once, the totals the sum of every page; problems only', async () => {
    const all = (await finance.get(api.billing.getPreview, { month: '2026-05', pageSize: 500 })).body.data;
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBe(all.totals.clients + all.totals.problems);
    const seen: typeof all.items = [];
    for (let page = 1; page <= Math.ceil(all.total / 7); page++) {
      const p = (await finance.get(api.billing.getPreview, { month: '2026-05', pageSize: 7, page })).body
        .data;
      expect(p.total).toBe(all.total);
      expect(p.totals).toEqual(all.totals);
      seen.push(...p.items);
    }
    expect(seen).toEqual(all.items);
    const names = seen.map((r) => [r.name, r.clientId] as const);
    expect(names).toEqual([...names].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x - y)));
    const billed = seen.filter((r) => r.problem === null);
    expect(all.totals.shifts).toBe(billed.reduce((s, r) => s + r.shifts, 0));
    expect(all.totals.vat).toBe(billed.reduce((s, r) => s + r.vat!, 0));
    expect(all.totals.inRecovery).toBe(billed.filter((r) => r.inRecoverySince !== null).length);
    const problems = (
      await finance.get(api.billing.getPreview, { month: '2026-05', pageSize: 500, problemsOnly: true })
    ).body.data;
    expect(problems.items.map((r) => r.clientId)).toEqual(
      seen.filter((r) => r.problem !== null).map((r) => r.clientId),
    );
    expect(problems.total).toBe(all.totals.problems);
  });
});

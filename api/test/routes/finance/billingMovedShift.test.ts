import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { shiftPrice } from '../../../src/domain/clientPrice';
import { continueRun, startRun } from '../../../src/services/finance/invoicingRun';
import { t, finance, financeUserId, today, rates, billedShifts, useSeededApp } from './billingSetup';

useSeededApp();

describe('a billed shift moved to another client', () => {
  const month = '2026-02';
  let low: number;
  let high: number;
  let worker: number;

  const shiftOf = async (clientId: number, date: string, waypoints: number, km: number) => {
    const s = await t.db
      .insertInto('shifts')
      .values({
        worker_id: worker,
        client_id: clientId,
        date,
        starts_at: `${date}T07:00:00Z`,
        ends_at: `${date}T11:00:00Z`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('missions').values({ shift_id: s.id, name: 'Test', waypoints, km }).execute();
    return s.id;
  };
  const issue = async () => {
    const { run, clients } = await startRun(t.db, financeUserId, month);
    await continueRun(t.db, run.id, financeUserId, month, clients, { today, batch: 1 });
    return clients;
  };
  /** A shift's marks with the client of the invoice whose line bills it. */
  const marksOf = async (shiftIds: number[]) =>
    (
      await sql<{ shift_id: number; client_id: number; amount: number; invoice_client_id: number }>`
        select b.shift_id, b.client_id, b.amount, i.client_id as invoice_client_id
        from shift_billings b join invoice_lines il on il.id = b.invoice_line_id join invoices i on i.id = il.invoice_id
        where b.shift_id = any(${shiftIds}::int[]) order by b.shift_id`.execute(t.db)
    ).rows;

  beforeAll(async () => {
    const cs = await sql<{
      id: number;
    }>`select c.id from clients c where exists (select 1 from client_price_lists cpl
        join price_lists pl on pl.id = cpl.price_list_id and pl.activity_status = 'active'
        join price_list_rates r on r.price_list_id = pl.id where cpl.client_id = c.id)
      order by c.id offset 10 limit 2`.execute(t.db);
    [low, high] = cs.rows.map((r) => r.id);
    worker = (
      await t.db
        .selectFrom('workers')
        .select('id')
        .where('activity_status', '=', 'active')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  test('credited to the client that billed it, billed to the new one exactly once (both ways in one run)', async () => {
    // One shift of each client billed, then moved to the other: the client of lower id is billed
    // first in a run, so one move is taken over before its credit note and one after.
    const toHigh = await shiftOf(low, '2026-02-02', 3, 12);
    const toLow = await shiftOf(high, '2026-02-03', 2, 20);
    await shiftOf(high, '2026-02-04', 1, 5);
    expect(await issue()).toEqual([low, high]);
    const before = await marksOf([toHigh, toLow]);
    expect(before.map((m) => [m.shift_id, m.client_id])).toEqual([
      [toHigh, low],
      [toLow, high],
    ]);
    await t.db.updateTable('shifts').set({ client_id: high }).where('id', '=', toHigh).execute();
    await t.db.updateTable('shifts').set({ client_id: low }).where('id', '=', toLow).execute();

    // The preview: each client a credit for the shift it billed and a line for the shift it now has.
    const [rLow, rHigh] = [(await rates(low))!, (await rates(high))!];
    const dLow = (await finance.get(api.billing.getPreviewClient, { month, clientId: low })).body.data;
    const dHigh = (await finance.get(api.billing.getPreviewClient, { month, clientId: high })).body.data;
    expect(dLow.lines.map((l) => [l.shiftId, l.amount])).toEqual([
      [toLow, shiftPrice(rLow, [{ waypoints: 2, km: 20 }])],
    ]);
    expect(dLow.lateChanges.map((l) => [l.shiftId, l.reason, l.difference, l.goesTo])).toEqual([
      [toHigh, 'moved_to_other_client', -before[0].amount, 'credit_note'],
    ]);
    expect(dHigh.lines.map((l) => [l.shiftId, l.amount])).toEqual([
      [toHigh, shiftPrice(rHigh, [{ waypoints: 3, km: 12 }])],
    ]);
    expect(dHigh.lateChanges.map((l) => [l.shiftId, l.reason, l.difference, l.goesTo])).toEqual([
      [toLow, 'moved_to_other_client', -before[1].amount, 'credit_note'],
    ]);

    // Issued: each shift billed once, by a line of its new client's invoice, and credited to the first.
    expect(await issue()).toEqual([low, high]);
    expect(await marksOf([toHigh, toLow])).toEqual([
      {
        shift_id: toHigh,
        client_id: high,
        invoice_client_id: high,
        amount: shiftPrice(rHigh, [{ waypoints: 3, km: 12 }]),
      },
      {
        shift_id: toLow,
        client_id: low,
        invoice_client_id: low,
        amount: shiftPrice(rLow, [{ waypoints: 2, km: 20 }]),
      },
    ]);
    const credits = await sql<{ shift_id: number; client_id: number; amount: number; note_client: number }>`
      select a.shift_id, a.client_id, a.amount, cn.client_id as note_client from shift_billing_adjustments a
      join credit_notes cn on cn.id = a.credit_note_id
      where a.shift_id in (${toHigh}, ${toLow}) order by a.shift_id`.execute(t.db);
    expect(credits.rows).toEqual([
      { shift_id: toHigh, client_id: low, amount: -before[0].amount, note_client: low },
      { shift_id: toLow, client_id: high, amount: -before[1].amount, note_client: high },
    ]);
    expect((await billedShifts()).every((b) => b.n === 1)).toBe(true);
    const queue = await sql<{ n: number }>`select count(*)::int as n from billing_late_changes
      where client_id in (${low}, ${high})`.execute(t.db);
    expect(queue.rows[0].n).toBe(0);
    // Nothing left: a third run bills nothing.
    const p = (await finance.get(api.billing.getPreview, { month, pageSize: 500 })).body.data;
    expect(p.items.map((r) => r.clientId)).not.toContain(low);
    expect(p.items.map((r) => r.clientId)).not.toContain(high);
    expect(await issue()).toEqual([]);
    expect(await marksOf([toHigh, toLow])).toHaveLength(2);
  });

  test('a mission moved from a billed shift to another client’s billed shift: a credit to one, owed by the other', async () => {
    const from = await shiftOf(low, '2026-02-10', 4, 30);
    const to = await shiftOf(high, '2026-02-11', 1, 2);
    await issue();
    const [bFrom, bTo] = await marksOf([from, to]);
    await sql`update missions set shift_id = ${to} where shift_id = ${from}`.execute(t.db);
    const [rLow, rHigh] = [(await rates(low))!, (await rates(high))!];
    const dLow = (await finance.get(api.billing.getPreviewClient, { month, clientId: low })).body.data;
    const dHigh = (await finance.get(api.billing.getPreviewClient, { month, clientId: high })).body.data;
    expect(dLow.lateChanges.map((l) => [l.shiftId, l.reason, l.difference])).toEqual([
      [from, 'missions_changed', shiftPrice(rLow, []) - bFrom.amount],
    ]);
    expect(dHigh.lateChanges.map((l) => [l.shiftId, l.reason, l.difference])).toEqual([
      [
        to,
        'missions_changed',
        shiftPrice(rHigh, [
          { waypoints: 1, km: 2 },
          { waypoints: 4, km: 30 },
        ]) - bTo.amount,
      ],
    ]);
    await issue();
    expect((await billedShifts()).every((b) => b.n === 1)).toBe(true);
    const left = await sql<{ n: number }>`select count(*)::int as n from billing_late_changes
      where client_id in (${low}, ${high})`.execute(t.db);
    expect(left.rows[0].n).toBe(0);
  });
});

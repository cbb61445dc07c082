import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { continueRun, startRun } from '../../../src/services/finance/invoicingRun';
import {
  t,
  finance,
  financeUserId,
  today,
  waitForRun,
  numbersOf,
  gapless,
  rates,
  billedShifts,
  noPriceClient,
  useMonthToBill,
  useSeededApp,
} from './billingSetup';

useSeededApp();

describe('a month: issue, late changes, a stopped run, send', () => {
  useMonthToBill();

  test('issue: one invoice per client, each shift billed once, numbers without gaps; a second issue at once makes nothing twice', async () => {
    const before = await finance.get(api.billing.getPreview, { month: '2026-05', pageSize: 500 });
    const started = await finance.post(api.billing.issue, { month: '2026-05' });
    expect(started.status).toBe(200);
    expect(started.body.data.status).toBe('running');
    expect(started.body.data.totalClients).toBe(before.body.data.totals.clients);
    // A second issue at once: 409 while the first runs, or nothing left to do once it is over.
    const again = await finance.post(api.billing.issue, { month: '2026-05' });
    if (again.status === 200) expect(again.body.data.totalClients).toBe(0);
    else expect(again.status).toBe(409);
    await waitForRun('2026-05');
    const first = await sql<{ status: string; invoices: number; done_clients: number }>`
      select status, invoices, done_clients from billing_runs where id = ${started.body.data.id}`.execute(
      t.db,
    );
    expect(first.rows[0]).toEqual({
      status: 'done',
      invoices: before.body.data.totals.clients,
      done_clients: before.body.data.totals.clients,
    });

    const invoices = await sql<{ client_id: number; amount: number; amount_excl_vat: number; n: number }>`
      select client_id, amount, amount_excl_vat, count(*) over (partition by client_id)::int as n
      from invoices where billing_month = '2026-05-01'`.execute(t.db);
    expect(invoices.rows.length).toBe(before.body.data.totals.clients);
    expect(invoices.rows.every((r) => r.n === 1)).toBe(true);
    expect(invoices.rows.reduce((s, r) => s + Number(r.amount), 0)).toBe(before.body.data.totals.amount);
    expect(invoices.rows.map((r) => r.client_id)).not.toContain(noPriceClient);
    expect(gapless(await numbersOf(2026))).toBe(true);
    const billed = await billedShifts();
    expect(billed.length).toBe(before.body.data.items.reduce((s, r) => s + (r.problem ? 0 : r.shifts), 0));
    expect(billed.every((b) => b.n === 1)).toBe(true);

    // Nothing left but the problem; issuing again makes nothing.
    const after = (await finance.get(api.billing.getPreview, { month: '2026-05' })).body.data;
    expect(after.totals.clients).toBe(0);
    expect(after.totals.problems).toBe(before.body.data.totals.problems);
    const count = await numbersOf(2026);
    expect((await finance.post(api.billing.issue, { month: '2026-05' })).status).toBe(200);
    expect(await waitForRun('2026-05')).toMatchObject({ status: 'done', invoices: 0, totalClients: 0 });
    expect(await numbersOf(2026)).toEqual(count);
  });

  test('late changes: more km goes to the next invoice, an unproductive billed shift to a credit note', async () => {
    const lines = await sql<{ shift_id: number; client_id: number; amount: number }>`
      select b.shift_id, b.client_id, b.amount from shift_billings b
      join shifts s on s.id = b.shift_id
      where b.invoice_line_id is not null and exists (select 1 from missions m where m.shift_id = s.id)
      order by b.shift_id limit 2`.execute(t.db);
    const [more, cancelled] = lines.rows;
    await sql`update missions set km = km + 10 where id = (select min(id) from missions where shift_id = ${more.shift_id})`.execute(
      t.db,
    );
    await t.db
      .updateTable('shifts')
      .set({ unproductive: true, unproductive_comment: 'Found later' })
      .where('id', '=', cancelled.shift_id)
      .execute();

    const a = (
      await finance.get(api.billing.getPreviewClient, { month: '2026-06', clientId: more.client_id })
    ).body.data;
    const change = a.lateChanges.find((l) => l.shiftId === more.shift_id)!;
    const r = (await rates(more.client_id))!;
    expect(change).toMatchObject({
      reason: 'missions_changed',
      difference: 10 * r.perKm,
      goesTo: 'next_invoice',
    });
    const b = (
      await finance.get(api.billing.getPreviewClient, { month: '2026-06', clientId: cancelled.client_id })
    ).body.data;
    expect(b.lateChanges.find((l) => l.shiftId === cancelled.shift_id)).toMatchObject({
      reason: 'unproductive',
      currentAmount: 0,
      difference: -cancelled.amount,
      goesTo: 'credit_note',
    });
  });

  test("late changes are valued at the price list amounts the shift was billed with, not today's", async () => {
    const { rows } = await sql<{ shift_id: number; client_id: number; per_km: number | null }>`
      select b.shift_id, b.client_id, il.price_per_km as per_km from shift_billings b
      join invoice_lines il on il.id = b.invoice_line_id
      where b.shift_id not in (select shift_id from billing_late_changes)
        and exists (select 1 from missions m where m.shift_id = b.shift_id)
      order by b.shift_id desc limit 1`.execute(t.db);
    const billed = rows[0];
    const now = (await rates(billed.client_id))!;
    expect(billed.per_km).toBe(now.perKm);
    // The client's list costs more per km since; the shift then gets 10 km more.
    const list = await sql<{ id: number }>`select pl.id from client_price_lists cpl
      join price_lists pl on pl.id = cpl.price_list_id and pl.activity_status = 'active'
      join price_list_rates r on r.price_list_id = pl.id where cpl.client_id = ${billed.client_id} order by pl.id limit 1`.execute(
      t.db,
    );
    await sql`update price_list_rates set per_km = per_km + 500 where price_list_id = ${list.rows[0].id}`.execute(
      t.db,
    );
    await sql`update missions set km = km + 10 where id = (select min(id) from missions where shift_id = ${billed.shift_id})`.execute(
      t.db,
    );
    const preview = (
      await finance.get(api.billing.getPreviewClient, { month: '2026-06', clientId: billed.client_id })
    ).body.data;
    expect(preview.lateChanges.find((l) => l.shiftId === billed.shift_id)).toMatchObject({
      reason: 'missions_changed',
      difference: 10 * now.perKm,
    });
    // Undone, so that the run below settles only its own changes.
    await sql`update missions set km = km - 10 where id = (select min(id) from missions where shift_id = ${billed.shift_id})`.execute(
      t.db,
    );
    await sql`update price_list_rates set per_km = per_km - 500 where price_list_id = ${list.rows[0].id}`.execute(
      t.db,
    );
    await sql`delete from billing_late_changes where shift_id = ${billed.shift_id}`.execute(t.db);
  });

  test('late changes: a billed shift whose type stops being billable is a change of its own kind, credited', async () => {
    const { rows } = await sql<{ shift_id: number; client_id: number; amount: number }>`
      select b.shift_id, b.client_id, b.amount from shift_billings b
      where b.invoice_line_id is not null and b.shift_id not in (select shift_id from billing_late_changes)
        and b.amount > 0
      order by b.shift_id desc limit 1`.execute(t.db);
    const billed = rows[0];
    const original = await t.db
      .selectFrom('shifts')
      .select('shift_type_id')
      .where('id', '=', billed.shift_id)
      .executeTakeFirstOrThrow();
    const type = await t.db
      .insertInto('shift_types')
      .values({ name: 'Rule test: billable for now' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('shifts')
      .set({ shift_type_id: type.id })
      .where('id', '=', billed.shift_id)
      .execute();
    // As if the shift had been billed with that type: nothing of it waits yet.
    await sql`delete from billing_late_changes where shift_id = ${billed.shift_id}`.execute(t.db);
    await t.db.updateTable('shift_types').set({ is_billable: false }).where('id', '=', type.id).execute();
    const queued =
      await sql`select shift_id from billing_late_changes where shift_id = ${billed.shift_id}`.execute(t.db);
    expect(queued.rows).toHaveLength(1);
    const preview = (
      await finance.get(api.billing.getPreviewClient, { month: '2026-06', clientId: billed.client_id })
    ).body.data;
    expect(preview.lateChanges.find((l) => l.shiftId === billed.shift_id)).toMatchObject({
      reason: 'no_longer_billable',
      currentAmount: 0,
      difference: -billed.amount,
    });
    // Undone, so that the run below settles only its own changes.
    await t.db.updateTable('shift_types').set({ is_billable: true }).where('id', '=', type.id).execute();
    await t.db
      .updateTable('shifts')
      .set({ shift_type_id: original.shift_type_id })
      .where('id', '=', billed.shift_id)
      .execute();
    await sql`delete from billing_late_changes where shift_id = ${billed.shift_id}`.execute(t.db);
  });

  test('late changes: two deleted shifts of one invoice credit at most what remains due on it, the rest goes to the next invoice', async () => {
    const { rows } = await sql<{ invoice_id: number; client_id: number; amount: number; vat_bp: number }>`
      select i.id as invoice_id, i.client_id, i.amount,
        round((i.amount - i.amount_excl_vat) * 10000.0 / i.amount_excl_vat)::int as vat_bp
      from invoices i
      where i.billing_month = '2026-05-01'
        and i.client_id not in (select client_id from billing_late_changes)
        and (select count(*) from invoice_lines il where il.invoice_id = i.id) >= 2
        and (select count(*) from shifts s where s.client_id = i.client_id and not s.unproductive
             and s.date between '2026-06-01' and '2026-06-30') >= 3
      order by i.id limit 1`.execute(t.db);
    const inv = rows[0];
    const two = (
      await sql<{ shift_id: number; amount: number }>`select b.shift_id, b.amount from shift_billings b
        join invoice_lines il on il.id = b.invoice_line_id where il.invoice_id = ${inv.invoice_id}
        order by b.shift_id limit 2`.execute(t.db)
    ).rows;
    const credit = (x: number) => x + Math.round((x * inv.vat_bp) / 10_000);
    // A payment leaves enough due for the first shift's credit note, not for both.
    const remaining = credit(two[0].amount) + credit(two[1].amount) - 1;
    await t.db
      .insertInto('payments')
      .values({
        client_id: inv.client_id,
        invoice_id: inv.invoice_id,
        paid_on: '2026-06-10',
        amount: inv.amount - remaining,
      })
      .execute();
    await t.db.deleteFrom('shifts').where('id', 'in', [two[0].shift_id, two[1].shift_id]).execute();
    const d = (await finance.get(api.billing.getPreviewClient, { month: '2026-06', clientId: inv.client_id }))
      .body.data;
    expect(d.lateChanges.map((l) => [l.shiftId, l.reason, l.difference, l.goesTo])).toEqual([
      [two[0].shift_id, 'deleted', -two[0].amount, 'credit_note'],
      [two[1].shift_id, 'deleted', -two[1].amount, 'next_invoice'],
    ]);
    // An invoice is never netted: the month's lines in full, and a credit note against it.
    expect(d.client.amountExclVat).toBe(d.lines.reduce((sum, l) => sum + l.amount!, 0));
    expect(d.lateChanges.map((l) => l.credit)).toEqual([credit(two[0].amount), credit(two[1].amount)]);
    expect(d.client).toMatchObject({
      creditNotes: 2,
      creditAmount: credit(two[0].amount) + credit(two[1].amount),
    });
  });

  test('a run stopped halfway (as by kill -9) and started again finishes: no duplicate, no gap, late changes settled', async () => {
    const month = '2026-06';
    const before = (await finance.get(api.billing.getPreview, { month, pageSize: 500 })).body.data;
    expect(before.totals.clients).toBeGreaterThan(5);
    const { run, clients } = await startRun(t.db, financeUserId, month);
    // One client per transaction here, stopped after the third.
    await continueRun(t.db, run.id, financeUserId, month, clients, { today, batch: 1, stopAfter: 3 });
    const halfway = (await finance.get(api.billing.getRun, { month })).body.data!;
    expect(halfway).toMatchObject({ status: 'running', alive: true, doneClients: 3 });
    // Alive: 409. The process is gone: its heartbeat grows old, and the next issue takes over.
    expect((await finance.post(api.billing.issue, { month })).status).toBe(409);
    await sql`update billing_runs set heartbeat_at = now() - interval '5 minutes' where id = ${run.id}`.execute(
      t.db,
    );
    expect((await finance.get(api.billing.getRun, { month })).body.data).toMatchObject({
      status: 'running',
      alive: false,
    });
    const resumed = await finance.post(api.billing.issue, { month });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.id).toBe(run.id);
    const done = await waitForRun(month);
    expect(done).toMatchObject({
      status: 'done',
      doneClients: before.totals.clients,
      invoices: before.totals.clients,
    });
    expect(gapless(await numbersOf(2026))).toBe(true);
    expect((await billedShifts()).every((b) => b.n === 1)).toBe(true);
    const invoices = await sql<{
      n: number;
      clients: number;
    }>`select count(*)::int as n, count(distinct client_id)::int as clients
      from invoices where billing_month = '2026-06-01'`.execute(t.db);
    expect(invoices.rows[0].n).toBe(before.totals.clients);
    expect(invoices.rows[0].clients).toBe(before.totals.clients);
    // The late changes: one adjustment line on a June invoice, one credit note; the queue is empty.
    const adj = await sql<{ invoice_line_id: number | null; credit_note_id: number | null }>`
      select invoice_line_id, credit_note_id from shift_billing_adjustments order by id`.execute(t.db);
    // More km: a line of a June invoice; the unproductive shift and the first deleted one: credit
    // notes against their May invoice; the second deleted one: a credit note against the June invoice.
    expect(adj.rows.filter((a) => a.invoice_line_id !== null).length).toBe(1);
    expect(adj.rows.filter((a) => a.credit_note_id !== null).length).toBe(3);
    expect(done.creditNotes).toBe(3);
    // No credit note takes more than what remained due on its invoice.
    const over = await sql<{
      n: number;
    }>`select count(*)::int as n from invoices where credited + paid > amount`.execute(t.db);
    expect(over.rows[0].n).toBe(0);
    const queue = await sql<{ n: number }>`select count(*)::int as n from billing_late_changes`.execute(t.db);
    expect(queue.rows[0].n).toBe(0);
    // The preview was the run: each client's invoice, and the month's credit notes, to the cent.
    const issued = await sql<{ client_id: number; excl: number; amount: number }>`
      select client_id, amount_excl_vat as excl, amount from invoices where billing_month = '2026-06-01'`.execute(
      t.db,
    );
    const byClient = new Map(issued.rows.map((i) => [i.client_id, i]));
    for (const row of before.items.filter((r) => r.problem === null))
      expect({ client: row.clientId, excl: row.amountExclVat, amount: row.amount }).toEqual({
        client: row.clientId,
        excl: byClient.get(row.clientId)?.excl ?? 0,
        amount: byClient.get(row.clientId)?.amount ?? 0,
      });
    expect(issued.rows.reduce((sum, i) => sum + i.excl, 0)).toBe(before.totals.amountExclVat);
    expect(issued.rows.reduce((sum, i) => sum + i.amount, 0)).toBe(before.totals.amount);
    const notes = await sql<{
      n: number;
      total: number;
    }>`select count(*)::int as n, coalesce(sum(cn.amount), 0)::int as total
      from credit_notes cn where cn.id in (select credit_note_id from shift_billing_adjustments)`.execute(
      t.db,
    );
    expect({ n: notes.rows[0].n, total: notes.rows[0].total }).toEqual({
      n: before.totals.creditNotes,
      total: before.totals.creditAmount,
    });
  });

  test('send: queued to the billing contact with the CC contacts; clients without one listed; PDF opens', async () => {
    let sent = 0;
    let skipped: { clientId: number }[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await finance.post(api.billing.send, { month: '2026-05' });
      expect(res.status).toBe(200);
      sent += res.body.data.sent;
      skipped = res.body.data.skipped;
      if (!res.body.data.more) break;
    }
    const list = (await finance.get(api.billing.getInvoices, { month: '2026-05', pageSize: 500 })).body.data;
    expect(sent).toBe(list.items.filter((i) => i.billingEmail).length);
    expect(skipped.length).toBe(list.items.filter((i) => !i.billingEmail).length);
    expect(list.unsent).toBe(skipped.length);
    const first = list.items.find((i) => i.billingEmail)!;
    expect(first.status).toBe('sent');
    const mail = await sql<{ to_addresses: string[]; cc_addresses: string[] }>`
      select to_addresses, cc_addresses from mail_outbox
      where subject in (${`Invoice ${first.invoiceNumber}`}, ${`Facture ${first.invoiceNumber}`})`.execute(
      t.db,
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0].to_addresses).toEqual([first.billingEmail]);
    const cc = await sql<{ email: string }>`select email from client_contacts
      where client_id = ${first.clientId} and client_email_cc and email is not null and email <> ${first.billingEmail}`.execute(
      t.db,
    );
    expect([...mail.rows[0].cc_addresses].sort()).toEqual([...new Set(cc.rows.map((c) => c.email))].sort());
    // Sending again sends nothing twice.
    expect((await finance.post(api.billing.send, { month: '2026-05' })).body.data.sent).toBe(0);

    const pdf = await finance.get(api.billing.getInvoicePdf, { invoiceNumber: first.invoiceNumber });
    expect(pdf.status).toBe(200);
    expect(Buffer.from(pdf.body.data.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await finance.getUnchecked(api.billing.getInvoicePdf, { invoiceNumber: 'INV-2099-000001' })).status,
    ).toBe(404);
  });
});

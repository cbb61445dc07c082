import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { fieldNames } from '../../helpers/injectAs';
import { stepUpAs } from '../../helpers/stepUp';
import { seededTestApp, type SignedIn, type TestApp } from '../../helpers/testApp';
import { shiftPrice } from '../../../src/domain/clientPrice';
import { continueRun, startRun } from '../../../src/services/finance/invoicingRun';
import { todayInParis } from '../../../src/domain/dates';

let t: TestApp;
let finance: SignedIn;
let clientsUser: SignedIn;
let financeUserId: number;

const today = todayInParis();

beforeAll(async () => {
  t = await seededTestApp();
  finance = await t.injectAs('finance');
  clientsUser = await t.injectAs('clients');
  financeUserId = (
    await t.db.selectFrom('staff_users').select('id').where('login', '=', 'finance').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

async function waitForRun(month: string) {
  for (let i = 0; i < 600; i++) {
    const run = (await finance.get(api.billing.getRun, { month })).body.data;
    if (run && run.status !== 'running') return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the run of ${month} did not finish`);
}

/** Every invoice number of the year, as integers, in order. */
async function numbersOf(year: number) {
  const rows = await t.db
    .selectFrom('invoices')
    .select('invoice_number')
    .where('invoice_number', 'like', `INV-${year}-%`)
    .execute();
  return rows.map((r) => Number(r.invoice_number.slice(9))).sort((a, b) => a - b);
}
const gapless = (ns: number[]) => ns.every((n, i) => n === i + 1);

async function rates(clientId: number) {
  const { rows } = await sql<{ per_shift: number; per_waypoint: number; per_km: number }>`
    select r.per_shift, r.per_waypoint, r.per_km from client_price_lists cpl
    join price_lists pl on pl.id = cpl.price_list_id and pl.activity_status = 'active'
    join price_list_rates r on r.price_list_id = pl.id
    where cpl.client_id = ${clientId} order by pl.id limit 1`.execute(t.db);
  return rows[0]
    ? { perShift: rows[0].per_shift, perWaypoint: rows[0].per_waypoint, perKm: rows[0].per_km }
    : null;
}

const billedShifts = async () =>
  (
    await sql<{
      shift_id: number;
      n: number;
    }>`select shift_id, count(*)::int as n from shift_billings where invoice_line_id is not null group by shift_id`.execute(
      t.db,
    )
  ).rows;

describe('refusals', () => {
  test('400 naming month, 403 for a role without FINANCE', async () => {
    const bad = await finance.getUnchecked(api.billing.getPreview, { month: '2026-13' });
    expect(bad.status).toBe(400);
    expect(fieldNames(bad)).toEqual(['month']);
    const badIssue = await finance.postUnchecked(api.billing.issue, { month: 'May' });
    expect(badIssue.status).toBe(400);
    expect(fieldNames(badIssue)).toEqual(['month']);
    expect((await clientsUser.get(api.billing.getPreview, { month: '2026-05' })).status).toBe(403);
    expect((await clientsUser.post(api.billing.issue, { month: '2026-05' })).status).toBe(403);
    expect((await clientsUser.post(api.billing.send, { month: '2026-05' })).status).toBe(403);
  });

  test('issue and send need a fresh step-up: 403 step_up_required without one, nothing made', async () => {
    const count = await numbersOf(2026);
    for (const endpoint of [api.billing.issue, api.billing.send]) {
      const refused = await finance.postUnchecked(endpoint, { month: '2026-05' });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('step_up_required');
    }
    expect((await finance.get(api.billing.getRun, { month: '2026-05' })).body.data).toBeNull();
    expect(await numbersOf(2026)).toEqual(count);
    // A step-up older than its five minutes no longer counts.
    await stepUpAs(t, finance, 'finance');
    await sql`update sessions set step_up_at = now() - interval '6 minutes' where step_up_at is not null`.execute(
      t.db,
    );
    expect((await finance.postUnchecked(api.billing.issue, { month: '2026-05' })).status).toBe(403);
  });
});

describe('a month: preview, issue, late changes, a stopped run, send', () => {
  let unproductiveShift: number;
  let deletedShift: number;
  let noPriceClient: number;
  let recoveryClient: number;

  beforeAll(async () => {
    // May 2026 (the seed's last complete month before its today, 2026-06-15).
    const may = await t.db
      .selectFrom('shifts')
      .select(['id', 'client_id'])
      .where('date', '>=', '2026-05-01')
      .where('date', '<=', '2026-05-31')
      .where('unproductive', '=', false)
      .orderBy('id')
      .execute();
    expect(may.length).toBeGreaterThan(20);
    unproductiveShift = may[0].id;
    await t.db
      .updateTable('shifts')
      .set({ unproductive: true, unproductive_comment: 'Client closed' })
      .where('id', '=', unproductiveShift)
      .execute();
    deletedShift = may[1].id;
    await t.db.deleteFrom('shifts').where('id', '=', deletedShift).execute();
    // A client with May shifts loses its price list; another is in recovery.
    noPriceClient = may[5].client_id;
    await t.db.deleteFrom('client_price_lists').where('client_id', '=', noPriceClient).execute();
    recoveryClient = may.find((s) => s.client_id !== noPriceClient)!.client_id;
    await sql`update clients set in_recovery_since = now(), in_recovery_reason = 'test' where id = ${recoveryClient}`.execute(
      t.db,
    );
    // Issuing and sending need a fresh step-up (the refusal is tested above).
    await stepUpAs(t, finance, 'finance');
  });

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

  test('late changes are valued at the price list amounts the shift was billed with, not today\'s', async () => {
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
      join price_list_rates r on r.price_list_id = pl.id where cpl.client_id = ${billed.client_id} order by pl.id limit 1`.execute(t.db);
    await sql`update price_list_rates set per_km = per_km + 500 where price_list_id = ${list.rows[0].id}`.execute(t.db);
    await sql`update missions set km = km + 10 where id = (select min(id) from missions where shift_id = ${billed.shift_id})`.execute(t.db);
    const preview = (await finance.get(api.billing.getPreviewClient, { month: '2026-06', clientId: billed.client_id })).body.data;
    expect(preview.lateChanges.find((l) => l.shiftId === billed.shift_id)).toMatchObject({
      reason: 'missions_changed',
      difference: 10 * now.perKm,
    });
    // Undone, so that the run below settles only its own changes.
    await sql`update missions set km = km - 10 where id = (select min(id) from missions where shift_id = ${billed.shift_id})`.execute(t.db);
    await sql`update price_list_rates set per_km = per_km - 500 where price_list_id = ${list.rows[0].id}`.execute(t.db);
    await sql`delete from billing_late_changes where shift_id = ${billed.shift_id}`.execute(t.db);
  });

  test('late changes: a billed shift whose type stops being billable is a change of its own kind, credited', async () => {
    const { rows } = await sql<{ shift_id: number; client_id: number; amount: number }>`
      select b.shift_id, b.client_id, b.amount from shift_billings b
      where b.invoice_line_id is not null and b.shift_id not in (select shift_id from billing_late_changes)
        and b.amount > 0
      order by b.shift_id desc limit 1`.execute(t.db);
    const billed = rows[0];
    const original = await t.db.selectFrom('shifts').select('shift_type_id').where('id', '=', billed.shift_id).executeTakeFirstOrThrow();
    const type = await t.db.insertInto('shift_types').values({ name: 'Rule test: billable for now' }).returning('id').executeTakeFirstOrThrow();
    await t.db.updateTable('shifts').set({ shift_type_id: type.id }).where('id', '=', billed.shift_id).execute();
    // As if the shift had been billed with that type: nothing of it waits yet.
    await sql`delete from billing_late_changes where shift_id = ${billed.shift_id}`.execute(t.db);
    await t.db.updateTable('shift_types').set({ is_billable: false }).where('id', '=', type.id).execute();
    const queued = await sql`select shift_id from billing_late_changes where shift_id = ${billed.shift_id}`.execute(t.db);
    expect(queued.rows).toHaveLength(1);
    const preview = (await finance.get(api.billing.getPreviewClient, { month: '2026-06', clientId: billed.client_id })).body.data;
    expect(preview.lateChanges.find((l) => l.shiftId === billed.shift_id)).toMatchObject({
      reason: 'no_longer_billable',
      currentAmount: 0,
      difference: -billed.amount,
    });
    // Undone, so that the run below settles only its own changes.
    await t.db.updateTable('shift_types').set({ is_billable: true }).where('id', '=', type.id).execute();
    await t.db.updateTable('shifts').set({ shift_type_id: original.shift_type_id }).where('id', '=', billed.shift_id).execute();
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
    expect(d.client).toMatchObject({ creditNotes: 2, creditAmount: credit(two[0].amount) + credit(two[1].amount) });
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
      select client_id, amount_excl_vat as excl, amount from invoices where billing_month = '2026-06-01'`.execute(t.db);
    const byClient = new Map(issued.rows.map((i) => [i.client_id, i]));
    for (const row of before.items.filter((r) => r.problem === null))
      expect({ client: row.clientId, excl: row.amountExclVat, amount: row.amount }).toEqual({
        client: row.clientId,
        excl: byClient.get(row.clientId)?.excl ?? 0,
        amount: byClient.get(row.clientId)?.amount ?? 0,
      });
    expect(issued.rows.reduce((sum, i) => sum + i.excl, 0)).toBe(before.totals.amountExclVat);
    expect(issued.rows.reduce((sum, i) => sum + i.amount, 0)).toBe(before.totals.amount);
    const notes = await sql<{ n: number; total: number }>`select count(*)::int as n, coalesce(sum(cn.amount), 0)::int as total
      from credit_notes cn where cn.id in (select credit_note_id from shift_billing_adjustments)`.execute(t.db);
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

describe('two runs at once', () => {
  test('past the guard, two runs of the same clients bill each shift once, numbers without gaps', async () => {
    const month = '2026-04';
    // April shifts for a few clients with a price list (the seed has none that early).
    const clients = await sql<{ id: number }>`select c.id from clients c
      where exists (select 1 from client_price_lists cpl where cpl.client_id = c.id) order by c.id limit 6`.execute(
      t.db,
    );
    const worker = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    let day = 1;
    for (const c of clients.rows) {
      for (let k = 0; k < 2; k++, day++) {
        const date = `2026-04-${String(day).padStart(2, '0')}`;
        const s = await t.db
          .insertInto('shifts')
          .values({
            worker_id: worker.id,
            client_id: c.id,
            date,
            starts_at: `${date}T07:00:00Z`,
            ends_at: `${date}T11:00:00Z`,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.db
          .insertInto('missions')
          .values({ shift_id: s.id, name: 'Test', waypoints: 3, km: 12 })
          .execute();
      }
    }
    const { run, clients: todo } = await startRun(t.db, financeUserId, month);
    expect(todo).toHaveLength(6);
    const other = await sql<{
      id: number;
    }>`insert into billing_runs (month, status) values ('2026-04-01', 'failed') returning id`.execute(t.db);
    await Promise.all([
      continueRun(t.db, run.id, financeUserId, month, todo, { today, batch: 2 }),
      continueRun(t.db, other.rows[0].id, financeUserId, month, [...todo].reverse(), { today, batch: 2 }),
    ]);
    const invoices = await sql<{
      n: number;
      clients: number;
    }>`select count(*)::int as n, count(distinct client_id)::int as clients
      from invoices where billing_month = '2026-04-01'`.execute(t.db);
    expect(invoices.rows[0]).toEqual({ n: 6, clients: 6 });
    expect(gapless(await numbersOf(2026))).toBe(true);
    expect((await billedShifts()).every((b) => b.n === 1)).toBe(true);
    const runs = await sql<{
      invoices: number;
    }>`select invoices from billing_runs where month = '2026-04-01'`.execute(t.db);
    expect(runs.rows.reduce((s, r) => s + r.invoices, 0)).toBe(6);
  });
});

describe('a closing process', () => {
  test('stops its run between two batches; the run stays running for a takeover', async () => {
    const month = '2026-03';
    const c = await sql<{ id: number }>`select c.id from clients c
      where exists (select 1 from client_price_lists cpl where cpl.client_id = c.id) order by c.id desc limit 1`.execute(
      t.db,
    );
    const worker = await t.db
      .selectFrom('workers')
      .select('id')
      .where('activity_status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('shifts')
      .values({
        worker_id: worker.id,
        client_id: c.rows[0].id,
        date: '2026-03-02',
        starts_at: '2026-03-02T07:00:00Z',
        ends_at: '2026-03-02T11:00:00Z',
      })
      .execute();
    const { run, clients } = await startRun(t.db, financeUserId, month);
    expect(clients).toEqual([c.rows[0].id]);
    await continueRun(t.db, run.id, financeUserId, month, clients, { today, signal: AbortSignal.abort() });
    expect((await finance.get(api.billing.getRun, { month })).body.data).toMatchObject({
      status: 'running',
      doneClients: 0,
    });
    await continueRun(t.db, run.id, financeUserId, month, clients, { today });
    expect((await finance.get(api.billing.getRun, { month })).body.data).toMatchObject({
      status: 'done',
      doneClients: 1,
      invoices: 1,
    });
  });
});

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

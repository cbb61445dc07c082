import { sql } from 'kysely';
import { api } from '@courier/shared/contract';
import { addDays } from '../../../src/domain/dates';
import { t, finance, asOf, invoice, useSeededApp } from './recoverySetup';

useSeededApp();

describe('what each invoice still owes is kept by the database (migration 0035)', () => {
  const remainingOf = async (id: number) =>
    Number(
      (await sql<{ remaining: string }>`select remaining::text from invoices where id = ${id}`.execute(t.db))
        .rows[0].remaining,
    );
  const drift = async () =>
    (
      await sql<{ n: string }>`
        select count(*)::text as n from invoices i
        where i.remaining <> greatest(0, i.amount
          - coalesce((select sum(amount) from credit_notes where invoice_id = i.id), 0)
          - coalesce((select sum(amount) from payments where invoice_id = i.id), 0))`.execute(t.db)
    ).rows[0].n;

  test('the seed and the migration agree with the sums of payments and credit notes on every invoice', async () => {
    expect(await drift()).toBe('0');
    expect(await receivablesDrift()).toEqual([]);
  });

  test('payments and credit notes inserted, changed, moved and deleted; an amount changed: the next summary sees each', async () => {
    const c = await t.db
      .insertInto('clients')
      .values({ business_code: 'FINTEST2', name: 'Zz Receivables Test', payment_term_days: 30 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const a = await invoice(c.id, 10, 10_000);
    const b = await invoice(c.id, 40, 6_000);
    const due = async () => {
      const res = await finance.get(api.finance.getClientInvoiceSummary, { search: 'fintest2' });
      return res.body.data.items[0] ? res.body.data.items[0].totalDue : 0;
    };
    expect(await due()).toBe(16_000);
    const paid = await t.db
      .insertInto('payments')
      .values([
        { client_id: c.id, invoice_id: a.id, paid_on: asOf, amount: 3_000 },
        { client_id: c.id, invoice_id: a.id, paid_on: asOf, amount: 2_000 },
        { client_id: c.id, invoice_id: null, paid_on: asOf, amount: 700 },
      ])
      .returning('id')
      .execute();
    expect(await remainingOf(a.id)).toBe(5_000);
    expect(await due()).toBe(11_000);
    await t.db.updateTable('payments').set({ amount: 1_000 }).where('id', '=', paid[0].id).execute();
    expect(await due()).toBe(13_000);
    await t.db.updateTable('payments').set({ invoice_id: b.id }).where('id', '=', paid[1].id).execute();
    expect([await remainingOf(a.id), await remainingOf(b.id)]).toEqual([9_000, 4_000]);
    await t.db.deleteFrom('payments').where('id', '=', paid[0].id).execute();
    expect(await remainingOf(a.id)).toBe(10_000);
    const note = await t.db
      .insertInto('credit_notes')
      .values({
        number: 'CN-2035-000002',
        invoice_id: b.id,
        client_id: c.id,
        amount: 4_000,
        comment: 'All',
        issued_on: asOf,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await remainingOf(b.id)).toBe(0);
    const page = await finance.get(api.finance.getRecovery, {}, { id: 'FINTEST2' });
    expect(page.body.data.openInvoices.map((i) => i.invoiceId)).toEqual([a.id]);
    expect(page.body.data.figures).toMatchObject({ totalDue: 10_000, openInvoices: 1 });
    await t.db.updateTable('credit_notes').set({ amount: 1_000 }).where('id', '=', note.id).execute();
    expect(await remainingOf(b.id)).toBe(3_000);
    await t.db.deleteFrom('credit_notes').where('id', '=', note.id).execute();
    await t.db.updateTable('invoices').set({ amount: 12_000 }).where('id', '=', a.id).execute();
    expect(await due()).toBe(16_000);
    const report = await finance.get(api.finance.getClientAccountingReport, { clientId: c.id });
    expect(report.body.data.amountDue).toBe(16_000);
    expect(await drift()).toBe('0');
    expect(await receivablesDrift()).toEqual([]);

    // Invoice edits: due date, status, client, delete; the clients' rows follow each.
    const other = await t.db
      .insertInto('clients')
      .values({ business_code: 'FINTEST3', name: 'Zz Receivables Other', payment_term_days: 30 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('invoices')
      .set({ issued_on: addDays(asOf, -125), due_on: addDays(asOf, -95) })
      .where('id', '=', b.id)
      .execute();
    expect(await receivablesDrift()).toEqual([]);
    await t.db.updateTable('invoices').set({ status: 'cancelled' }).where('id', '=', a.id).execute();
    expect(await receivablesDrift()).toEqual([]);
    // The client moves to another agency and sales agent: its figures move in the kept totals.
    const [agency, agent] = await Promise.all([
      t.db.selectFrom('agencies').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow(),
      t.db.selectFrom('sales_agents').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow(),
    ]);
    await t.db
      .updateTable('clients')
      .set({ agency_id: agency.id, sales_agent_id: agent.id })
      .where('id', '=', c.id)
      .execute();
    expect(await receivablesDrift()).toEqual([]);
    const byAgency = await finance.get(api.finance.getClientInvoiceSummary, {
      agencyId: agency.id,
      salesAgentId: agent.id,
    });
    expect(byAgency.body.data.items.map((i) => i.clientId)).toContain(c.id);
    expect(byAgency.body.data.totals.clients).toBe(byAgency.body.data.items.length);
    // Its name, city and business code change: the text its row keeps follows each (migration
    // 0052), and a search finds it by the new text only.
    await t.db
      .updateTable('clients')
      .set({ name: 'Zz Receivables Renamed' })
      .where('id', '=', c.id)
      .execute();
    expect(await receivablesDrift()).toEqual([]);
    await t.db.updateTable('clients').set({ city: 'Quimperlé-sur-Test' }).where('id', '=', c.id).execute();
    expect(await receivablesDrift()).toEqual([]);
    await t.db.updateTable('clients').set({ business_code: 'FINTEST2B' }).where('id', '=', c.id).execute();
    expect(await receivablesDrift()).toEqual([]);
    for (const [term, found] of [
      ['quimperlé-sur', [c.id]],
      ['fintest2b', [c.id]],
      ['zz receivables renamed', [c.id]],
      ['zz receivables test', []],
    ] as const) {
      const res = await finance.get(api.finance.getClientInvoiceSummary, { search: term });
      expect([term, res.body.data.items.map((i) => i.clientId), res.body.data.totals.clients]).toEqual([
        term,
        found,
        found.length,
      ]);
    }
    const { compactReceivablesTotals } = await import('../../../src/repositories/finance/recoveryFlags');
    const rowsOfTotals = async () =>
      Number(
        (await sql<{ n: string }>`select count(*)::text as n from client_receivables_totals`.execute(t.db))
          .rows[0].n,
      );
    const appended = await rowsOfTotals();
    await compactReceivablesTotals(t.db);
    expect(await rowsOfTotals()).toBeLessThan(appended);
    expect(await receivablesDrift()).toEqual([]);
    expect(
      await finance.get(api.finance.getClientInvoiceSummary, { agencyId: agency.id, salesAgentId: agent.id }),
    ).toMatchObject({
      body: { data: { totals: byAgency.body.data.totals } },
    });
    await t.db.updateTable('invoices').set({ client_id: other.id }).where('id', '=', b.id).execute();
    expect(await receivablesDrift()).toEqual([]);
    expect(await receivableRow(c.id)).toBeUndefined();
    expect(await receivableRow(other.id)).toMatchObject({
      open_invoices: 1,
      total_due: '4000',
      overdue_over90: '4000',
    });
    await t.db.deleteFrom('payments').where('invoice_id', '=', b.id).execute();
    expect(await receivablesDrift()).toEqual([]);
    await t.db.deleteFrom('invoices').where('id', '=', b.id).execute();
    expect(await receivableRow(other.id)).toBeUndefined();
    await t.db.updateTable('invoices').set({ status: 'sent' }).where('id', '=', a.id).execute();
    expect(await receivableRow(c.id)).toMatchObject({
      open_invoices: 1,
      total_due: '12000',
      overdue1to30: '12000',
    });
    expect(await receivablesDrift()).toEqual([]);
  });
});

/**
 * What the database keeps of the receivables and a fresh count disagree on: the clients whose
 * row in client_receivables (migration 0039) differs from a count of their open invoices as of
 * today (or is missing, or is there with nothing open, or keeps another name, agency, sales agent
 * or search text than the client's), and the groups of the kept totals (migration 0048) that differ from the
 * rows added up (as `totals <agency>/<sales agent>/<overdue or not>`).
 */
async function receivablesDrift() {
  const { rows: groups } = await sql<{ g: string }>`
    with kept as (
      select agency_id, sales_agent_id, has_overdue, sum(clients)::bigint as clients, sum(open_invoices)::bigint as open_invoices,
        sum(total_due)::bigint as total_due, sum(not_due)::bigint as not_due, sum(overdue1to30)::bigint as overdue1to30,
        sum(overdue31to60)::bigint as overdue31to60, sum(overdue61to90)::bigint as overdue61to90,
        sum(overdue_over90)::bigint as overdue_over90, sum(overdue)::bigint as overdue
      from client_receivables_totals group by 1, 2, 3
      having sum(clients) <> 0 or sum(total_due) <> 0 or sum(open_invoices) <> 0),
    counted as (
      select c.agency_id, c.sales_agent_id, r.overdue > 0 as has_overdue, count(*)::bigint as clients,
        sum(r.open_invoices)::bigint, sum(r.total_due)::bigint, sum(r.not_due)::bigint, sum(r.overdue1to30)::bigint,
        sum(r.overdue31to60)::bigint, sum(r.overdue61to90)::bigint, sum(r.overdue_over90)::bigint, sum(r.overdue)::bigint
      from client_receivables r join clients c on c.id = r.client_id group by 1, 2, 3)
    select concat('totals ', agency_id, '/', sales_agent_id, '/', has_overdue) as g
    from ((select * from kept except all select * from counted) union all (select * from counted except all select * from kept)) d
    order by 1`.execute(t.db);
  const { rows: misfiled } = await sql<{ client_id: number }>`
    select r.client_id from client_receivables r join clients c on c.id = r.client_id
    where (r.name, r.agency_id, r.sales_agent_id, r.search_text)
      is distinct from (c.name, c.agency_id, c.sales_agent_id, c.search_text)`.execute(t.db);
  return [...(await clientsDrift()), ...misfiled.map((r) => r.client_id), ...groups.map((r) => r.g)];
}

async function clientsDrift() {
  const { rows } = await sql<{ client_id: number }>`
    with fresh as (
      select i.client_id, (now() at time zone 'Europe/Paris')::date as as_of, count(*)::int as open_invoices,
        sum(i.remaining)::bigint as total_due,
        coalesce(sum(i.remaining) filter (where i.due_on >= ${asOf}::date), 0)::bigint as not_due,
        coalesce(sum(i.remaining) filter (where ${asOf}::date - i.due_on between 1 and 30), 0)::bigint as overdue1to30,
        coalesce(sum(i.remaining) filter (where ${asOf}::date - i.due_on between 31 and 60), 0)::bigint as overdue31to60,
        coalesce(sum(i.remaining) filter (where ${asOf}::date - i.due_on between 61 and 90), 0)::bigint as overdue61to90,
        coalesce(sum(i.remaining) filter (where ${asOf}::date - i.due_on > 90), 0)::bigint as overdue_over90,
        coalesce(sum(i.remaining) filter (where i.due_on < ${asOf}::date), 0)::bigint as overdue,
        min(i.due_on) as oldest_due_on
      from invoices i where i.status in ('issued', 'sent') and i.remaining > 0 group by i.client_id
    ),
    kept as (
      select client_id, as_of, open_invoices, total_due, not_due, overdue1to30, overdue31to60, overdue61to90,
        overdue_over90, overdue, oldest_due_on from client_receivables
    )
    select client_id from ((select * from fresh except all select * from kept)
      union all (select * from kept except all select * from fresh)) d
    order by client_id`.execute(t.db);
  return rows.map((r) => r.client_id);
}

const receivableRow = async (id: number) =>
  (
    await sql<Record<string, unknown>>`
      select open_invoices, total_due::text, not_due::text, overdue1to30::text, overdue_over90::text
      from client_receivables where client_id = ${id}`.execute(t.db)
  ).rows[0];

describe("the clients' figures of an earlier day (client_receivables before the daily job)", () => {
  test('rows counted yesterday: the summary still answers as of today; the job recounts them', async () => {
    const query = [
      {},
      { sort: 'overdueOver90' as const, order: 'desc' as const },
      { sort: 'name' as const, order: 'asc' as const, page: 2 },
      { onlyOverdue: 'true' as const, sort: 'totalDue' as const },
      { minOverdue: 50_000 },
    ];
    const answers = async () => {
      const all = [];
      for (const q of query) {
        const res = await finance.get(api.finance.getClientInvoiceSummary, q);
        expect(res.status).toBe(200);
        all.push(res.body.data);
      }
      return all;
    };
    const before = await answers();
    // As the rows stand the morning after (one day older; a third of them, the rest recounted).
    await sql`
      update client_receivables set as_of = as_of - 1,
        not_due = not_due + 1, overdue = overdue + 7, total_due = total_due + 3
      where client_id % 3 <> 0`.execute(t.db);
    const stale = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*)::text as n from client_receivables where as_of < ${asOf}::date`.execute(t.db)
        ).rows[0].n,
      );
    expect(await stale()).toBeGreaterThan(0);
    expect(await answers()).toEqual(before);
    const { refreshClientReceivables } = await import('../../../src/repositories/finance/recoveryFlags');
    // In batches of 2 here (5,000 in the job): every stale row is recounted, batch after batch.
    const staleBefore = await stale();
    expect(staleBefore).toBeGreaterThan(4);
    expect(await refreshClientReceivables(t.db, 2)).toBe(staleBefore);
    expect(await stale()).toBe(0);
    expect(await receivablesDrift()).toEqual([]);
    expect(await answers()).toEqual(before);
    expect(await refreshClientReceivables(t.db)).toBe(0);
  });

  test('just after midnight, more rows of an earlier day than a read recounts: the kept figures, dated as of that day', async () => {
    const { clientInvoiceSummary } = await import('../../../src/repositories/finance/summary');
    const { refreshClientReceivables } = await import('../../../src/repositories/finance/recoveryFlags');
    const query = { page: 1, pageSize: 50, sort: 'overdue', order: 'desc', onlyOverdue: false } as const;
    // Midnight: every row is a day old, its figures as they were (the amounts still current).
    await sql`update client_receivables set as_of = as_of - 1`.execute(t.db);
    try {
      const rows = Number(
        (await sql<{ n: string }>`select count(*)::text as n from client_receivables`.execute(t.db)).rows[0]
          .n,
      );
      expect(rows).toBeGreaterThan(3);
      const yesterday = addDays(asOf, -1);
      const kept = await clientInvoiceSummary(t.db, query, asOf, rows - 1);
      expect(kept.asOf).toBe(yesterday);
      // The kept rows as they stand: as the summary answered yesterday.
      const asYesterday = await clientInvoiceSummary(t.db, query, yesterday);
      expect(kept).toEqual(asYesterday);
      // Few enough to count again at read (the limit): today's figures, as the job will write them.
      const recounted = await clientInvoiceSummary(t.db, query, asOf, rows);
      expect(recounted.asOf).toBe(asOf);
      await refreshClientReceivables(t.db);
      expect(await clientInvoiceSummary(t.db, query, asOf, 0)).toEqual(recounted);
    } finally {
      await refreshClientReceivables(t.db);
    }
    expect(await receivablesDrift()).toEqual([]);
  });
});

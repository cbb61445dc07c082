/**
 * `DATABASE_URL=postgres://... pnpm --filter @courier/api exec tsx bench/billing.ts` (also run by
 * `pnpm bench api billing`): the invoicing run on the large seed (20,000 clients), timed as
 * staff run it: the preview of last month (the first page with the month's totals, three
 * times), then the issue of the whole month (every client, one transaction each, as
 * `finance/billing/issue` runs it in the background). Targets (issue 28, on PostgreSQL):
 * preview <= 5 s, issue <= 30 s. Printed, never asserted.
 *
 * Issuing bills the month, so the benchmark takes it back afterwards (the run's invoices, their
 * lines and shift marks, its run rows, the year's counter set back to the last number left):
 * the data set stays as seeded for the next run.
 */
import { sql } from 'kysely';
import { firstOfMonth } from '../src/domain/dates';
import { todayInParis } from '../src/repositories/areaHelpers';
import { billingPreview, continueRun, startRun } from '../src/repositories/finance/billing';
import { analyze, openLargeData } from './largeData';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const { opened } = await openLargeData();
  const db = opened.db;
  await analyze(opened);
  const today = todayInParis();
  const month = firstOfMonth(today, 1).slice(0, 7);
  const monthStart = `${month}-01`;
  const admin = await db
    .selectFrom('staff_users')
    .select('id')
    .where('login', '=', 'admin')
    .executeTakeFirstOrThrow();

  const previews: number[] = [];
  let totals: Awaited<ReturnType<typeof billingPreview>>['totals'] | null = null;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const p = await billingPreview(db, { month, page: 1, pageSize: 50, problemsOnly: false });
    previews.push(performance.now() - started);
    totals = p.totals;
  }
  console.log(
    `billing ${opened.kind}: preview of ${month}: ${previews.map(seconds).join(', ')} (target <= 5 s); ` +
      `${totals!.clients} clients, ${totals!.shifts} shifts, ${totals!.problems} without a price list`,
  );

  const started = performance.now();
  const { run, clients } = await startRun(db, admin.id, month);
  await continueRun(db, run.id, admin.id, month, clients, { today });
  const issueMs = performance.now() - started;
  const made = await sql<{
    n: number;
  }>`select count(*)::int as n from invoices where billing_month = ${monthStart}::date`.execute(db);
  console.log(
    `billing ${opened.kind}: issue of ${month}: ${seconds(issueMs)} (target <= 30 s); ${made.rows[0].n} invoices, ` +
      `${(issueMs / Math.max(1, made.rows[0].n)).toFixed(1)} ms per client`,
  );

  // Take the month back, so the data set stays as seeded.
  await db.transaction().execute(async (tx) => {
    await sql`delete from shift_billings b using invoice_lines il, invoices i
      where b.invoice_line_id = il.id and il.invoice_id = i.id and i.billing_month = ${monthStart}::date`.execute(
      tx,
    );
    await sql`delete from invoice_lines il using invoices i where il.invoice_id = i.id and i.billing_month = ${monthStart}::date`.execute(
      tx,
    );
    await sql`delete from invoices where billing_month = ${monthStart}::date`.execute(tx);
    await sql`delete from billing_runs where month = ${monthStart}::date`.execute(tx);
    const year = Number(today.slice(0, 4));
    await sql`update invoice_number_sequences set last_value = coalesce((select max(substr(invoice_number, 10)::int)
      from invoices where invoice_number like ${`INV-${year}-%`}), 0) where year = ${year}`.execute(tx);
  });
  await opened.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

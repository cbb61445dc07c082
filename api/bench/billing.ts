/**
 * `DATABASE_URL=postgres://... pnpm --filter @courier/api exec tsx bench/billing.ts` (also run by
 * `pnpm bench api billing`): the invoicing run on the large seed (20,000 clients), timed as
 * staff run it: the preview of last month (the first page with the month's totals), then the
 * issue of the whole month (every client, in batches, as `finance/billing/issue` runs it in the
 * background), then the month taken back; BENCH_ROUNDS rounds (3), the first one cold (a fresh
 * process). Prints each round, min / median / max over the rounds and the process's memory. Targets (issue 28, on PostgreSQL):
 * preview <= 5 s, issue <= 30 s. Printed, never asserted.
 *
 * Issuing bills the month, so the benchmark takes it back afterwards (the run's invoices, their
 * lines and shift marks, its run rows, the year's counter set back to the last number left):
 * the data set stays as seeded for the next run.
 */
import { sql } from 'kysely';
import type { Database } from '../src/db/database';
import { firstOfMonth } from '../src/domain/dates';
import { todayInParis } from '../src/repositories/areaHelpers';
import { billingPreview, continueRun, startRun } from '../src/repositories/finance/billing';
import { ownMemory, ROUNDS, secondsSpread } from './harness';
import { analyze, openLargeData } from './largeData';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Takes the month back (its invoices, lines, shift marks, run rows, the year's counter), so the data set stays as seeded. */
async function takeBack(db: Database, monthStart: string, today: string) {
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
}

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
  const issues: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const previewStarted = performance.now();
    const p = await billingPreview(db, { month, page: 1, pageSize: 50, problemsOnly: false });
    previews.push(performance.now() - previewStarted);
    const started = performance.now();
    const { run, clients } = await startRun(db, admin.id, month);
    await continueRun(db, run.id, admin.id, month, clients, { today });
    const issueMs = performance.now() - started;
    issues.push(issueMs);
    const made = await sql<{
      n: number;
    }>`select count(*)::int as n from invoices where billing_month = ${monthStart}::date`.execute(db);
    console.log(
      `round ${round}: preview of ${month} ${seconds(previews.at(-1)!)} (${p.totals.clients} clients, ${p.totals.shifts} shifts, ` +
        `${p.totals.problems} without a price list); issue ${seconds(issueMs)} (${made.rows[0].n} invoices, ` +
        `${(issueMs / Math.max(1, made.rows[0].n)).toFixed(1)} ms per client)`,
    );
    await takeBack(db, monthStart, today);
  }
  console.log(
    `billing ${opened.kind}: preview ${secondsSpread(previews)} (target <= 5 s); issue ${secondsSpread(issues)} ` +
      `(target <= 30 s); min / median / max of ${ROUNDS} rounds; ${ownMemory()}`,
  );
  await opened.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

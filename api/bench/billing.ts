/**
 * `DATABASE_URL=postgres://... pnpm --filter @courier/api exec tsx bench/billing.ts` (also run by
 * `pnpm bench api billing`): the invoicing run on the large seed (20,000 clients), timed as
 * staff run it: the preview of last month (the first page with the month's totals), then the
 * issue of the whole month (every client, in batches, as `finance/billing/issue` runs it in the
 * background), the send of the whole month (batch after batch, as the page's "Send" calls
 * `finance/billing/send`: each invoice's PDF made and its mail queued), then the month taken back; BENCH_ROUNDS rounds (3), the first one cold (a fresh
 * process). Prints each round, min / median / max over the rounds and the process's memory. Targets (on PostgreSQL):
 * preview <= 5 s, issue <= 30 s. Printed, never asserted.
 *
 * Issuing includes making and storing every invoice's Factur-X document (the run's worker
 * threads); each round prints how many were stored and their sizes.
 *
 * Issuing bills the month, so the benchmark takes it back afterwards (the run's invoices, their
 * lines, PDFs and shift marks, their queued mails, its run rows, the year's counter set back to
 * the last number left; the client and admin events stay):
 * the data set stays as seeded for the next run.
 */
import { sql } from 'kysely';
import type { Database } from '../src/db/database';
import { firstOfMonth, todayInParis } from '../src/domain/dates';
import { billingPreview } from '../src/repositories/finance/billing/preview';
import { continueRun, sendBillingMonth, startRun } from '../src/services/finance/invoicingRun';
import { createMailer } from '../src/plugins/mailer';
import { contract } from '../src/shared';
import { closeFacturXThreads } from '../src/domain/facturx/threads';
import { ownMemory, ROUNDS, secondsSpread } from './harness';
import { analyze, openLargeData } from './largeData';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Takes the month back (its invoices, lines, shift marks, run rows, the year's counter), so the data set stays as seeded. */
async function takeBack(db: Database, monthStart: string, today: string) {
  await db.transaction().execute(async (tx) => {
    await sql`delete from mail_outbox m using invoices i
      where i.billing_month = ${monthStart}::date and m.subject in ('Invoice ' || i.invoice_number, 'Facture ' || i.invoice_number)`.execute(tx);
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
  const { config, opened } = await openLargeData();
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

  // Mails are only queued (the outbox); nothing here sends them.
  const mailer = createMailer(config, db);
  const previews: number[] = [];
  const issues: number[] = [];
  const sends: number[] = [];
  const pdfSizes: string[] = [];
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
      documents: number;
      median_kib: number;
      max_kib: number;
    }>`select count(*)::int as n, count(d.invoice_id)::int as documents,
        round((percentile_cont(0.5) within group (order by octet_length(d.pdf)) / 1024)::numeric, 1)::float as median_kib,
        round((max(octet_length(d.pdf)) / 1024.0)::numeric, 1)::float as max_kib
      from invoices i left join invoice_documents d on d.invoice_id = i.id
      where i.billing_month = ${monthStart}::date`.execute(db);
    pdfSizes.push(`${made.rows[0].documents} Factur-X documents, median ${made.rows[0].median_kib} KiB, max ${made.rows[0].max_kib} KiB`);
    const sendStarted = performance.now();
    let sent = 0;
    let batch: Awaited<ReturnType<typeof sendBillingMonth>>;
    do {
      batch = await sendBillingMonth(db, mailer, admin.id, month, contract.BILLING_SEND_BATCH);
      sent += batch.sent;
    } while (batch.more && batch.sent > 0);
    const skipped = batch.skipped.length;
    const sendMs = performance.now() - sendStarted;
    sends.push(sendMs);
    console.log(
      `round ${round}: preview of ${month} ${seconds(previews.at(-1)!)} (${p.totals.clients} clients, ${p.totals.shifts} shifts, ` +
        `${p.totals.problems} without a price list); issue ${seconds(issueMs)} (${made.rows[0].n} invoices, ` +
        `${(issueMs / Math.max(1, made.rows[0].n)).toFixed(1)} ms per client; ${pdfSizes.at(-1)}); send ${seconds(sendMs)} ` +
        `(${sent} queued, ${skipped} without a billing contact's email, ${(sendMs / Math.max(1, sent)).toFixed(1)} ms per invoice)`,
    );
    await takeBack(db, monthStart, today);
  }
  console.log(
    `billing ${opened.kind}: preview ${secondsSpread(previews)} (target <= 5 s); issue ${secondsSpread(issues)} ` +
      `(target <= 30 s); send ${secondsSpread(sends)}; min / median / max of ${ROUNDS} rounds; ${ownMemory()}`,
  );
  await closeFacturXThreads();
  await opened.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

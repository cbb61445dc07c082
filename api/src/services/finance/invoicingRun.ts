/**
 * Issuing the month's invoices (docs/product.md#invoicing-run). `startRun` claims the month's run
 * (409 while another is alive, in this process or another) and records it; `continueRun` bills
 * its clients a batch per transaction (billingIssue.ts), each batch's
 * documents rendering on worker threads while the next batch is issued, then closes the run.
 * jobs/invoicingRun.ts runs `continueRun` in the background of the API process.
 */
import { contract } from '../../shared';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../types';
import type { Mailer } from '../../plugins/mailer';
import { requireCompleteSeller } from '../../repositories/seller';
import { unsentInvoicesOfMonth } from '../../repositories/finance/billing/issuedInvoices';
import { mailInvoice } from '../invoices/sendInvoice';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../stepUp';
import { conflict } from '../../domain/errors';
import { storeIssuedDocuments, type IssuedDocuments } from '../documents/issuedDocuments';
import { recordAdminEvent } from '../../repositories/events/adminEvents';
import { ISSUE_BATCH } from '../../repositories/finance/billing/issue';
import { issueClients } from './billingIssue';
import {
  claimRun,
  clientsToBill,
  latestRun,
  markRunDone,
  markRunFailed,
  runById,
  setClientsLeft,
} from '../../repositories/finance/billing/runs';

/**
 * Starts a run of the month, or takes over one whose process stopped; 409 while another is
 * alive. Returns the run and its clients to bill.
 */
export async function startRun(db: Database, userId: number, month: string) {
  const claimed = await db.transaction().execute((tx) => claimRun(tx, userId, month));
  if (!claimed) {
    const run = await latestRun(db, month);
    throw conflict(
      `An invoicing run of ${month} is already in progress${run?.startedBy ? ` (started by ${run.startedBy})` : ''}: ${run?.doneClients ?? 0} of ${run?.totalClients ?? 0} clients done`,
    );
  }
  const clients = await clientsToBill(db, month);
  await setClientsLeft(db, claimed.id, clients.length);
  await recordAdminEvent(db, {
    userId,
    action: 'finance.billing.issue',
    targetType: 'billing_run',
    targetId: claimed.id,
    summary: `Invoicing run of ${month} ${claimed.takenOver ? 'taken over' : 'started'}: ${clients.length} clients to bill`,
    data: { event: claimed.takenOver ? 'takenOver' : 'started', month, clients: clients.length },
  });
  return { run: await runById(db, claimed.id), clients };
}

/**
 * Bills the run's clients a batch per transaction, then closes the run. `signal`: the process
 * is closing, stop after the batch under way (the run stays running and is taken over once its
 * heartbeat is old). `stopAfter` (tests) throws once that many clients are done, as a process
 * stopped halfway would leave the run.
 */
export async function continueRun(
  db: Database,
  runId: number,
  userId: number,
  month: string,
  clients: number[],
  options: { today: string; batch?: number; stopAfter?: number; signal?: AbortSignal },
) {
  const batch = options.batch ?? ISSUE_BATCH;
  // At most one batch of documents is under way (documents/issuedDocuments.ts).
  let documents: Promise<void> = Promise.resolve();
  const nextDocuments = async (made: IssuedDocuments) => {
    await documents;
    documents = storeIssuedDocuments(db, made, userId);
    documents.catch(() => undefined); // awaited below; not an unhandled rejection meanwhile
  };
  try {
    for (let from = 0; from < clients.length; from += batch) {
      if (options.stopAfter !== undefined && from >= options.stopAfter) throw new Error('stopped (test)');
      // The process is closing: stop between two batches; the run is taken over later.
      if (options.signal?.aborted) return await documents;
      const issued = await issueClients(
        db,
        runId,
        userId,
        month,
        clients.slice(from, from + batch),
        options.today,
      );
      await nextDocuments(issued.made);
    }
    await documents;
    await markRunDone(db, runId);
  } catch (err) {
    await documents.catch(() => undefined);
    if (options.stopAfter !== undefined && (err as Error).message === 'stopped (test)') return;
    await markRunFailed(db, runId, String((err as Error).message));
    throw err;
  }
}

type Run = Awaited<ReturnType<typeof runById>>;

/**
 * POST finance/billing/issue: issuing makes legal documents, so it takes a fresh step-up, and
 * every invoice names the seller, so none is issued while its identity is incomplete (409
 * naming what is missing). Then the run is claimed and billed in the background (`runInBackground`:
 * the invoicing-run job of the API process).
 */
export async function issueMonth(
  db: Database,
  session: Pick<AuthContext, 'sessionId' | 'user'>,
  month: string,
  runInBackground: (userId: number, month: string) => Promise<Run>,
): Promise<Run> {
  await requireFreshStepUp(db, session, STEP_UP_MAX_AGE_SECONDS);
  await requireCompleteSeller(db);
  return runInBackground(session.user.id, month);
}

/** POST finance/billing/send: the month's unsent invoices queued through the outbox, after a fresh step-up. */
export async function sendMonth(
  db: Database,
  mailer: Mailer,
  session: Pick<AuthContext, 'sessionId' | 'user'>,
  choice: { month: string; invoiceNumbers?: string[]; clientIds?: number[] },
) {
  await requireFreshStepUp(db, session, STEP_UP_MAX_AGE_SECONDS);
  return sendBillingMonth(db, mailer, session.user.id, choice.month, contract.BILLING_SEND_BATCH, {
    invoiceNumbers: choice.invoiceNumbers,
    clientIds: choice.clientIds,
  });
}

/**
 * Queues the month's unsent invoices, a batch at a time, each through mailInvoice (its own
 * transaction: the PDF, the mail with the CC rules, the invoice marked sent), or only those the
 * user chose (by number or client). Invoices of clients without a billing contact's email are
 * listed and left unsent; one invoice's failure is reported and does not stop the others.
 */
export async function sendBillingMonth(
  db: Database,
  mailer: Mailer,
  userId: number,
  month: string,
  batch: number,
  chosen: { invoiceNumbers?: string[]; clientIds?: number[] } = {},
) {
  const rows = await unsentInvoicesOfMonth(db, month, chosen);
  const sendable = rows.filter((r) => r.email);
  const skipped = rows
    .filter((r) => !r.email)
    .map((r) => ({
      invoiceNumber: r.invoice_number,
      clientId: r.client_id,
      name: r.name,
      reason: 'No billing contact with an email: choose one in the client’s contacts',
    }));
  // A chosen invoice that is not an unsent one of the month says so rather than vanishing.
  const found = new Set(rows.map((r) => r.invoice_number));
  const notUnsent = (chosen.invoiceNumbers ?? [])
    .filter((n) => !found.has(n))
    .map((invoiceNumber) => ({ invoiceNumber, clientId: 0, name: '', reason: 'Not an unsent invoice of this month' }));
  const report = {
    sent: [] as { invoiceNumber: string; clientId: number; name: string }[],
    skipped: [...skipped, ...notUnsent],
    failed: [] as { invoiceNumber: string; clientId: number; name: string; error: string }[],
  };
  for (const r of sendable.slice(0, batch)) {
    const invoice = { invoiceNumber: r.invoice_number, clientId: r.client_id, name: r.name };
    try {
      await mailInvoice(db, mailer, userId, { invoiceNumber: r.invoice_number, clientId: r.client_id });
      report.sent.push(invoice);
    } catch (e) {
      report.failed.push({ ...invoice, error: e instanceof Error ? e.message : String(e) });
    }
  }
  return { sent: report.sent.length, skipped, more: sendable.length > batch, report };
}

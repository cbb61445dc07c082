/**
 * Issuing (docs/product.md#invoicing-run): one transaction per batch of clients locks their rows,
 * reads what is unbilled, issues each invoice with its next number (the year's counter locked to
 * the commit), its lines, the `shift_billings` marks and the late changes' settlements. A run
 * stopped anywhere leaves whole batches; two runs at once wait on the locks and the second finds
 * nothing left. Documents are made after the commit (invoicingRun.ts).
 */
import type { ResponseOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import { monthBounds } from '../../domain/dates';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { creditLineOfNet } from '../../domain/creditNoteLines';
import type { IssuedDocuments } from '../documents/issuedDocuments';
import { refreshRecoveryFlags } from './recoveryFlags';
import { type Draft, drafts, planOf } from '../../repositories/finance/billing/drafts';
import {
  addRunProgress,
  addSettledDifferences,
  dropLateChanges,
  insertCreditNoteAdjustment,
  insertLineAdjustment,
  lockBilledInvoice,
  lockClients,
  markShiftsBilled,
} from '../../repositories/finance/billing/issue';
import { issueInvoice } from '../invoices/issueInvoice';
import { writeCreditNote } from '../invoices/creditNote';
import { freezeSeller } from '../documents/sellerVersion';

type LateChange = ResponseOut<'billing', 'getPreviewClient'>['lateChanges'][number];
type BilledClient = { id: number; businessCode: string; businessUnitId: number | null };

/** A credit note of a late change against an invoice, with its trail, in the caller's transaction. */
export async function creditLateChange(
  tx: Executor,
  userId: number,
  today: string,
  client: BilledClient,
  invoice: { id: number; number: string; vatRateBp: number },
  change: LateChange,
  sellerDigest: string | null,
) {
  // As planned (planOf): the difference with the VAT of the invoice it corrects, at its rate.
  const comment = `Shift ${change.shiftId}${change.date ? ` of ${change.date}` : ''} changed after billing on ${change.invoiceNumber ?? 'an earlier invoice'} (${change.reason.replace(/_/g, ' ')})`;
  const note = await writeCreditNote(tx, {
    invoiceId: invoice.id,
    clientId: client.id,
    businessUnitId: client.businessUnitId,
    comment,
    issuedOn: today,
    userId,
    lines: [creditLineOfNet(comment, -change.difference, invoice.vatRateBp)],
    sellerDigest,
  });
  if (note.amount !== change.credit)
    throw new Error(`${note.number}: ${note.amount} credited where the plan says ${change.credit}`);
  await insertCreditNoteAdjustment(tx, {
    shiftId: change.shiftId,
    clientId: client.id,
    difference: change.difference,
    creditNoteId: note.id,
  });
  await recordClientChange(tx, {
    clientId: client.id,
    businessCode: client.businessCode,
    userId,
    kind: 'credit_note',
    action: 'finance.billing.creditNote',
    summary: `Credit note ${note.number} against ${invoice.number}: shift ${change.shiftId} changed after billing`,
    data: {
      event: 'lateChange',
      number: note.number,
      amountCents: note.amount,
      invoiceNumber: invoice.number,
      shiftId: change.shiftId,
    },
  });
  return note.id;
}

/**
 * Bills one client (its draft read under its lock), in the batch's transaction: the invoice of
 * its shifts and of the late changes it owes, then the credit notes of the late changes owed
 * back: against the invoice that billed the shift, or (`next_invoice`) against this new one
 * while it covers them. A deduction nothing covers yet stays queued for a later run.
 */
export async function billOne(
  tx: Executor,
  userId: number,
  month: string,
  clientId: number,
  d: Draft | undefined,
  today: string,
  // The seller identity's version frozen for the batch, and what it made (documents/issuedDocuments.ts).
  sellerDigest: string | null,
  made: IssuedDocuments,
) {
  let invoices = 0;
  let creditNotes = 0;
  const kept: number[] = [];
  if (d && !d.row.problem && (d.shifts.length > 0 || d.late.length > 0)) {
    const { start, end } = monthBounds(month);
    const client: BilledClient = {
      id: clientId,
      businessCode: d.row.businessCode,
      businessUnitId: d.row.businessUnit?.id ?? null,
    };
    // The same plan as the preview's: the invoice, the credit notes, what waits.
    const plan = planOf(d, d.vatRateBp);
    const { owed, lines } = plan;
    let invoice: { id: number; number: string } | null = null;
    if (lines.length > 0) {
      const inv = await issueInvoice(tx, userId, {
        clientId,
        issuedOn: today,
        periodStart: start,
        periodEnd: end,
        businessUnitId: client.businessUnitId,
        billingMonth: start,
        lines,
        sellerDigest,
      });
      invoices = 1;
      invoice = { id: inv.id, number: inv.invoice_number };
      made.invoiceIds.push(inv.id);
      if (d.shifts.length > 0) {
        const marked = await markShiftsBilled(
          tx,
          clientId,
          d.shifts.map((s, i) => ({ shiftId: s.shift_id, lineId: inv.lineIds[i], amount: s.amount ?? 0 })),
        );
        // A mark of this client already is a shift billed twice: refused.
        if (marked !== d.shifts.length)
          throw conflict(`A shift of client ${clientId} in ${month} is already billed: issue the month again`);
      }
      for (const [k, l] of owed.entries())
        await insertLineAdjustment(tx, {
          shiftId: l.shiftId,
          clientId,
          difference: l.difference,
          invoiceLineId: inv.lineIds[d.shifts.length + k],
        });
    }
    for (const l of plan.late.filter((x) => x.goesTo === 'credit_note')) {
      // The rate the shift's line was invoiced with (the plan's credit is at it).
      const original = await lockBilledInvoice(tx, l.invoiceNumber!, l.shiftId, clientId);
      const corrected = { ...original, number: l.invoiceNumber! };
      made.creditNoteIds.push(await creditLateChange(tx, userId, today, client, corrected, l, sellerDigest));
      creditNotes += 1;
    }
    for (const l of plan.late.filter((x) => x.goesTo === 'next_invoice' && x.difference < 0)) {
      made.creditNoteIds.push(
        await creditLateChange(tx, userId, today, client, { ...invoice!, vatRateBp: d.vatRateBp }, l, sellerDigest),
      );
      creditNotes += 1;
    }
    for (const l of plan.late.filter((x) => x.goesTo === 'waits')) kept.push(l.shiftId);
    const settled = d.late.filter((l) => !kept.includes(l.shiftId));
    if (settled.length > 0) await addSettledDifferences(tx, clientId, settled);
    if (creditNotes > 0) await refreshRecoveryFlags(tx, [clientId]);
  }
  // Settled (or worth nothing any more): off the queue, in the same transaction.
  if (!d?.row.problem) await dropLateChanges(tx, clientId, kept);
  return { invoices, creditNotes };
}

/**
 * Bills some clients of the month in one transaction (see the header): their rows locked in id
 * order, their drafts read under the locks, an invoice each, and the run's progress. Returns
 * what it made (nothing for clients another run billed first), whose documents are made after
 * the commit.
 */
export async function issueClients(
  db: Database,
  runId: number,
  userId: number,
  month: string,
  clientIds: number[],
  today: string,
) {
  const made: IssuedDocuments = { invoiceIds: [], creditNoteIds: [] };
  const counts = await db.transaction().execute(async (tx) => {
    const ids = [...clientIds].sort((a, b) => a - b);
    await lockClients(tx, ids);
    const byClient = new Map((await drafts(tx, month, ids)).map((d) => [d.row.clientId, d]));
    const sellerDigest = await freezeSeller(tx);
    let invoices = 0;
    let creditNotes = 0;
    for (const id of ids) {
      const one = await billOne(tx, userId, month, id, byClient.get(id), today, sellerDigest, made);
      invoices += one.invoices;
      creditNotes += one.creditNotes;
    }
    await addRunProgress(tx, runId, { clients: ids.length, invoices, creditNotes });
    return { invoices, creditNotes };
  });
  // What the batch issued, whose documents the caller makes after the commit (continueRun).
  return { ...counts, made };
}

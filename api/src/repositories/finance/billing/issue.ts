/**
 * Issuing (docs/product.md#invoicing-run): one transaction per batch of clients locks their rows,
 * reads what is unbilled, inserts each invoice with its next number (the year's counter locked to
 * the commit), its lines, the `shift_billings` marks and the late changes' settlements. A run
 * stopped anywhere leaves whole batches; two runs at once wait on the locks and the second finds
 * nothing left. Documents are made after the commit (services/finance/invoicingRun.ts).
 */
import type { ResponseOut } from '../../areaTypes';
import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import { conflict } from '../../../domain/errors';
import { monthBounds } from '../../../domain/dates';
import { insertInvoice } from '../../invoices/issue';
import { recordClientChange } from '../../events/clientEvents';
import { freezeSeller } from '../../documents/identity';
import { creditLineOfNet, insertCreditNote } from '../../documents/creditNotes';
import { type IssuedDocuments } from '../../documents/issued';
import { refreshRecoveryFlags } from '../recoveryFlags';
import { type Draft, drafts, planOf } from './drafts';

type LateChange = ResponseOut<'billing', 'getPreviewClient'>['lateChanges'][number];

/** Bills one client (its draft read under its lock), in the batch's transaction. */
/** A credit note of a late change against an invoice, with its trail, in the caller's transaction. */
export async function creditLateChange(
  tx: Executor,
  userId: number,
  today: string,
  client: { id: number; businessCode: string; businessUnitId: number | null },
  invoice: { id: number; number: string; vatRateBp: number },
  l: LateChange,
  sellerDigest: string | null,
) {
  // As planned (planOf): the difference with the VAT of the invoice it corrects, at its rate.
  const comment = `Shift ${l.shiftId}${l.date ? ` of ${l.date}` : ''} changed after billing on ${l.invoiceNumber ?? 'an earlier invoice'} (${l.reason.replace(/_/g, ' ')})`;
  const note = await insertCreditNote(tx, {
    invoiceId: invoice.id,
    clientId: client.id,
    businessUnitId: client.businessUnitId,
    comment,
    issuedOn: today,
    userId,
    lines: [creditLineOfNet(comment, -l.difference, invoice.vatRateBp)],
    sellerDigest,
  });
  if (note.amount !== l.credit)
    throw new Error(`${note.number}: ${note.amount} credited where the plan says ${l.credit}`);
  const number = note.number;
  await sql`insert into shift_billing_adjustments (shift_id, client_id, amount, credit_note_id)
    values (${l.shiftId}, ${client.id}, ${l.difference}, ${note.id})`.execute(tx);
  await recordClientChange(tx, {
    clientId: client.id,
    businessCode: client.businessCode,
    userId,
    kind: 'credit_note',
    action: 'finance.billing.creditNote',
    summary: `Credit note ${number} against ${invoice.number}: shift ${l.shiftId} changed after billing`,
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
  // The seller identity's version frozen for the batch, and what it made (documents/issued.ts).
  sellerDigest: string | null,
  made: IssuedDocuments,
) {
  let invoices = 0;
  let creditNotes = 0;
  const kept: number[] = [];
  if (d && !d.row.problem && (d.shifts.length > 0 || d.late.length > 0)) {
    const { start, end } = monthBounds(month);
    const client = {
      id: clientId,
      businessCode: d.row.businessCode,
      businessUnitId: d.row.businessUnit?.id ?? null,
    };
    // The same plan as the preview's: the invoice, the credit notes, what waits.
    const plan = planOf(d, d.vatRateBp);
    const { owed, lines } = plan;
    let invoice: { id: number; number: string } | null = null;
    if (lines.length > 0) {
      const inv = await insertInvoice(tx, userId, {
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
        // The marks: one per shift (primary key), one line per shift (unique). A shift moved here
        // from the client that billed it takes that client's mark over (its late change keeps
        // what to credit); a mark of this client already is a shift billed twice, refused.
        const marked = await sql<{
          shift_id: number;
        }>`insert into shift_billings (shift_id, client_id, invoice_line_id, amount)
          select * from unnest(${sql.val(d.shifts.map((s) => s.shift_id))}::int[], ${sql.val(d.shifts.map(() => clientId))}::int[],
            ${sql.val(inv.lineIds.slice(0, d.shifts.length))}::int[], ${sql.val(d.shifts.map((s) => s.amount ?? 0))}::int[])
          on conflict (shift_id) do update set client_id = excluded.client_id, invoice_line_id = excluded.invoice_line_id,
            amount = excluded.amount, billed_at = now()
          where shift_billings.client_id <> excluded.client_id and shift_billings.invoice_line_id is not null
          returning shift_id`.execute(tx);
        if (marked.rows.length !== d.shifts.length)
          throw conflict(
            `A shift of client ${clientId} in ${month} is already billed: issue the month again`,
          );
      }
      for (const [k, l] of owed.entries()) {
        await sql`insert into shift_billing_adjustments (shift_id, client_id, amount, invoice_line_id)
          values (${l.shiftId}, ${clientId}, ${l.difference}, ${inv.lineIds[d.shifts.length + k]})`.execute(
          tx,
        );
      }
    }
    for (const l of plan.late.filter((x) => x.goesTo === 'credit_note')) {
      // The rate the shift's line was invoiced with (the plan's credit is at it).
      const original = await sql<{ id: number; rate: number }>`select i.id,
          coalesce((select il.vat_rate_bp from billing_late_changes lc join invoice_lines il on il.id = lc.invoice_line_id
            where lc.shift_id = ${l.shiftId} and lc.client_id = ${clientId}), 0) as rate
        from invoices i where i.invoice_number = ${l.invoiceNumber} for update`.execute(tx);
      const corrected = { id: original.rows[0].id, number: l.invoiceNumber!, vatRateBp: Number(original.rows[0].rate) };
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
    if (settled.length > 0) {
      await sql`update shift_billings b set amount = coalesce(b.amount, 0) + a.diff
        from unnest(${sql.val(settled.map((l) => l.shiftId))}::int[], ${sql.val(settled.map((l) => l.difference))}::int[]) as a(shift_id, diff)
        where b.shift_id = a.shift_id and b.client_id = ${clientId}`.execute(tx);
    }
    if (creditNotes > 0) await refreshRecoveryFlags(tx, [clientId]);
  }
  // Settled (or worth nothing any more): off the queue, in the same transaction.
  if (!d?.row.problem)
    await sql`delete from billing_late_changes where client_id = ${clientId}
      and not (shift_id = any(${sql.val(kept)}::int[]))`.execute(tx);
  return { invoices, creditNotes };
}

/** Clients per transaction of a run: fewer commits, while a stopped run still leaves whole batches. */
export const ISSUE_BATCH = 50;

/**
 * Bills some clients of the month in one transaction (see the header): their rows locked in id
 * order (two runs never wait for each other in a cycle), their drafts read under the locks, an
 * invoice each, and the run's progress. Returns what it made (nothing for clients another run
 * billed first), whose documents are made after the commit.
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
    await sql`select id from clients where id = any(${sql.val(ids)}::int[]) order by id for update`.execute(
      tx,
    );
    const byClient = new Map((await drafts(tx, month, ids)).map((d) => [d.row.clientId, d]));
    const sellerDigest = await freezeSeller(tx);
    let invoices = 0;
    let creditNotes = 0;
    for (const id of ids) {
      const one = await billOne(tx, userId, month, id, byClient.get(id), today, sellerDigest, made);
      invoices += one.invoices;
      creditNotes += one.creditNotes;
    }
    await sql`update billing_runs set done_clients = done_clients + ${ids.length}, invoices = invoices + ${invoices},
      credit_notes = credit_notes + ${creditNotes}, heartbeat_at = now() where id = ${runId}`.execute(tx);
    return { invoices, creditNotes };
  });
  // What the batch issued, whose documents the caller makes after the commit (continueRun).
  return { ...counts, made };
}

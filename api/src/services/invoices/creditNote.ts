/**
 * A credit note against an invoice, issued by FINANCE (directly or approving a request,
 * services/finance/creditRequests.ts): never more than what remains due (amount - credit notes -
 * payments), the invoice row locked while the remainder is read and the note inserted; its
 * document made in the same transaction, and the client's recovery flag following what it owes.
 */
import type { ResponseOut } from '../../repositories/areaTypes';
import type { Executor } from '../../db/executor';
import { conflict } from '../../domain/errors';
import { todayInParis } from '../../domain/dates';
import { euros } from '../../domain/invoicePdf';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { refreshRecoveryFlags } from '../finance/recoveryFlags';
import { insertCreditNote, type NewCreditNote } from '../../repositories/documents/creditNotes';
import { creditTotal } from '../../domain/creditNoteLines';
import { freezeSeller } from '../documents/sellerVersion';
import { creditLinesOfAmount, storeCreditNoteDocument } from '../documents/creditNoteDocument';
import { requireClient } from '../../repositories/clients/detail';
import { getInvoiceRow, requireClientInvoice } from '../../repositories/invoices/reads';
import { invoiceBalance, markInvoicePaid, requireBusinessUnit } from '../../repositories/invoices/credit';

type InvoiceRow = ResponseOut<'clients', 'getClient'>['invoices'][number];
type CreditNoteRow = InvoiceRow['creditNotes'][number];

export interface CreditNoteInput {
  invoiceNumber: string;
  amount: number;
  businessUnit: number;
  comment: string;
  clientId: number;
}

/**
 * What remains due on a locked invoice bounds a credit note, made or requested: over it, 409 on
 * `amount`. Returns what remains due before the note.
 */
export async function requireCreditable(
  tx: Executor,
  inv: { id: number; invoice_number: string; amount: number; status: string },
  amount: number,
) {
  if (inv.status === 'cancelled')
    throw conflict(`${inv.invoice_number} is cancelled: no credit note can be made against it`);
  const { credited, paid } = await invoiceBalance(tx, inv.id);
  const remaining = inv.amount - credited - paid;
  if (amount > remaining)
    throw conflict(`A credit note cannot exceed what remains due on ${inv.invoice_number}: ${euros(Math.max(0, remaining))}`, {
      amount: `At most ${Math.max(0, remaining)} cents`,
    });
  return remaining;
}

/** A credit note to write; `sellerDigest` omitted: the seller identity in force is frozen for it. */
export type CreditNoteToWrite = Omit<NewCreditNote, 'amount' | 'amountExclVat' | 'sellerDigest'> & { sellerDigest?: string | null };

/**
 * Writes a credit note's rows in the caller's transaction: its total is its lines' by the rule
 * of the invoices (VAT per rate on the lines' sum), its seller the version frozen for it.
 */
export async function writeCreditNote(tx: Executor, c: CreditNoteToWrite) {
  const { excl, amount } = creditTotal(c.lines);
  const sellerDigest = c.sellerDigest !== undefined ? c.sellerDigest : await freezeSeller(tx);
  return insertCreditNote(tx, { ...c, amount, amountExclVat: excl, sellerDigest });
}

/**
 * Who decided a credit note, for its trail: the admin action, the timeline's `event` and the
 * names its sentence states, and the note appended to its English summary.
 */
export interface CreditNoteDecision {
  action: string;
  event: 'approved' | 'issuedDirectly';
  note: string;
  names: Record<string, string | number>;
}

/** Makes the credit note in the caller's transaction; returns it with its invoice as it now is. */
export async function makeCreditNote(
  tx: Executor,
  userId: number,
  input: CreditNoteInput,
  decision: CreditNoteDecision,
  today = todayInParis(),
): Promise<{ creditNote: CreditNoteRow; invoice: InvoiceRow }> {
  const { business_code } = await requireClient(tx, input.clientId);
  const unit = await requireBusinessUnit(tx, input.businessUnit);
  // The lock makes a second credit note of the same invoice wait for this one's commit.
  const inv = await requireClientInvoice(tx, input.clientId, input.invoiceNumber, true);
  const remaining = await requireCreditable(tx, inv, input.amount);
  const lines = await creditLinesOfAmount(tx, inv.id, input.amount, input.comment);
  // The amount is shared over the invoice's VAT rates; a total VAT rounding cannot reach is
  // a cent lower (domain/vat.ts netOfGross).
  const note = await writeCreditNote(tx, {
    invoiceId: inv.id,
    clientId: input.clientId,
    businessUnitId: unit.id,
    comment: input.comment,
    issuedOn: today,
    userId,
    lines,
  });
  const document = note.sellerDigest !== null ? await storeCreditNoteDocument(tx, note.id, userId) : null;
  if (remaining - note.amount === 0 && inv.status !== 'paid') await markInvoicePaid(tx, inv.id);
  await recordClientChange(tx, {
    clientId: input.clientId,
    businessCode: business_code,
    userId,
    kind: 'credit_note',
    action: decision.action,
    summary: `Credit note ${note.number} of ${euros(note.amount)} against ${inv.invoice_number}: ${input.comment}${decision.note}`,
    data: {
      event: decision.event,
      number: note.number,
      amountCents: note.amount,
      invoiceNumber: inv.invoice_number,
      comment: input.comment,
      ...decision.names,
    },
  });
  // What the client owes went down: its recovery flag follows in the same transaction.
  await refreshRecoveryFlags(tx, [input.clientId]);
  return {
    creditNote: {
      creditNoteId: note.id,
      number: note.number,
      amount: note.amount,
      amountExclVat: note.amount_excl_vat,
      document: document ? { format: 'facturx' as const, sha256: document.sha256 } : null,
      businessUnit: { id: unit.id, name: unit.name },
      comment: note.comment,
      issuedOn: note.issued_on,
    },
    invoice: await getInvoiceRow(tx, inv.id),
  };
}

/**
 * A credit note against an invoice, issued by FINANCE (directly or approving a request): never
 * more than what remains due (amount - credit notes - payments), the invoice row locked while
 * the remainder is read and the note inserted; its document made in the same transaction.
 *
 * Database side effects (triggers in api/src/db/schema.sql, run in the writing transaction):
 * - credit_notes → credit_notes_receivables_insert: adds to invoices.credited
 * - invoices → invoices_client_receivables_update: recount client_receivables of the client
 */
import type { ResponseOut } from '../areaTypes';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { conflict, notFoundField } from '../../domain/errors';
import { recordClientChange } from '../events/clientEvents';
import { refreshRecoveryFlags } from '../finance/recoveryFlags';
import { inTransaction } from '../finance/receivables';
import { todayInParis } from '../../domain/dates';
import { euros } from '../../domain/invoicePdf';
import { creditLinesOfAmount, insertCreditNote, storeCreditNotePdf } from '../documents/creditNotes';
import { getInvoiceRow, requireClientInvoice } from './reads';

type InvoiceRow = ResponseOut<'clients', 'getClient'>['invoices'][number];
type CreditNoteRow = InvoiceRow['creditNotes'][number];

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
  const { credited, paid } = await tx
    .selectFrom('invoices as i')
    .select([sql<string>`i.credited`.as('credited'), sql<string>`i.paid`.as('paid')])
    .where('i.id', '=', inv.id)
    .executeTakeFirstOrThrow();
  const remaining = inv.amount - Number(credited) - Number(paid);
  if (amount > remaining)
    throw conflict(`A credit note cannot exceed what remains due on ${inv.invoice_number}: ${euros(Math.max(0, remaining))}`,
      { amount: `At most ${Math.max(0, remaining)} cents` },
    );
  return remaining;
}

export async function createCreditNote(
  db: Executor,
  userId: number,
  input: { invoiceNumber: string; amount: number; businessUnit: number; comment: string; clientId: number },
  businessCode: (tx: Executor) => Promise<string>,
  today = todayInParis(),
  // Who decided it (a FINANCE approval or direct issue, repositories/finance/creditRequests.ts).
  audit: { action: string; note?: string },
): Promise<{ creditNote: CreditNoteRow; invoice: InvoiceRow }> {
  return inTransaction(db, async (tx) => {
    const code = await businessCode(tx);
    const unit = await tx
      .selectFrom('business_units')
      .select(['id', 'name'])
      .where('id', '=', input.businessUnit)
      .executeTakeFirst();
    if (!unit) throw notFoundField('businessUnit', `No such business unit: ${input.businessUnit}`);
    // The lock makes a second credit note of the same invoice wait for this one's commit.
    const inv = await requireClientInvoice(tx, input.clientId, input.invoiceNumber, true);
    const remaining = await requireCreditable(tx, inv, input.amount);
    const lines = await creditLinesOfAmount(tx, inv.id, input.amount, input.comment);
    // The amount is shared over the invoice's VAT rates; a total VAT rounding cannot reach is
    // a cent lower (domain/vat.ts netOfGross).
    const note = await insertCreditNote(tx, {
      invoiceId: inv.id,
      clientId: input.clientId,
      businessUnitId: unit.id,
      comment: input.comment,
      issuedOn: today,
      userId,
      lines,
    });
    const number = note.number;
    const document = note.sellerDigest !== null ? await storeCreditNotePdf(tx, note.id, userId) : null;
    if (remaining - note.amount === 0 && inv.status !== 'paid')
      await tx
        .updateTable('invoices')
        .set({ status: 'paid', version: sql`version + 1`, updated_at: new Date() })
        .where('id', '=', inv.id)
        .execute();
    await recordClientChange(tx, {
      clientId: input.clientId,
      businessCode: code,
      userId,
      kind: 'credit_note',
      action: audit.action,
      summary: `Credit note ${number} of ${euros(note.amount)} against ${inv.invoice_number}: ${input.comment}${audit.note ?? ''}`,
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
  });
}

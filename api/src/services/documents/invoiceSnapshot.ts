/**
 * An invoice's data as issued, what its documents are made from: the buyer frozen at issue (for
 * an invoice issued before that was kept, its frozen names with the client's address of now, or
 * the client of now), its lines, its credit notes. The rows come from
 * repositories/documents/invoiceDocument.ts.
 */
import type { Executor } from '../../db/executor';
import type { InvoicePdfData } from '../../domain/invoicePdf';
import type { LegalBuyer, LegalLanguage } from '../../domain/facturx';
import { identityOf, parseIdentity, type IssuedIdentity } from '../../repositories/documents/identity';
import { invoiceSnapshotRows, type InvoiceSnapshotRows } from '../../repositories/documents/invoiceDocument';

/** An invoice's data as issued: its old-PDF billing data and what its legal document needs. */
export interface InvoiceSnapshot {
  billing: InvoicePdfData;
  /** The buyer's side, as frozen at issue (or of now for an invoice issued before that was kept). */
  issued: IssuedIdentity & { buyer: LegalBuyer; language: LegalLanguage; paymentTermDays: number };
  lines: { label: string; quantity: number; unit_amount: number; vat_category: string; vat_rate_bp: number }[];
}

/** The snapshot of an invoice's rows as read. */
export function snapshotOf({ invoice: inv, lines, notes }: InvoiceSnapshotRows): InvoiceSnapshot {
  const frozen = parseIdentity(inv.issued_identity);
  const now = identityOf(inv);
  const buyerSide = frozen ?? now;
  // An invoice issued before the raw buyer fields were kept: its frozen names, today's address.
  const issued = {
    ...buyerSide,
    buyer: buyerSide.buyer ?? {
      ...now.buyer!,
      name: buyerSide.client.name,
      legalName: buyerSide.client.legalName ?? buyerSide.client.name,
      vatNumber: buyerSide.client.vatNumber,
      businessCode: buyerSide.client.businessCode,
    },
    language: buyerSide.language ?? 'fr',
    paymentTermDays: buyerSide.paymentTermDays ?? inv.payment_term_days,
  };
  const { buyer: _b, language: _l, paymentTermDays: _p, sellerDigest: _s, ...shown } = buyerSide;
  const billing: InvoicePdfData = {
    ...shown,
    invoiceNumber: inv.invoice_number,
    issuedOn: inv.issued_on,
    dueOn: inv.due_on,
    periodStart: inv.period_start,
    periodEnd: inv.period_end,
    poNumber: inv.po_number,
    lines: lines.map((l) => ({
      label: l.label,
      quantity: l.quantity,
      unitAmount: l.unit_amount,
      amount: l.amount,
    })),
    amountExclVat: inv.amount_excl_vat,
    // The rate its lines were issued with (the client's rate may have changed since).
    vatRateBp: lines[0]?.vat_rate_bp ?? inv.vat_rate_bp,
    vatAmount: inv.amount - inv.amount_excl_vat,
    amount: inv.amount,
    creditNotes: notes.map((n) => ({ number: n.number, amount: n.amount, issuedOn: n.issued_on })),
  };
  return { billing, issued, lines };
}

/** An invoice's snapshot (404 when there is no such invoice). */
export async function invoiceSnapshot(db: Executor, invoiceId: number): Promise<InvoiceSnapshot> {
  return snapshotOf(await invoiceSnapshotRows(db, invoiceId));
}

/** The billing data of an invoice: its buyer as issued, its lines and credit notes. */
export async function billingSnapshot(db: Executor, invoiceId: number): Promise<InvoicePdfData> {
  return (await invoiceSnapshot(db, invoiceId)).billing;
}

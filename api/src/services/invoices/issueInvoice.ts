/**
 * Issuing an invoice (docs/product.md#invoices): its next number of the issue year (gapless:
 * repositories/documents/numbering.ts), its lines with their VAT category and rate, its VAT by
 * rate on the lines' sum (BR-CO-17), the buyer and seller frozen with it, and, when a person
 * issues it, its line on the client's timeline. The rows are written by repositories/invoices/issue.ts.
 */
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { PriceRates } from '../../domain/clientPrice';
import { addDays } from '../../domain/dates';
import { notFoundField } from '../../domain/errors';
import { euros } from '../../domain/invoicePdf';
import { vatByRate } from '../../domain/vat';
import { identityOf } from '../../repositories/documents/identity';
import { nextDocumentNumber } from '../../repositories/documents/numbering';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { insertInvoiceRows, readInvoiceClient } from '../../repositories/invoices/issue';
import { freezeSeller } from '../documents/sellerVersion';

/** An invoice to issue. */
export interface InvoiceToIssue {
  clientId: number;
  issuedOn: string;
  /** Default: issuedOn + the client's payment term. */
  dueOn?: string;
  periodStart?: string | null;
  periodEnd?: string | null;
  businessUnitId?: number | null;
  poNumber?: string | null;
  comment?: string | null;
  /** The month an invoicing run bills (services/finance/billingIssue.ts), first day. */
  billingMonth?: string | null;
  /** `rates`: the price list amounts a shift's line was priced with (its late changes are valued at them). */
  lines: { label: string; quantity: number; unitAmount: number; rates?: PriceRates }[];
  /** The seller identity's version frozen for it (documents/sellerVersion.ts); null: none complete; omitted: the one in force. */
  sellerDigest?: string | null;
}

/** Writes the invoice with its number, amounts and frozen parties; lineIds[i] is the id of lines[i]. */
async function writeInvoice(tx: Executor, invoice: InvoiceToIssue, sellerDigest: string | null) {
  const client = await readInvoiceClient(tx, invoice.clientId, invoice.businessUnitId ?? null);
  if (!client) throw notFoundField('clientId', `No such client: ${invoice.clientId}`);
  // One rate per client today; each line keeps it, and the VAT is taken per rate on the sum.
  const rateBp = client.vat_rate_bp;
  const nets = invoice.lines.map((l) => l.quantity * l.unitAmount);
  const excl = nets.reduce((sum, net) => sum + net, 0);
  const vat = vatByRate(nets.map((net) => ({ net, rateBp })));
  const number = await nextDocumentNumber(tx, 'invoice', Number(invoice.issuedOn.slice(0, 4)));
  const row = await insertInvoiceRows(
    tx,
    {
      invoice_number: number,
      client_id: invoice.clientId,
      business_unit_id: invoice.businessUnitId ?? client.business_unit_id,
      issued_on: invoice.issuedOn,
      due_on: invoice.dueOn ?? addDays(invoice.issuedOn, client.payment_term_days),
      period_start: invoice.periodStart ?? null,
      period_end: invoice.periodEnd ?? null,
      amount: excl + vat,
      amount_excl_vat: excl,
      po_number: invoice.poNumber ?? null,
      comment: invoice.comment ?? null,
      ...(invoice.billingMonth ? { billing_month: invoice.billingMonth } : {}),
      // The buyer and the seller as of issue: the document is never made from later data.
      issued_identity: JSON.stringify({ ...identityOf(client), sellerDigest: sellerDigest ?? undefined }),
    },
    invoice.lines.map((l, i) => ({
      label: l.label,
      quantity: l.quantity,
      unit_amount: l.unitAmount,
      amount: nets[i],
      vat_category: rateBp > 0 ? 'S' : 'Z',
      vat_rate_bp: rateBp,
      price_per_shift: l.rates?.perShift ?? null,
      price_per_waypoint: l.rates?.perWaypoint ?? null,
      price_per_km: l.rates?.perKm ?? null,
    })),
  );
  return { ...row, businessCode: client.business_code, amount: excl + vat };
}

/** Issues an invoice in the caller's transaction; `userId` null: no timeline line (seeds, imports). */
export async function issueInvoice(tx: Executor, userId: number | null, invoice: InvoiceToIssue) {
  const sellerDigest = invoice.sellerDigest !== undefined ? invoice.sellerDigest : await freezeSeller(tx);
  const issued = await writeInvoice(tx, invoice, sellerDigest);
  if (userId !== null)
    await recordClientChange(tx, {
      clientId: invoice.clientId,
      businessCode: issued.businessCode,
      userId,
      kind: 'invoice',
      action: 'clients.createInvoice',
      summary: `Invoice ${issued.invoice_number} issued: ${euros(issued.amount)}`,
      data: { event: 'issued', invoiceNumber: issued.invoice_number, amountCents: issued.amount },
    });
  return issued;
}

/** Issues an invoice in its own transaction (numbers without gaps, also when many run at once). */
export function createInvoice(db: Database, userId: number | null, invoice: InvoiceToIssue) {
  return db.transaction().execute((tx) => issueInvoice(tx, userId, invoice));
}

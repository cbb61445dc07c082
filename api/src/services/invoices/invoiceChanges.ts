/**
 * Changes of an issued invoice (docs/product.md#invoices): its PO number (recorded on the
 * invoice; an issued document keeps the one it was made with) and making its document again
 * (services/documents/invoiceDocument.ts: a stored Factur-X document is kept as issued; step-up).
 */
import type { BodyOut, ResponseOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../types';
import { conflict, notFoundField } from '../../domain/errors';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { regenerateInvoiceDocument } from '../documents/invoiceDocument';
import { requireClient } from '../../repositories/clients/detail';
import { getInvoiceRow, requireClientInvoice } from '../../repositories/invoices/reads';
import {
  bumpInvoiceVersion,
  lockInvoiceOfClient,
  updateInvoicePoNumber,
} from '../../repositories/invoices/changes';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../stepUp';

type InvoiceRow = ResponseOut<'clients', 'getClient'>['invoices'][number];
type PoNumberChange = BodyOut<'clients', 'updateInvoicePONumber'>;
type InvoiceOfClient = BodyOut<'clients', 'regenerateInvoice'>;

/** POST clients/updateInvoicePONumber: the PO number set or cleared (version, 409 when stale). */
export async function setInvoicePONumber(db: Database, userId: number, change: PoNumberChange): Promise<InvoiceRow> {
  return db.transaction().execute(async (tx) => {
    const { business_code } = await requireClient(tx, change.clientId);
    const inv = await lockInvoiceOfClient(tx, change.invoiceId, change.clientId);
    if (!inv) throw notFoundField('invoiceId', `No invoice ${change.invoiceId} for client ${change.clientId}`);
    if (change.version !== undefined && change.version !== inv.version)
      throw conflict('This invoice was changed by someone else since you opened it; reload it and redo your change');
    const next = change.invoicePONumber === '' ? null : change.invoicePONumber;
    if (next === inv.po_number) return getInvoiceRow(tx, inv.id);
    await updateInvoicePoNumber(tx, inv.id, next);
    await recordClientChange(tx, {
      clientId: change.clientId,
      businessCode: business_code,
      userId,
      kind: 'invoice',
      action: 'clients.updateInvoicePONumber',
      summary: `${inv.invoice_number}: PO number ${next ? `set to ${next}` : 'cleared'}`,
      data: { event: next ? 'poNumberSet' : 'poNumberCleared', invoiceNumber: inv.invoice_number, poNumber: next },
    });
    return getInvoiceRow(tx, inv.id);
  });
}

/** POST clients/regenerateInvoice: the PDF again, same number, identities as first issued (step-up). */
export async function regenerateInvoice(db: Database, who: AuthContext, target: InvoiceOfClient): Promise<InvoiceRow> {
  await requireFreshStepUp(db, who, STEP_UP_MAX_AGE_SECONDS);
  const userId = who.user.id;
  return db.transaction().execute(async (tx) => {
    const { business_code } = await requireClient(tx, target.clientId);
    const inv = await requireClientInvoice(tx, target.clientId, target.invoiceNumber, true);
    const document = await regenerateInvoiceDocument(tx, inv.id, userId);
    await bumpInvoiceVersion(tx, inv.id);
    await recordClientChange(tx, {
      clientId: target.clientId,
      businessCode: business_code,
      userId,
      kind: 'invoice',
      action: 'clients.regenerateInvoice',
      summary: document.kept
        ? `${inv.invoice_number}: Factur-X document kept as issued (SHA-256 ${document.sha256})`
        : `${inv.invoice_number}: PDF made again (identities as first issued)`,
      data: document.kept
        ? { event: 'documentKept', invoiceNumber: inv.invoice_number, sha256: document.sha256 }
        : { event: 'regenerated', invoiceNumber: inv.invoice_number },
    });
    return getInvoiceRow(tx, inv.id);
  });
}

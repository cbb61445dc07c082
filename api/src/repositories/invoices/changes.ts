/**
 * Changes of an issued invoice: its PO number (recorded on the invoice; an issued document keeps
 * the one it was made with) and regenerating its document (documents/invoiceDocument.ts: a
 * stored Factur-X document is kept as issued).
 *
 * Database side effects: invoices → invoices_client_receivables_update (api/src/db/schema.sql).
 */
import type { ResponseOut } from '../areaTypes';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { conflict, notFoundField } from '../../domain/errors';
import { recordClientChange } from '../events/clientEvents';
import { regenerateInvoiceDocument } from '../documents/invoiceDocument';
import { getInvoiceRow, requireClientInvoice } from './reads';

type InvoiceRow = ResponseOut<'clients', 'getClient'>['invoices'][number];

export async function setInvoicePONumber(
  db: Database,
  userId: number,
  input: { invoiceId: number; invoicePONumber: string; clientId: number; version?: number },
  businessCode: (tx: Executor) => Promise<string>,
): Promise<InvoiceRow> {
  return db.transaction().execute(async (tx) => {
    const code = await businessCode(tx);
    const inv = await tx
      .selectFrom('invoices')
      .select(['id', 'invoice_number', 'po_number', 'version'])
      .where('id', '=', input.invoiceId)
      .where('client_id', '=', input.clientId)
      .forUpdate()
      .executeTakeFirst();
    if (!inv) throw notFoundField('invoiceId', `No invoice ${input.invoiceId} for client ${input.clientId}`);
    if (input.version !== undefined && input.version !== inv.version)
      throw conflict(
        'This invoice was changed by someone else since you opened it; reload it and redo your change',
      );
    const next = input.invoicePONumber === '' ? null : input.invoicePONumber;
    if (next === inv.po_number) return getInvoiceRow(tx, inv.id);
    await tx
      .updateTable('invoices')
      .set({ po_number: next, version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', inv.id)
      .execute();
    await recordClientChange(tx, {
      clientId: input.clientId,
      businessCode: code,
      userId,
      kind: 'invoice',
      action: 'clients.updateInvoicePONumber',
      summary: `${inv.invoice_number}: PO number ${next ? `set to ${next}` : 'cleared'}`,
    });
    return getInvoiceRow(tx, inv.id);
  });
}

export async function regenerateInvoice(
  db: Database,
  userId: number,
  target: { invoiceNumber: string; clientId: number },
  businessCode: (tx: Executor) => Promise<string>,
): Promise<InvoiceRow> {
  return db.transaction().execute(async (tx) => {
    const code = await businessCode(tx);
    const inv = await requireClientInvoice(tx, target.clientId, target.invoiceNumber, true);
    const document = await regenerateInvoiceDocument(tx, inv.id, userId);
    await tx
      .updateTable('invoices')
      .set({ version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', inv.id)
      .execute();
    await recordClientChange(tx, {
      clientId: target.clientId,
      businessCode: code,
      userId,
      kind: 'invoice',
      action: 'clients.regenerateInvoice',
      summary: document.kept
        ? `${inv.invoice_number}: Factur-X document kept as issued (SHA-256 ${document.sha256})`
        : `${inv.invoice_number}: PDF made again (identities as first issued)`,
    });
    return getInvoiceRow(tx, inv.id);
  });
}

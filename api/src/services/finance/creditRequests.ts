/**
 * Credit-note requests (docs/product.md#credit-note-requests): a request records what the Clients
 * area asks, no money moved; approving or refusing (FINANCE, step-up) takes the request, and
 * approving makes the credit note through `makeCreditNote`, which refuses more than what remains
 * due (all rolled back). FINANCE may also issue a credit note without a request.
 */
import type { BodyOut } from '../../repositories/areaTypes';
import type { Database } from '../../db/database';
import type { AuthContext } from '../../types';
import { euros } from '../../domain/invoicePdf';
import { recordClientChange } from '../../repositories/events/clientEvents';
import { requireClient } from '../../repositories/clients/detail';
import { requireClientInvoice } from '../../repositories/invoices/reads';
import { requireBusinessUnit } from '../../repositories/invoices/credit';
import {
  insertCreditRequest,
  invoiceNumberOf,
  linkCreditNote,
  readCreditRequest,
  staffName,
  takePendingRequest,
} from '../../repositories/finance/creditRequests';
import { makeCreditNote, requireCreditable, type CreditNoteInput } from '../invoices/creditNote';
import { requireFreshStepUp, STEP_UP_MAX_AGE_SECONDS } from '../stepUp';

type CreditRefusal = BodyOut<'creditRequests', 'refuse'>;

/** POST clients/createInvoiceCredit: a pending request, on the client's timeline; nothing credited. */
export async function requestCreditNote(
  db: Database,
  userId: number,
  request: CreditNoteInput,
): Promise<{ requestId: number; status: 'pending' }> {
  return db.transaction().execute(async (tx) => {
    const { business_code } = await requireClient(tx, request.clientId);
    const unit = await requireBusinessUnit(tx, request.businessUnit);
    const inv = await requireClientInvoice(tx, request.clientId, request.invoiceNumber);
    await requireCreditable(tx, inv, request.amount);
    const requestId = await insertCreditRequest(tx, {
      clientId: request.clientId,
      invoiceId: inv.id,
      amount: request.amount,
      businessUnitId: unit.id,
      comment: request.comment,
      requestedBy: userId,
    });
    const requester = await staffName(tx, userId);
    await recordClientChange(tx, {
      clientId: request.clientId,
      businessCode: business_code,
      userId,
      kind: 'credit_request',
      action: 'clients.createInvoiceCredit',
      summary: `Credit note of ${euros(request.amount)} against ${inv.invoice_number} requested by ${requester} (request #${requestId}, for finance to approve): ${request.comment}`,
      data: {
        event: 'requested',
        requestId,
        amountCents: request.amount,
        invoiceNumber: inv.invoice_number,
        requestedBy: requester,
        comment: request.comment,
      },
    });
    return { requestId, status: 'pending' as const };
  });
}

/** POST finance/creditRequests/approve: the credit note of a pending request (step-up). */
export async function approveCreditRequest(db: Database, who: AuthContext, requestId: number) {
  await requireFreshStepUp(db, who, STEP_UP_MAX_AGE_SECONDS);
  const userId = who.user.id;
  return db.transaction().execute(async (tx) => {
    const r = await takePendingRequest(tx, requestId, userId, { status: 'approved' });
    const invoiceNumber = await invoiceNumberOf(tx, r.invoice_id);
    const requester = r.requested_by === null ? 'a former user' : await staffName(tx, r.requested_by);
    const approver = await staffName(tx, userId);
    const made = await makeCreditNote(
      tx,
      userId,
      { invoiceNumber, amount: r.amount, businessUnit: r.business_unit_id, comment: r.comment, clientId: r.client_id },
      {
        action: 'finance.creditRequests.approve',
        event: 'approved',
        note: ` (request #${requestId} by ${requester}, approved by ${approver})`,
        names: { requestId, requestedBy: requester, approvedBy: approver },
      },
    );
    await linkCreditNote(tx, requestId, made.creditNote.creditNoteId);
    return { request: await readCreditRequest(tx, requestId), ...made };
  });
}

/** POST finance/creditRequests/refuse: the reason on the request and on the client's timeline (step-up). */
export async function refuseCreditRequest(db: Database, who: AuthContext, refusal: CreditRefusal) {
  await requireFreshStepUp(db, who, STEP_UP_MAX_AGE_SECONDS);
  const userId = who.user.id;
  return db.transaction().execute(async (tx) => {
    const r = await takePendingRequest(tx, refusal.requestId, userId, {
      status: 'refused',
      refusal_reason: refusal.reason,
    });
    const row = await readCreditRequest(tx, refusal.requestId);
    const requester = row.requestedBy ?? 'a former user';
    await recordClientChange(tx, {
      clientId: r.client_id,
      businessCode: row.businessCode,
      userId,
      kind: 'credit_request',
      action: 'finance.creditRequests.refuse',
      summary: `Credit note of ${euros(r.amount)} against ${row.invoiceNumber} (request #${refusal.requestId} by ${requester}) refused by ${row.decidedBy}: ${refusal.reason}`,
      data: {
        event: 'refused',
        requestId: refusal.requestId,
        amountCents: r.amount,
        invoiceNumber: row.invoiceNumber,
        requestedBy: requester,
        refusedBy: row.decidedBy ?? '',
        reason: refusal.reason,
      },
    });
    return { request: row };
  });
}

/** POST finance/creditRequests/issueCredit: a FINANCE user's own credit note, without a request (step-up). */
export async function issueCreditNote(db: Database, who: AuthContext, credit: CreditNoteInput) {
  await requireFreshStepUp(db, who, STEP_UP_MAX_AGE_SECONDS);
  const userId = who.user.id;
  return db.transaction().execute(async (tx) => {
    const issuer = await staffName(tx, userId);
    return makeCreditNote(tx, userId, credit, {
      action: 'finance.creditRequests.issueCredit',
      event: 'issuedDirectly',
      note: ` (issued directly by ${issuer})`,
      names: { issuedBy: issuer },
    });
  });
}

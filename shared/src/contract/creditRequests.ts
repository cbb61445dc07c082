import { z } from 'zod';
import { endpoint } from './endpoint';
import { clientsEndpoints, creditNoteRow, invoiceRow, refRow } from './clients';
import { comment, id, isoDateTime, optionalId } from './common';
import { sortOrder } from './listing';

/**
 * Credit-note requests (docs/product.md#credit-note-requests). A credit note lowers what a
 * client owes, and so can clear its recovery block: it is a finance decision.
 *
 * - The Clients area asks: `clients/createInvoiceCredit` records a pending request (amount,
 *   invoice, business unit, reason) and makes no credit note.
 * - A FINANCE user decides, after a fresh code (`auth/stepUp`, else 403 `step_up_required`):
 *   approving makes the credit note (never more than what remains due on the invoice: 409
 *   otherwise, and the request stays pending); refusing needs a reason. A request is decided
 *   once: a second decision, even at the same moment, is a 409.
 * - A FINANCE user may also issue a credit note directly (`issueCredit`, same step-up).
 * - Each request and decision is on the client's timeline and in the admin events, naming
 *   who asked and who decided.
 */

export const CREDIT_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export const creditRequestStatus = z.enum(CREDIT_REQUEST_STATUSES);
export type CreditRequestStatus = z.infer<typeof creditRequestStatus>;
/** The most rows `getCreditRequests` answers (pending first in request order; decided newest first). */
export const CREDIT_REQUESTS_LIMIT = 200;

export const creditRequestRow = z.object({
  requestId: z.number().int(),
  status: creditRequestStatus,
  clientId: z.number().int(),
  businessCode: z.string(),
  clientName: z.string(),
  invoiceNumber: z.string(),
  /** Cents still creditable on the invoice now (amount - credit notes - payments). */
  invoiceRemaining: z.number().int(),
  /** Cents asked for. */
  amount: z.number().int(),
  businessUnit: refRow,
  comment: z.string(),
  /** Display names of staff. */
  requestedBy: z.string().nullable(),
  requestedAt: isoDateTime,
  decidedBy: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  refusalReason: z.string().nullable(),
  /** The credit note an approval made. */
  creditNoteNumber: z.string().nullable(),
});
export type CreditRequestRow = z.infer<typeof creditRequestRow>;

/**
 * The finance list's sortable columns. At most CREDIT_REQUESTS_LIMIT rows of one status are
 * read, found by the status and sorted in the same query: the table holds a few requests a day.
 */
export const creditRequestSortField = z.enum(['requestedAt', 'clientName', 'invoiceNumber', 'amount']);
export type CreditRequestSortField = z.infer<typeof creditRequestSortField>;

export const creditRequestsEndpoints = {
  getClientCreditRequests: endpoint({
    method: 'GET',
    path: 'clients/getCreditRequests',
    summary:
      "A client's credit-note requests still waiting for finance, oldest first (the Clients area shows them on the invoices)",
    query: z.object({ clientId: id }),
    response: z.object({ rows: z.array(creditRequestRow), more: z.boolean() }),
  }),
  getCreditRequests: endpoint({
    method: 'GET',
    path: 'finance/creditRequests/getCreditRequests',
    summary:
      'Credit-note requests of the Clients area: pending ones (default) oldest first, or the decided ones newest first; optionally of one client; `sort` (requestedAt, clientName, invoiceNumber, amount; then by request) with `order` (asc by default) instead of that order',
    query: z.object({
      status: creditRequestStatus.default('pending'),
      clientId: optionalId,
      /** The column the list is sorted on; without it, the status's own order (above). */
      sort: creditRequestSortField.optional(),
      order: sortOrder('asc'),
    }),
    response: z.object({ rows: z.array(creditRequestRow), more: z.boolean() }),
  }),
  approve: endpoint({
    method: 'POST',
    path: 'finance/creditRequests/approve',
    summary:
      'Approve a pending credit-note request: makes its credit note (step-up required; 409 when already decided or when it exceeds what remains due on the invoice)',
    body: z.object({ requestId: id }),
    response: z.object({ request: creditRequestRow, creditNote: creditNoteRow, invoice: invoiceRow }),
  }),
  refuse: endpoint({
    method: 'POST',
    path: 'finance/creditRequests/refuse',
    summary:
      'Refuse a pending credit-note request with a reason (step-up required; 409 when already decided)',
    body: z.object({ requestId: id, reason: comment }),
    response: z.object({ request: creditRequestRow }),
  }),
  issueCredit: endpoint({
    method: 'POST',
    path: 'finance/creditRequests/issueCredit',
    summary:
      'Issue a credit note CN-YYYY-NNNNNN directly, without a request (step-up required; never more than what remains due: 409 otherwise)',
    body: clientsEndpoints.createInvoiceCredit.body,
    response: z.object({ creditNote: creditNoteRow, invoice: invoiceRow }),
  }),
};

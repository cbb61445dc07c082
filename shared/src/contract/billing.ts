import { z } from 'zod';
import { endpoint } from './endpoint';
import { invoiceNumber } from './clients';
import { id, isoDate, isoDateTime, page, pageSize, staffName } from './common';
import { sortOrder } from './listing';

/**
 * The invoicing run (docs/product.md#invoicing-run): the month's productive shifts not yet
 * billed become invoices, one per client, at the client's price list. Every answer is
 * `{data: <response>}`; amounts are integer cents (excluding VAT unless named `amount`).
 *
 * - A month is `YYYY-MM`; its shifts are those dated in it and already over.
 * - A client without a price list is a problem to fix: listed, never billed at 0.
 * - A billed shift changed since (missions, productive flag, deleted) is a late change: money
 *   owed back goes to a credit note against the invoice that billed it when what remains due on
 *   it covers it, else (`next_invoice`) to a credit note against the run's next invoice of the
 *   client while it covers it, else it `waits` for a later run; money owed is a line of that next
 *   invoice. An invoice is never negative: the preview shows the documents the run makes.
 */

export const BILLING_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const billingMonth = z.string().trim().regex(BILLING_MONTH_PATTERN, 'A month looks like 2026-10');
/** Client rows per page of the preview, and the most a caller may ask for. */
export const BILLING_PAGE_SIZE = 50;
export const BILLING_MAX_PAGE_SIZE = 500;
/** Invoices queued per call of `send` (the page calls again while `more`). */
export const BILLING_SEND_BATCH = 100;

const refRow = z.object({ id: z.number().int(), name: z.string() });

export const billingProblem = z.enum(['no_price_list']);
export const lateChangeTarget = z.enum(['credit_note', 'next_invoice', 'waits']);

export const billingClientRow = z.object({
  clientId: z.number().int(),
  businessCode: z.string(),
  name: z.string(),
  businessUnit: refRow.nullable(),
  /** Since when the client is flagged "in recovery" (billed anyway, flagged for staff). */
  inRecoverySince: isoDateTime.nullable(),
  /** Shifts to bill this month. */
  shifts: z.number().int(),
  /** Late changes of shifts billed before, settled by this run. */
  lateChanges: z.number().int(),
  /** The invoice the run issues (0 when it issues none); null when the client has a problem (it is not billed). */
  amountExclVat: z.number().int().nullable(),
  vat: z.number().int().nullable(),
  amount: z.number().int().nullable(),
  /** The credit notes the run makes for the client's late changes, and their total including VAT. */
  creditNotes: z.number().int(),
  creditAmount: z.number().int(),
  problem: billingProblem.nullable(),
});
export type BillingClientRow = z.infer<typeof billingClientRow>;

export const billingRun = z.object({
  id: z.number().int(),
  month: billingMonth,
  status: z.enum(['running', 'done', 'failed']),
  /** Running with a recent heartbeat; a running run that is not alive lost its process: issuing again takes it over. */
  alive: z.boolean(),
  totalClients: z.number().int(),
  doneClients: z.number().int(),
  invoices: z.number().int(),
  creditNotes: z.number().int(),
  error: z.string().nullable(),
  startedBy: staffName,
  startedAt: isoDateTime,
  heartbeatAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
});
export type BillingRun = z.infer<typeof billingRun>;

const monthQuery = z.object({ month: billingMonth });

/** The month's unsent invoices to send: all of them (a batch at a time), or those the user chose. */
const sendBody = monthQuery.extend({
  /** Only these invoices of the month (still unsent); an invoice not of the month or sent already is skipped, saying so. */
  invoiceNumbers: z.array(invoiceNumber).min(1).max(BILLING_SEND_BATCH).optional(),
  /** Only the unsent invoices of these clients. */
  clientIds: z.array(id).min(1).max(BILLING_SEND_BATCH).optional(),
});
const sentInvoice = z.object({ invoiceNumber: z.string(), clientId: z.number().int(), name: z.string() });
/** What a send did, invoice by invoice (a failed one can be sent again by number). */
const sendReport = z.object({
  sent: z.array(sentInvoice),
  skipped: z.array(sentInvoice.extend({ reason: z.string() })),
  failed: z.array(sentInvoice.extend({ error: z.string() })),
});

/** What the server's handler of a file call returns (shared/src/contract/endpoint.ts `file`). */
const fileBody = z.object({ fileName: z.string(), body: z.unknown() });

export const billingLine = z.object({
  shiftId: z.number().int(),
  date: isoDate,
  worker: z.object({ id: z.number().int(), shortCode: z.string(), name: z.string() }),
  missions: z.array(z.object({ name: z.string(), waypoints: z.number().int(), km: z.number().int() })),
  waypoints: z.number().int(),
  km: z.number().int(),
  /** Null when the client has no price list. */
  amount: z.number().int().nullable(),
});

export const lateChangeRow = z.object({
  shiftId: z.number().int(),
  /** Null when the shift was deleted. */
  date: isoDate.nullable(),
  reason: z.enum(['deleted', 'unproductive', 'no_longer_billable', 'moved_to_other_client', 'missions_changed']),
  invoiceNumber: z.string().nullable(),
  billedAmount: z.number().int(),
  currentAmount: z.number().int(),
  /** current - billed: negative is owed back to the client. */
  difference: z.number().int(),
  goesTo: lateChangeTarget,
  /** The credit note's amount including VAT (the VAT of the invoice it corrects), 0 when none is made. */
  credit: z.number().int(),
});

export const billingInvoiceRow = z.object({
  invoiceNumber: z.string(),
  clientId: z.number().int(),
  businessCode: z.string(),
  clientName: z.string(),
  issuedOn: isoDate,
  amountExclVat: z.number().int(),
  amount: z.number().int(),
  lines: z.number().int(),
  status: z.enum(['issued', 'sent', 'paid', 'cancelled']),
  sentAt: isoDateTime.nullable(),
  /** The billing contact's email, or null (the invoice cannot be sent). */
  billingEmail: z.string().nullable(),
});

/**
 * The month's invoices list's sortable columns. The month's rows are found by the index on
 * (billing_month, client_id) and sorted in the same query: a month holds one invoice per
 * client and business unit, and the page needs their count anyway.
 */
export const billingInvoiceSortField = z.enum(['invoiceNumber', 'clientName', 'amount', 'status']);
export type BillingInvoiceSortField = z.infer<typeof billingInvoiceSortField>;

export const billingEndpoints = {
  getPreview: endpoint({
    method: 'GET',
    path: 'finance/billing/getPreview',
    summary:
      "The month's draft invoices, per client and business unit (a page of clients in name order), with the month's totals, the problems (clients without a price list, not billed) and the latest run",
    query: monthQuery.extend({
      page,
      pageSize: pageSize(BILLING_PAGE_SIZE, BILLING_MAX_PAGE_SIZE),
      problemsOnly: z
        .enum(['true', 'false'])
        .default('false')
        .transform((v) => v === 'true'),
    }),
    response: z.object({
      month: billingMonth,
      periodStart: isoDate,
      periodEnd: isoDate,
      totals: z.object({
        clients: z.number().int(),
        shifts: z.number().int(),
        lateChanges: z.number().int(),
        amountExclVat: z.number().int(),
        vat: z.number().int(),
        amount: z.number().int(),
        creditNotes: z.number().int(),
        creditAmount: z.number().int(),
        problems: z.number().int(),
        inRecovery: z.number().int(),
      }),
      items: z.array(billingClientRow),
      total: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
      run: billingRun.nullable(),
    }),
  }),
  getPreviewClient: endpoint({
    method: 'GET',
    path: 'finance/billing/getPreviewClient',
    summary: "One client's draft lines of the month (one per shift, with its missions) and its late changes",
    query: monthQuery.extend({ clientId: id }),
    response: z.object({
      month: billingMonth,
      client: billingClientRow,
      lines: z.array(billingLine),
      lateChanges: z.array(lateChangeRow),
    }),
  }),
  getRun: endpoint({
    method: 'GET',
    path: 'finance/billing/getRun',
    summary: "The month's latest invoicing run and its progress (clients done of the total), or null",
    query: monthQuery,
    response: billingRun.nullable(),
  }),
  issue: endpoint({
    method: 'POST',
    path: 'finance/billing/issue',
    summary:
      "Start issuing the month's invoices (one per client, numbered without gaps, each shift billed once; step-up required); answers the run at once and continues in the background (poll getRun). 409 while another run of the month is alive; a run left behind by a stopped process is taken over",
    body: monthQuery,
    response: billingRun,
  }),
  getInvoices: endpoint({
    method: 'GET',
    path: 'finance/billing/getInvoices',
    summary:
      'The invoices the runs of the month issued, sorted (`sort`: invoiceNumber by default, clientName, amount, status, then by number; `order` asc by default or desc) and paged, with how many are still to send',
    query: monthQuery.extend({
      /** The column the list is sorted on (then by invoice number), the number by default. */
      sort: billingInvoiceSortField.default('invoiceNumber'),
      order: sortOrder('asc'),
      page,
      pageSize: pageSize(BILLING_PAGE_SIZE, BILLING_MAX_PAGE_SIZE),
    }),
    response: z.object({
      items: z.array(billingInvoiceRow),
      total: z.number().int(),
      unsent: z.number().int(),
      page: z.number().int(),
      pageSize: z.number().int(),
    }),
  }),
  send: endpoint({
    method: 'POST',
    path: 'finance/billing/send',
    summary: `Queue (step-up required) the month's unsent invoices (${BILLING_SEND_BATCH} per call), or only those of \`invoiceNumbers\` / \`clientIds\` the user chose, to each client's billing contact, the contacts flagged for invoice mails in copy, with the PDF; clients without a billing contact's email are listed, not sent; \`report\` says which invoices were sent, skipped (why) and failed (the error)`,
    body: sendBody,
    response: z.object({
      sent: z.number().int(),
      skipped: z.array(
        z.object({
          invoiceNumber: z.string(),
          clientId: z.number().int(),
          name: z.string(),
          reason: z.string(),
        }),
      ),
      /** Unsent invoices remain (call again). */
      more: z.boolean(),
      report: sendReport,
    }),
  }),
  getInvoicePdf: endpoint({
    method: 'GET',
    path: 'finance/billing/getInvoicePdf',
    summary: "An invoice's PDF (base64), made on first read by the invoice PDF code and kept",
    query: z.object({ invoiceNumber }),
    response: z.object({
      fileName: z.string(),
      contentType: z.literal('application/pdf'),
      content: z.string(),
      generatedAt: isoDateTime,
    }),
  }),
  getArchive: endpoint({
    method: 'GET',
    path: 'finance/billing/getArchive',
    summary:
      "A month's invoices and credit notes (by issue date) as their Factur-X files in one zip, with index.csv (per document and VAT rate)",
    query: monthQuery,
    response: fileBody,
    file: 'application/zip',
  }),
};

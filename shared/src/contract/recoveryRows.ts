import { z } from 'zod';
import { clientEventRow, invoiceRow } from './clients';
import {
  businessDate,
  activityStatus,
  id,
  identityText,
  multiLine,
  singleLine,
  isoDate,
  isoDateTime,
  optionalId,
  page,
  pageSize,
  version,
  staffName,
} from './common';
import { csvSeparator } from './listing';

/** Recovery's rows, queries and bodies (the calls are in finance.ts). */
/**
 * Finance recovery (docs/product.md#finance-recovery). Every answer is `{data: <response>}`;
 * amounts are integer cents.
 *
 * - What remains due on an invoice = amount - its credit notes - its payments, never below
 *   zero. Open invoices are those issued or sent (not paid, not cancelled) with something
 *   remaining.
 * - Ageing is counted in whole days past the due date, as of `asOf` (today in Paris):
 *   not yet due (due today or later), 1–30, 31–60, 61–90 and over 90 days overdue.
 * - The summary's `totals` are the sums of every row of the filter set (all pages), so on a
 *   single page they equal the sum of the rows shown.
 */

/** Rows per page of the recovery summary, and the most a caller may ask for. */
export const RECOVERY_PAGE_SIZE = 50;
export const RECOVERY_MAX_PAGE_SIZE = 500;
/** Ageing buckets: upper bounds in days overdue (the last bucket is open-ended). */
export const AGEING_BUCKET_DAYS = [30, 60, 90] as const;
/** How many of the newest payments, credit notes and notes `finance/recovery/{id}` lists. */
export const RECOVERY_DETAIL_LIMIT = 100;

const refRow = z.object({ id: z.number().int(), name: z.string() });

/** What a client owes, by age. Every figure is cents. */
export const ageingFigures = z.object({
  /** Due today or later. */
  notDue: z.number().int(),
  overdue1to30: z.number().int(),
  overdue31to60: z.number().int(),
  overdue61to90: z.number().int(),
  overdueOver90: z.number().int(),
  /** The four overdue buckets together. */
  overdue: z.number().int(),
  /** notDue + overdue: everything that remains due. */
  totalDue: z.number().int(),
  /** Open invoices counted in these figures. */
  openInvoices: z.number().int(),
});
export type AgeingFigures = z.infer<typeof ageingFigures>;

/** A client's dispute of its debt, as FINANCE marked it (finance/recovery/setRecoveryDispute). */
export const recoveryDispute = z.object({
  reason: z.string(),
  since: isoDateTime,
  /** Who marked it. */
  by: staffName,
});
export type RecoveryDispute = z.infer<typeof recoveryDispute>;

export const recoverySummaryRow = ageingFigures.extend({
  clientId: z.number().int(),
  businessCode: z.string(),
  name: z.string(),
  activityStatus,
  agency: refRow.nullable(),
  salesAgent: refRow.nullable(),
  /** The due date of the oldest open invoice. */
  oldestDueOn: isoDate.nullable(),
  lastPayment: z.object({ paidOn: isoDate, amount: z.number().int() }).nullable(),
  lastNote: z.object({ at: isoDateTime, note: z.string(), userName: staffName }).nullable(),
  /** When the client was flagged "in recovery" (read fresh for the page); null when not flagged. */
  inRecoverySince: isoDateTime.nullable(),
  /** The client disputes its debt (set by FINANCE): bulk reminders leave it out by default. */
  dispute: recoveryDispute.nullable(),
});
export type RecoverySummaryRow = z.infer<typeof recoverySummaryRow>;

export const DISPUTE_REASON_MAX = 500;
export const setRecoveryDisputeBody = z.object({
  clientId: id,
  /** The reason the client gives; null clears the dispute (409 when there is none). */
  reason: multiLine(DISPUTE_REASON_MAX, 1, 'A reason is required').nullable(),
});
export type SetRecoveryDisputeBody = z.input<typeof setRecoveryDisputeBody>;

export const recoverySortField = z.enum([
  'name',
  'businessCode',
  'notDue',
  'overdue1to30',
  'overdue31to60',
  'overdue61to90',
  'overdueOver90',
  'overdue',
  'totalDue',
]);
export type RecoverySortField = z.infer<typeof recoverySortField>;

const booleanFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

export const getClientInvoiceSummaryQuery = z.object({
  /** Business code or name, anywhere in the text, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  agencyId: optionalId,
  salesAgentId: optionalId,
  /** Only clients whose overdue amount is at least this many cents. */
  minOverdue: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  /** Only clients with something overdue. */
  onlyOverdue: booleanFlag,
  /** Only clients with a reminder due: an overdue invoice at a dunning level not yet sent. */
  remindersDue: booleanFlag,
  /** Only clients put in recovery on or after this day (Paris). */
  inRecoverySince: businessDate.optional(),
  sort: recoverySortField.default('overdue'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page,
  pageSize: pageSize(RECOVERY_PAGE_SIZE, RECOVERY_MAX_PAGE_SIZE),
});
export type GetClientInvoiceSummaryQuery = z.input<typeof getClientInvoiceSummaryQuery>;
/** The recovery export's query: the summary's filters and sort, no paging, and the separator. */
export const exportRecoveryQuery = getClientInvoiceSummaryQuery
  .omit({ page: true, pageSize: true })
  .extend({ sep: csvSeparator });

/** An open invoice as the clients area describes it, with how late it is. */
export const openInvoiceRow = invoiceRow
  .pick({
    invoiceId: true,
    invoiceNumber: true,
    issuedOn: true,
    dueOn: true,
    amount: true,
    credited: true,
    paid: true,
    remaining: true,
  })
  .extend({
    /** Whole days past the due date; 0 or less when not yet due. */
    daysOverdue: z.number().int(),
    status: z.enum(['issued', 'sent']),
  });
export type OpenInvoiceRow = z.infer<typeof openInvoiceRow>;

export const paymentRow = z.object({
  paymentId: z.number().int(),
  invoiceNumber: z.string().nullable(),
  paidOn: isoDate,
  amount: z.number().int(),
  paymentMethod: refRow.nullable(),
  reference: z.string().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRow>;

export const recoveryCreditNoteRow = z.object({
  creditNoteId: z.number().int(),
  number: z.string(),
  invoiceNumber: z.string(),
  amount: z.number().int(),
  comment: z.string(),
  issuedOn: isoDate,
});
export type RecoveryCreditNoteRow = z.infer<typeof recoveryCreditNoteRow>;

export const billingContact = z.object({
  contactId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  version: z.number().int(),
});
export type BillingContact = z.infer<typeof billingContact>;

export const recoveryNoteRow = z.object({
  noteId: z.number().int(),
  at: isoDateTime,
  note: z.string(),
  userName: staffName,
});
export type RecoveryNoteRow = z.infer<typeof recoveryNoteRow>;

/** The "in recovery" flag of a client and its last lift (see financeSettings for the threshold). */
export const recoveryFlag = z.object({
  inRecovery: z.boolean(),
  since: isoDateTime.nullable(),
  /** Who flagged it: null when the rule did (the overdue amount passed the threshold). */
  flaggedBy: staffName,
  reason: z.string().nullable(),
  /** The last lift, kept until the overdue amount is back at or under the threshold (then the rule is armed again). */
  liftedAt: isoDateTime.nullable(),
  liftedBy: staffName,
  liftComment: z.string().nullable(),
});
export type RecoveryFlag = z.infer<typeof recoveryFlag>;

export const recoveryDetail = z.object({
  client: z.object({
    clientId: z.number().int(),
    businessCode: z.string(),
    name: z.string(),
    activityStatus,
    paymentTermDays: z.number().int(),
    agency: refRow.nullable(),
    salesAgent: refRow.nullable(),
  }),
  asOf: isoDate,
  figures: ageingFigures,
  /** Open invoices, oldest due date first. */
  openInvoices: z.array(openInvoiceRow),
  /** Newest first, at most RECOVERY_DETAIL_LIMIT. */
  payments: z.array(paymentRow),
  creditNotes: z.array(recoveryCreditNoteRow),
  billingContact: billingContact.nullable(),
  notes: z.array(recoveryNoteRow),
  recovery: recoveryFlag,
  /** The client disputes its debt (bulk reminders leave it out by default); null when not. */
  dispute: recoveryDispute.nullable(),
});
export type RecoveryDetail = z.infer<typeof recoveryDetail>;

/** The client's timeline is the Clients area's (one event shape for both areas). */
export type FinanceClientEventRow = z.infer<typeof clientEventRow>;

export const accountingRow = z.object({
  date: isoDate,
  kind: z.enum(['invoice', 'credit_note', 'payment']),
  /** The document's number (invoice, credit note) or the payment's reference. */
  reference: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  /** Cents the client owes more (an invoice). */
  debit: z.number().int(),
  /** Cents the client owes less (a credit note, a payment). */
  credit: z.number().int(),
  /** Running balance after this row. */
  balance: z.number().int(),
});
export type AccountingRow = z.infer<typeof accountingRow>;

/** The billing contact's name goes into reminders and invoices (identity text). */
const name = identityText(100);
const phone = singleLine(30).regex(/^\+?[0-9 ().-]{6,30}$/, 'Digits, spaces and + ( ) . - only');
const emailField = z.string().trim().toLowerCase().pipe(z.email('Not a valid email address').max(254));

export const updateBillingContactBody = z.object({
  clientId: id,
  /** The billing contact's version as read; required when the client has one (409 when stale). */
  version: version.optional(),
  name,
  email: emailField.nullable().optional(),
  phoneNumber: phone.nullable().optional(),
});
export type UpdateBillingContactBody = z.input<typeof updateBillingContactBody>;

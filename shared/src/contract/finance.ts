import { z } from 'zod';
import { endpoint } from './endpoint';
import { clientEventRow, INVOICE_LANGUAGES, invoiceRow } from './clients';
import {
  activityStatus,
  amountCents,
  comment,
  id,
  identityText,
  MAX_AMOUNT_CENTS,
  multiLine,
  singleLine,
  isoDate,
  isoDateTime,
  optionalId,
  page,
  pageSize,
  paged,
  version,
  staffName,
} from './common';
import { csvFileBody, csvSeparator, CSV_CONTENT_TYPE } from './listing';

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
  .pick({ invoiceId: true, invoiceNumber: true, issuedOn: true, dueOn: true, amount: true, credited: true, paid: true, remaining: true })
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
const phone = singleLine(30)
  .regex(/^\+?[0-9 ().-]{6,30}$/, 'Digits, spaces and + ( ) . - only');
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

// ---------------------------------------------------------------- dunning

/** Reminder levels: 1 = first reminder, 2 = second reminder, 3 = formal notice. */
export const reminderLevel = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const REMINDER_LEVEL_NAMES = { 1: 'First reminder', 2: 'Second reminder', 3: 'Formal notice' } as const;

/**
 * The placeholders of a reminder template: `{client}` the client's name, `{invoices}` one line
 * per invoice due (required), `{total}` what the mail asks for.
 */
export const REMINDER_TEMPLATE_PLACEHOLDERS = ['{client}', '{invoices}', '{total}'] as const;
export const REMINDER_TEMPLATE_MAX = 4000;

/**
 * The languages a client is written to in (its `invoiceLanguage`): reminders and the invoice
 * mail go out in it, each level's template exists in both.
 */
export const mailLanguage = z.enum(INVOICE_LANGUAGES);
export type MailLanguage = z.infer<typeof mailLanguage>;

/**
 * The dunning settings: days overdue of each level (increasing), the text of each level's mail
 * in French and in English (a template) and the recovery threshold.
 */
export const financeSettings = z.object({
  firstReminderDays: z.number().int(),
  secondReminderDays: z.number().int(),
  formalNoticeDays: z.number().int(),
  /** The body of each level's mail per language (placeholders: REMINDER_TEMPLATE_PLACEHOLDERS). */
  firstReminderTemplateFr: z.string(),
  firstReminderTemplateEn: z.string(),
  secondReminderTemplateFr: z.string(),
  secondReminderTemplateEn: z.string(),
  formalNoticeTemplateFr: z.string(),
  formalNoticeTemplateEn: z.string(),
  /** A client whose overdue amount passes this many cents is flagged "in recovery". */
  recoveryThreshold: z.number().int(),
  version: z.number().int(),
});
export type FinanceSettings = z.infer<typeof financeSettings>;

const days = z.number().int().min(1, 'At least 1 day').max(3650, 'At most 3650 days');
const template = multiLine(REMINDER_TEMPLATE_MAX)
  .refine((t) => t.includes('{invoices}'), 'Must contain {invoices}, where the invoices due are listed');
export const updateFinanceSettingsBody = z
  .object({
    firstReminderDays: days,
    secondReminderDays: days,
    formalNoticeDays: days,
    /** A template left out stays as it is; changing one needs a step-up (it is what clients read). */
    firstReminderTemplateFr: template.optional(),
    firstReminderTemplateEn: template.optional(),
    secondReminderTemplateFr: template.optional(),
    secondReminderTemplateEn: template.optional(),
    formalNoticeTemplateFr: template.optional(),
    formalNoticeTemplateEn: template.optional(),
    recoveryThreshold: amountCents.min(0, 'Must not be negative').max(MAX_AMOUNT_CENTS, 'At most 1,000,000.00'),
    version,
  })
  .superRefine((b, ctx) => {
    if (b.secondReminderDays <= b.firstReminderDays)
      ctx.addIssue({ code: 'custom', path: ['secondReminderDays'], message: 'Must be after the first reminder' });
    if (b.formalNoticeDays <= b.secondReminderDays)
      ctx.addIssue({ code: 'custom', path: ['formalNoticeDays'], message: 'Must be after the second reminder' });
  });

/** An overdue invoice in a reminder mail, with the level it is due for. */
export const reminderInvoice = z.object({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  dueOn: isoDate,
  daysOverdue: z.number().int(),
  remaining: z.number().int(),
  level: reminderLevel,
});

/** One mail per client: its overdue invoices due for a level not yet sent. */
export const reminderMail = z.object({
  clientId: z.number().int(),
  businessCode: z.string(),
  name: z.string(),
  /** The client's invoicing language: the mail's subject, text, amounts and dates are in it. */
  language: mailLanguage,
  /** The billing contact (or, without one, the contacts flagged for overdue mails). */
  to: z.array(z.string()),
  /** The contacts flagged clientEmailCcOverdue. */
  cc: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  invoices: z.array(reminderInvoice),
  /** Why it cannot be sent (no address); null when it can. */
  problem: z.string().nullable(),
  /** The outbox row once sent; null in a preview or when not sent. */
  outboxId: z.number().int().nullable(),
  /** The client disputes its debt: left out unless chosen in `includeDisputed`. */
  dispute: recoveryDispute.nullable(),
});
export type ReminderMail = z.infer<typeof reminderMail>;

/** At most this many clients per preview or send (oldest overdue first); `more` says if others wait. */
export const REMINDER_BATCH = 100;

/** The recovery summary's filters, which a bulk send follows (the page's filter set). */
export const recoveryFilters = getClientInvoiceSummaryQuery
  .pick({ agencyId: true, salesAgentId: true, onlyOverdue: true })
  // In a body, texts and numbers are typed as every body's are (no text-to-number coercion).
  .extend({ search: singleLine(100, 0).optional(), minOverdue: z.number().int().min(0).max(1_000_000_000).optional() });

export const sendRemindersBody = z
  .object({
    /** One client's reminders; every client when absent. */
    clientId: optionalId,
    /** The clients the user chose (at most REMINDER_BATCH): only these are reminded. */
    clientIds: z.array(id).min(1).max(REMINDER_BATCH).optional(),
    /** Only the clients of the recovery page's filter set. */
    filters: recoveryFilters.optional(),
    /** Clients disputing their debt the user explicitly chose to remind anyway; the others are skipped. */
    includeDisputed: z.array(id).max(REMINDER_BATCH).default([]),
    /** false (default): preview only, nothing recorded; true: send (needs a fresh step-up). */
    send: z.boolean().default(false),
  })
  .refine((b) => b.clientId === undefined || b.clientIds === undefined, {
    path: ['clientIds'],
    message: 'Give clientId or clientIds, not both',
  });

const bulkClient = z.object({ clientId: z.number().int(), businessCode: z.string(), name: z.string() });
/** What a bulk send did, client by client: sent, left out (and why), failed (and the error: retry them). */
export const reminderReport = z.object({
  sent: z.array(bulkClient.extend({ outboxId: z.number().int() })),
  skipped: z.array(bulkClient.extend({ reason: z.string(), dispute: recoveryDispute.nullable() })),
  failed: z.array(bulkClient.extend({ error: z.string() })),
});
export type ReminderReport = z.infer<typeof reminderReport>;

export const sentReminderRow = z.object({
  invoiceNumber: z.string(),
  level: reminderLevel,
  sentAt: isoDateTime,
  userName: staffName,
  outboxId: z.number().int().nullable(),
});

export const financeEndpoints = {
  getClientInvoiceSummary: endpoint({
    method: 'GET',
    path: 'finance/recovery/getClientInvoiceSummary',
    summary: `Per client with something due: amounts not yet due and overdue by age (1–30, 31–60, 61–90, over 90 days), total due, last payment, last note; filters, sort, a page at a time (${RECOVERY_PAGE_SIZE} by default, at most ${RECOVERY_MAX_PAGE_SIZE}); totals over every row of the filter set`,
    query: getClientInvoiceSummaryQuery,
    response: paged(recoverySummaryRow).extend({
      asOf: isoDate,
      totals: ageingFigures.extend({ clients: z.number().int() }),
    }),
  }),
  getRecovery: endpoint({
    method: 'GET',
    path: 'finance/recovery/[id]',
    summary:
      'Recovery view of one client (id or business code): figures by age, open invoices with what remains, payments, credit notes, billing contact, notes',
    response: recoveryDetail,
  }),
  addNote: endpoint({
    method: 'POST',
    path: 'finance/recovery/addNote',
    summary: "A note on a client's recovery (also an event of the client's timeline)",
    body: z.object({ note: multiLine(4000, 1, 'A note is required'), clientId: id }),
    response: recoveryNoteRow,
  }),
  updateBillingContact: endpoint({
    method: 'POST',
    path: 'finance/recovery/updateBillingContact',
    summary:
      "Change the billing contact's name, email and phone (its version required, 409 when stale); a client without one gets a new contact made its billing contact",
    body: updateBillingContactBody,
    response: billingContact,
  }),
  getEventsClient: endpoint({
    method: 'GET',
    path: 'finance/recovery/getEventsClient',
    summary: "Events of a client's timeline, newest first, paged",
    query: z.object({
      clientId: id,
      page,
      pageSize: pageSize(50, 500),
      /** Optional keyset cursor: the events older than this event of the client (the last one shown); `page` is then ignored. */
      before: optionalId,
    }),
    response: paged(clientEventRow),
  }),
  getClientAccountingReport: endpoint({
    method: 'GET',
    path: 'finance/recovery/getClientAccountingReport',
    summary:
      'Invoices, credit notes and payments of a client (cancelled invoices left out) in date order with a running balance that ends at the amount due',
    query: z.object({ clientId: id }),
    response: z.object({
      clientId: z.number().int(),
      businessCode: z.string(),
      name: z.string(),
      asOf: isoDate,
      rows: z.array(accountingRow),
      totalDebit: z.number().int(),
      totalCredit: z.number().int(),
      /** What remains due on the open invoices: the last row's balance. */
      amountDue: z.number().int(),
    }),
  }),
  getReminders: endpoint({
    method: 'GET',
    path: 'finance/recovery/getReminders',
    summary: "A client's reminders: those sent (newest first) and the overdue invoices due for a level not yet sent",
    query: z.object({ clientId: id }),
    response: z.object({
      asOf: isoDate,
      /** The language the client's reminders are written in (its invoicing language). */
      language: mailLanguage,
      sent: z.array(sentReminderRow),
      due: z.array(reminderInvoice),
    }),
  }),
  sendReminders: endpoint({
    method: 'POST',
    path: 'finance/recovery/sendReminders',
    summary: `Preview (send: false) or send (send: true, step-up required) the reminder mails: one per client listing its overdue invoices due for a level not yet sent, to the billing contact and the contacts flagged for overdue mails; at most ${REMINDER_BATCH} clients per call, of the explicit \`clientIds\` or the page's \`filters\` when given; a level is never sent twice for an invoice; a client disputing its debt is skipped unless listed in \`includeDisputed\`; \`report\` says who was sent, skipped (why) and failed (the error). Also flags the clients whose overdue amount passes the threshold`,
    body: sendRemindersBody,
    response: z.object({
      asOf: isoDate,
      sent: z.boolean(),
      /** Every client of the batch, disputing ones included (with their dispute). */
      mails: z.array(reminderMail),
      /** Other clients have reminders due beyond this batch. */
      more: z.boolean(),
      /** In a preview, `sent` is empty and `skipped` what a send would leave out. */
      report: reminderReport,
    }),
  }),
  setRecoveryDispute: endpoint({
    method: 'POST',
    path: 'finance/recovery/setRecoveryDispute',
    summary:
      "Mark a client as disputing its debt with the reason (a new reason replaces the old one, the start stays), or clear it with reason null (409 when not disputing); a client event and an admin event. Bulk reminders skip a disputing client unless it is chosen explicitly",
    body: setRecoveryDisputeBody,
    response: z.object({ clientId: z.number().int(), dispute: recoveryDispute.nullable() }),
  }),
  exportRecovery: endpoint({
    method: 'GET',
    path: 'finance/recovery/exportRecovery',
    summary:
      "The recovery summary's whole filtered set in its sort as a CSV file (streamed; UTF-8 with a byte-order mark; `sep` ';' by default or ','; amounts in euros), named recovery-YYYY-MM-DD.csv",
    query: exportRecoveryQuery,
    response: csvFileBody,
    file: CSV_CONTENT_TYPE,
  }),
  liftRecovery: endpoint({
    method: 'POST',
    path: 'finance/recovery/liftRecovery',
    summary:
      'Lift the "in recovery" flag of a client with a comment (step-up required; 409 when the client is not flagged). It comes back only once the overdue amount has been at or under the threshold and passes it again',
    body: z.object({ clientId: id, comment }),
    response: recoveryFlag,
  }),
  liftRecoveries: endpoint({
    method: 'POST',
    path: 'finance/recovery/liftRecoveries',
    summary:
      'Lift the recovery block of several clients at once (1 to 100), each with the comment given (step-up required): one transaction; each lift is a client event and an admin event. A client no longer in recovery is listed in `notInRecovery` and left as it is; an unknown one is a 404 naming clientIds',
    body: z.object({ clientIds: z.array(id).min(1).max(100), comment }),
    response: z.object({
      lifted: z.array(z.object({ clientId: z.number().int(), businessCode: z.string() })),
      notInRecovery: z.array(z.object({ clientId: z.number().int(), businessCode: z.string() })),
    }),
  }),
  getSettings: endpoint({
    method: 'GET',
    path: 'finance/recovery/getSettings',
    summary:
      'The dunning settings: reminder levels in days overdue, the text of each level in French and in English (a template) and the recovery threshold in cents',
    response: financeSettings,
  }),
  updateSettings: endpoint({
    method: 'POST',
    path: 'finance/recovery/updateSettings',
    summary:
      'Change the reminder levels (increasing days), their templates in French and in English (step-up required when one changes) and the recovery threshold (version, 409 when stale)',
    body: updateFinanceSettingsBody,
    response: financeSettings,
  }),
};

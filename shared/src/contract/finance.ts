import { z } from 'zod';
import { endpoint } from './endpoint';
import { clientEventRow } from './clients';
import {
  comment,
  id,
  multiLine,
  singleLine,
  isoDate,
  isoDateTime,
  optionalId,
  page,
  pageSize,
  paged,
  staffName,
} from './common';
import { csvFileBody, CSV_CONTENT_TYPE } from './listing';

// Recovery's rows, queries and bodies.
export * from './recoveryRows';
import {
  RECOVERY_MAX_PAGE_SIZE,
  RECOVERY_PAGE_SIZE,
  accountingRow,
  ageingFigures,
  billingContact,
  exportRecoveryQuery,
  getClientInvoiceSummaryQuery,
  recoveryDetail,
  recoveryDispute,
  recoveryFlag,
  recoveryNoteRow,
  recoverySummaryRow,
  setRecoveryDisputeBody,
  updateBillingContactBody,
} from './recoveryRows';

// ---------------------------------------------------------------- dunning

// The dunning settings (levels, templates, delays) are in dunningSettings.ts.
export * from './dunningSettings';
import { mailLanguage, reminderLevel, financeSettings, updateFinanceSettingsBody } from './dunningSettings';

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
  .pick({ agencyId: true, salesAgentId: true, onlyOverdue: true, remindersDue: true, inRecoverySince: true })
  // In a body, texts and numbers are typed as every body's are (no text-to-number coercion).
  .extend({
    search: singleLine(100, 0).optional(),
    minOverdue: z.number().int().min(0).max(1_000_000_000).optional(),
  });

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
    summary:
      "A client's reminders: those sent (newest first) and the overdue invoices due for a level not yet sent",
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
      'Mark a client as disputing its debt with the reason (a new reason replaces the old one, the start stays), or clear it with reason null (409 when not disputing); a client event and an admin event. Bulk reminders skip a disputing client unless it is chosen explicitly',
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

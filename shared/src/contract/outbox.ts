import { z } from 'zod';
import { endpoint } from './endpoint';
import { id, isoDate, isoDateTime, keysetCursor, page, pageSize, paged } from './common';
import { csvFileBody, csvSeparator, CSV_CONTENT_TYPE } from './listing';

/**
 * The outbox (docs/product.md#mail): every mail the portal sends, as the settings area lists it
 * (`outbox/getMails`, `getMail`, `getAttachment`). Part of the settings group of calls
 * (settings.ts spreads them last), described apart.
 */

export const outboxAttachment = z.object({
  index: z.number().int(),
  filename: z.string(),
  contentType: z.string().nullable(),
  size: z.number().int(),
});
/**
 * Where a mail is (docs/product.md#mail): queued (waiting for its next try), sending (a sender
 * has it), sent (the SMTP server accepted it), captured (kept in the outbox only: no mail
 * server, demo and tests), failed (every try failed; not tried again).
 */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'captured', 'failed'] as const;
export const outboxStatus = z.enum(OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof outboxStatus>;
export const outboxMailRow = z.object({
  id: z.number().int(),
  createdAt: isoDateTime,
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  status: outboxStatus,
  /** Tries made so far (a queued mail with tries failed that many times and waits for the next). */
  tries: z.number().int(),
  /** When a queued mail is tried next. */
  nextAttemptAt: isoDateTime.nullable(),
  /** Why the last try failed (the SMTP server's answer, or the connection error). */
  lastError: z.string().nullable(),
  sentAt: isoDateTime.nullable(),
  /** The Message-ID the mail left with, and the SMTP server's answer (e.g. `250 OK: queued as X`). */
  messageId: z.string().nullable(),
  serverResponse: z.string().nullable(),
  attachments: z.array(outboxAttachment),
});
export type OutboxMailRow = z.infer<typeof outboxMailRow>;
/** At most this many days between dateFrom and dateTo of the outbox's filter. */
export const OUTBOX_MAX_DAYS = 366;

/** The date range of the outbox's filter: dateTo not before dateFrom, at most OUTBOX_MAX_DAYS days. */
function checkDateSpan(q: { dateFrom?: string; dateTo?: string }, ctx: z.RefinementCtx) {
  if (!q.dateFrom || !q.dateTo) return;
  const span = (Date.parse(q.dateTo) - Date.parse(q.dateFrom)) / 86_400_000 + 1;
  if (span < 1) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: 'dateTo is before dateFrom' });
  else if (span > OUTBOX_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['dateTo'], message: `At most ${OUTBOX_MAX_DAYS} days` });
}
const mailFilters = {
  search: z.string().trim().max(100).optional(),
  status: outboxStatus.optional(),
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
};

export const outboxEndpoints = {
  getMails: endpoint({
    method: 'GET',
    path: 'outbox/getMails',
    summary: 'Mails of the outbox (queued, sent, captured or failed), newest first, searchable by address or subject, filtered by status and date range',
    query: z
      .object({
        ...mailFilters,
        page,
        pageSize: pageSize(50, 200),
        /**
         * Optional keyset paging: the `nextCursor` of the page before. The page then starts right
         * after that mail (stable while mails are added), `page` is only echoed, and `total`
         * counts from the cursor on.
         */
        cursor: keysetCursor.optional(),
      })
      .superRefine(checkDateSpan),
    // The outbox grows without end: `total` is counted at most a few pages past the one
    // asked for, and `totalIsLowerBound` says when there are more ("250+").
    // `nextCursor` (when there are more mails) asks for the next page by keyset.
    response: paged(outboxMailRow).extend({ totalIsLowerBound: z.boolean(), nextCursor: z.string().nullable().optional() }),
  }),
  exportMails: endpoint({
    method: 'GET',
    path: 'outbox/exportMails',
    summary:
      "The outbox's mails of the filters (search, status, date range), newest first, as a CSV file (streamed by keyset; UTF-8 with a byte-order mark; `sep` ';' by default or ','), named outbox-YYYY-MM-DD.csv",
    query: z.object({ ...mailFilters, sep: csvSeparator }).superRefine(checkDateSpan),
    response: csvFileBody,
    file: CSV_CONTENT_TYPE,
  }),
  getMail: endpoint({
    method: 'GET',
    path: 'outbox/getMail',
    summary: 'One mail of the outbox with its text and HTML as sent, its secrets redacted',
    query: z.object({ id }),
    response: outboxMailRow.extend({ text: z.string(), html: z.string().nullable() }),
  }),
  getAttachment: endpoint({
    method: 'GET',
    path: 'outbox/getAttachment',
    summary: 'One attachment of a mail of the outbox, base64',
    query: z.object({ id, index: z.coerce.number().int().min(0).max(99) }),
    response: z.object({ filename: z.string(), contentType: z.string().nullable(), content: z.string() }),
  }),
};

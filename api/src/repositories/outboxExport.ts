/**
 * GET outbox/exportMails: the outbox's mails of the filters, newest first, read a batch at a
 * time by keyset (each batch starts after the last mail of the one before, stable while mails
 * are added).
 */
import type { Executor } from '../db/executor';
import { csvDateTime, csvFile, EXPORT_BATCH, type CsvColumn, type CsvSeparator } from '../domain/csvExport';
import type { QueryOut } from './areaTypes';
import { listMails } from './outbox';

type MailRow = Awaited<ReturnType<typeof listMails>>['items'][number];

export const MAIL_EXPORT_COLUMNS: readonly CsvColumn<MailRow>[] = [
  { header: 'Created at', value: (m) => csvDateTime(m.createdAt) },
  { header: 'To', value: (m) => m.to.join(', ') },
  { header: 'Cc', value: (m) => m.cc.join(', ') },
  { header: 'Subject', value: (m) => m.subject },
  { header: 'Status', value: (m) => m.status },
  { header: 'Tries', value: (m) => m.tries },
  { header: 'Sent at', value: (m) => csvDateTime(m.sentAt) },
  { header: 'Last error', value: (m) => m.lastError },
  { header: 'Attachments', value: (m) => m.attachments.length },
];

export function exportMails(db: Executor, q: QueryOut<'settings', 'exportMails'>) {
  const { sep, ...filters } = q;
  async function* batches() {
    let cursor: string | undefined;
    for (;;) {
      const page = await listMails(db, { ...filters, page: 1, pageSize: EXPORT_BATCH, cursor });
      if (page.items.length) yield page.items;
      if (!page.nextCursor) return;
      cursor = page.nextCursor;
    }
  }
  return csvFile('outbox', MAIL_EXPORT_COLUMNS, batches(), sep as CsvSeparator);
}

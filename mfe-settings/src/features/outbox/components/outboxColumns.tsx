import { Text } from '@mantine/core';
import type { ColumnDef, useFormat } from '@courier/shared';
import type { T } from '../../../i18n';
import type { MailRow } from '../types';
import { MailStatusBadge } from './MailStatusBadge';

/**
 * The outbox's columns. The server lists the mails newest first and sorts no other way, so no
 * header offers a sort: the table marks "Queued" as the order (descending) instead.
 */
export function outboxColumns(t: T, format: ReturnType<typeof useFormat>): ColumnDef<MailRow>[] {
  return [
    {
      id: 'createdAt',
      header: t('outbox.column.queued'),
      enableSorting: false,
      cell: ({ row }) => format.dateTime(row.original.createdAt),
    },
    {
      id: 'to',
      header: t('outbox.column.to'),
      enableSorting: false,
      cell: ({ row: { original: m } }) => (
        <>
          {m.to.join(', ')}
          {m.cc.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('outbox.cc', { addresses: m.cc.join(', ') })}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'subject',
      header: t('outbox.column.subject'),
      enableSorting: false,
      cell: ({ row }) => row.original.subject,
    },
    {
      id: 'status',
      header: t('outbox.column.status'),
      enableSorting: false,
      cell: ({ row: { original: m } }) => (
        <>
          <MailStatusBadge status={m.status} />
          {m.lastError && (
            <Text size="xs" c="dimmed" lineClamp={2} title={m.lastError}>
              {m.lastError}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'tries',
      header: t('outbox.column.tries'),
      enableSorting: false,
      cell: ({ row }) => format.number(row.original.tries),
    },
    {
      id: 'attachments',
      header: t('outbox.column.attachments'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.attachments
          .map((a) => t('outbox.attachment', { filename: a.filename, size: format.fileSize(a.size) }))
          .join(', ') || '—',
    },
  ];
}

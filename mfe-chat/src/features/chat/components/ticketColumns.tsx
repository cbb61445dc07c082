import type { ReactNode } from 'react';
import { Anchor, Badge, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ColumnDef, Formatters } from '@courier/shared';
import type { T } from '../../../i18n';
import type { Ticket } from '../api/getTickets';
import { conversationHref } from '../types';

/**
 * The columns of the tickets list: subject (with the start of the ticket), the room it was sent
 * from (a link to it), who sent it and when, its status (and who marked it done), and what one
 * can do. The server orders the list (newest first): the columns do not sort.
 */
export function ticketColumns(
  t: T,
  f: Formatters,
  action: (ticket: Ticket) => ReactNode,
  highlighted: number | null,
): ColumnDef<Ticket>[] {
  return [
    {
      id: 'subject',
      header: t('chat.tickets.subject'),
      enableSorting: false,
      cell: ({ row: { original: ticket } }) => (
        <Stack gap={0} maw={420} aria-current={ticket.id === highlighted ? 'true' : undefined}>
          <Text size="sm" fw={ticket.id === highlighted ? 700 : 500}>
            {ticket.subject}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {ticket.body}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'room',
      header: t('chat.tickets.room'),
      enableSorting: false,
      cell: ({ row: { original: ticket } }) =>
        ticket.room ? (
          <Anchor component={Link} to={conversationHref({ kind: 'room', id: ticket.room.id })} size="sm">
            {ticket.room.name}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('chat.tickets.noRoom')}
          </Text>
        ),
    },
    {
      id: 'sentBy',
      header: t('chat.tickets.sentBy'),
      enableSorting: false,
      cell: ({ row: { original: ticket } }) => ticket.sentBy?.name ?? t('chat.tickets.unknown'),
    },
    {
      id: 'sentAt',
      header: t('chat.tickets.sentAt'),
      enableSorting: false,
      cell: ({ row: { original: ticket } }) => f.dateTime(ticket.sentAt),
    },
    {
      id: 'status',
      header: t('chat.tickets.statusColumn'),
      enableSorting: false,
      cell: ({ row: { original: ticket } }) => (
        <Stack gap={2} align="flex-start">
          <Badge size="sm" variant="light" color={ticket.status === 'open' ? 'orange' : 'green'}>
            {t('chat.tickets.badge', { status: ticket.status })}
          </Badge>
          {ticket.closedAt && (
            <Text size="xs" c="dimmed">
              {t('chat.tickets.closedBy', {
                name: ticket.closedBy?.name ?? t('chat.tickets.unknown'),
                at: f.dateTime(ticket.closedAt),
              })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'action',
      header: () => <VisuallyHidden>{t('chat.tickets.action')}</VisuallyHidden>,
      enableSorting: false,
      cell: ({ row: { original: ticket } }) => action(ticket),
    },
  ];
}

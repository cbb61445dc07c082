import { useEffect, useState } from 'react';
import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  TICKETS_PAGE_SIZE,
  TICKET_STATUS_FILTERS,
  notifySuccess,
  useErrorMessage,
  useFormat,
  type TicketStatusFilter,
  useAddressParams,
} from '@courier/shared';
import { useT } from '../../../i18n';
import { useCloseTicket } from '../api/closeTicket';
import { useTickets, type Ticket } from '../api/getTickets';
import { PanelHeader, StatusFilter } from './PanelHeader';
import { ticketColumns } from './ticketColumns';

const ticketId = (ticket: Ticket) => String(ticket.id);

/** `?status=` of the address: open unless it names another filter. */
function statusOf(params: URLSearchParams): TicketStatusFilter {
  const status = params.get('status');
  return (TICKET_STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as TicketStatusFilter) : 'open';
}
function positive(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * The support tickets (`/chat?tab=tickets&status=open`): newest first, filtered by status in the
 * address (open, done or all; `page` too, and `ticket` marks the one a link opened), each with
 * its room and sender; an open one is marked done after a confirmation (docs/product.md#tickets).
 */
export function TicketsPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const f = useFormat();
  const describeError = useErrorMessage();
  const [params, setParams] = useAddressParams();
  const status = statusOf(params);
  const page = positive(params.get('page')) ?? 1;
  const highlighted = positive(params.get('ticket'));
  const tickets = useTickets({ status, page, pageSize: TICKETS_PAGE_SIZE });
  const close = useCloseTicket();
  // The ticket asked about stays while the dialog closes (its sentence does not go blank).
  const [confirm, setConfirm] = useState<Ticket | null>(null);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** A new filter starts at its first page; the other parameters of the address stay. */
  const show = (next: { status?: TicketStatusFilter; page?: number }) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      out.set('tab', 'tickets');
      out.set('status', next.status ?? status);
      if (next.page && next.page > 1) out.set('page', String(next.page));
      else out.delete('page');
      if (next.status) out.delete('ticket');
      return out;
    });

  const ask = (ticket: Ticket) => {
    setProblem(null);
    setConfirm(ticket);
    setAsking(true);
  };
  const closeConfirmed = async () => {
    if (!confirm || !asking) return;
    try {
      const done = await close.mutateAsync({ ticketId: confirm.id, version: confirm.version });
      notifySuccess(t('chat.tickets.done', { id: done.id }));
      setAsking(false);
    } catch (e) {
      setProblem(describeError(e));
    }
  };

  const action = (ticket: Ticket) =>
    ticket.status === 'open' ? (
      <Button
        size="compact-sm"
        variant="light"
        aria-label={t('chat.tickets.markDoneOf', { subject: ticket.subject })}
        onClick={() => ask(ticket)}
      >
        {t('chat.tickets.markDone')}
      </Button>
    ) : null;

  const data = tickets.data;
  const pages = data ? Math.ceil(data.total / data.pageSize) : 0;
  // A page emptied by closing its last tickets (or an address past the end) shows the last one.
  const pastTheEnd = !tickets.isPlaceholderData && data !== undefined && data.items.length === 0 && page > 1;
  useEffect(() => {
    if (pastTheEnd) show({ page: Math.max(1, pages) });
  });
  return (
    <Stack gap="sm" component="section" aria-label={t('chat.tickets.label')}>
      <PanelHeader
        title={t('chat.tickets.label')}
        hint={t('chat.tickets.hint')}
        closeLabel={t('chat.tickets.close')}
        onClose={onClose}
      />
      <Group align="flex-end" gap="sm">
        <StatusFilter<TicketStatusFilter>
          id="tickets-status"
          label={t('chat.tickets.status')}
          value={status}
          onChange={(v) => show({ status: v })}
          data={TICKET_STATUS_FILTERS.map((value) => ({ value, label: t('chat.tickets.filter', { status: value }) }))}
        />
        {data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('chat.tickets.total', { count: data.total })}
          </Text>
        )}
      </Group>
      {tickets.isPending ? (
        <LoadingState label={t('chat.tickets.loading')} />
      ) : tickets.error ? (
        <ErrorState title={t('chat.tickets.failed')} error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : data!.items.length === 0 ? (
        <EmptyState title={t('chat.tickets.empty', { status })} description={t('chat.tickets.emptyHint', { status })} />
      ) : (
        <DataTable<Ticket>
          label={t('chat.tickets.table')}
          columns={ticketColumns(t, f, action, highlighted)}
          data={data!.items}
          getRowId={ticketId}
        />
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={(p) => show({ page: p })}
            aria-label={t('chat.tickets.pages')}
            getItemProps={(p) => ({ 'aria-label': t('chat.tickets.page', { page: p }) })}
            getControlProps={(control) => ({ 'aria-label': t('chat.tickets.pageControl', { control }) })}
          />
        </Group>
      )}
      <ConfirmDialog
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('chat.tickets.confirmTitle')}
        confirmLabel={t('chat.tickets.markDone')}
        onConfirm={() => void closeConfirmed()}
        busy={close.isPending}
        problem={problem}
      >
        <Text size="sm">{t('chat.tickets.confirmText', { subject: confirm?.subject ?? '' })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

import { useMemo } from 'react';
import { Anchor, Group, Pagination, Select, Table, Text, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, PageLayout } from '@courier/shared';
import { useMails, type MailsQuery } from '../api/getMails';
import { STATUS_OPTIONS, size, when, type OutboxStatus } from '../types';
import { MailDetail } from './MailDetail';
import { MailStatusBadge } from './MailStatusBadge';

const PAGE_SIZE = 50;
const FILTERS = ['search', 'status', 'dateFrom', 'dateTo'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The outbox: every mail the portal queued, with where it is (queued, sent, captured, failed),
 * filtered by address or subject, status and date range (days of Paris); a mail opens in a
 * dialog with its text as sent. Filters, page and the open mail are in the address.
 *
 * The outbox grows without end, so the list pages as the admin trail does: the total is
 * counted a few pages ahead at most ("150+ mails" when there are more), and "Next page" asks
 * for the page after the last mail shown (`cursor` in the address: the page does not move
 * when mails are queued meanwhile; its total then counts from the cursor on). Any other page
 * is asked for by number.
 */
export function OutboxSection() {
  const [params, setParams] = useSearchParams();
  const value = (k: Filter) => params.get(k) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const cursor = params.get('cursor') || undefined;
  const openId = Number(params.get('mail')) || null;
  const set = (changes: Partial<Record<Filter | 'page' | 'cursor' | 'mail', string>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!('page' in changes) && !('mail' in changes)) {
          next.delete('page');
          next.delete('cursor');
        }
        return next;
      },
      { replace: true },
    );
  const datesBackwards = Boolean(value('dateFrom') && value('dateTo') && value('dateTo') < value('dateFrom'));
  const query = useMemo(() => {
    const q: MailsQuery = { page, pageSize: PAGE_SIZE };
    if (cursor) q.cursor = cursor;
    if (params.get('search')) q.search = params.get('search')!;
    if (params.get('status')) q.status = params.get('status') as OutboxStatus;
    // A range that ends before it starts is not asked for: the field says why.
    if (!datesBackwards) {
      if (params.get('dateFrom')) q.dateFrom = params.get('dateFrom')!;
      if (params.get('dateTo')) q.dateTo = params.get('dateTo')!;
    }
    return q;
  }, [params, page, cursor, datesBackwards]);
  const mails = useMails(query);
  const filtered = FILTERS.some((k) => value(k));
  // From a cursor the total counts from it on: the pages before it come first.
  const total = mails.data ? (query.cursor ? (page - 1) * PAGE_SIZE : 0) + mails.data.total : 0;
  const toPage = (p: number) => {
    const nextCursor = mails.data?.nextCursor;
    set(p === page + 1 && nextCursor ? { page: String(p), cursor: nextCursor } : { page: String(p), cursor: '' });
  };

  let content;
  if (mails.isPending) content = <LoadingState label="Loading the mails…" />;
  else if (mails.isError)
    content = (
      <ErrorState
        title="The mails could not be loaded"
        error={mails.error}
        onRetry={() => void mails.refetch()}
      />
    );
  else if (mails.data.items.length === 0)
    content = (
      <EmptyState
        title={filtered ? 'No mail matches' : 'No mail yet'}
        description={filtered ? 'Change the filters.' : 'Mails the portal sends appear here.'}
      />
    );
  else
    content = (
      <>
        <Table striped aria-label="Mails">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Queued</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Subject</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Tries</Table.Th>
              <Table.Th>Attachments</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mails.data.items.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{when(m.createdAt)}</Table.Td>
                <Table.Td>
                  {m.to.join(', ')}
                  {m.cc.length > 0 && (
                    <Text size="xs" c="dimmed">
                      cc {m.cc.join(', ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => set({ mail: String(m.id) })}>
                    {m.subject}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <MailStatusBadge status={m.status} />
                  {m.lastError && (
                    <Text size="xs" c="dimmed" lineClamp={2} title={m.lastError}>
                      {m.lastError}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{m.tries}</Table.Td>
                <Table.Td>
                  {m.attachments.map((a) => `${a.filename} (${size(a.size)})`).join(', ') || '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total}
            {mails.data.totalIsLowerBound ? '+' : ''} mails
          </Text>
          <Pagination
            total={Math.max(1, Math.ceil(total / PAGE_SIZE))}
            value={page}
            onChange={toPage}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            getControlProps={(control) => ({
              'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page`,
            })}
          />
        </Group>
      </>
    );

  return (
    <PageLayout
      title="Outbox"
      description="Every mail the portal sends: queued in the action that decides it, then sent (or only captured when no mail server is set), tried again when the server fails."
    >
      <Group align="flex-end" gap="md" wrap="wrap" role="search" aria-label="Filters of the mails">
        <TextInput
          label="Search"
          placeholder="Address or subject"
          defaultValue={value('search')}
          onKeyDown={(e) => e.key === 'Enter' && set({ search: e.currentTarget.value.trim() })}
          onBlur={(e) => set({ search: e.currentTarget.value.trim() })}
          w={260}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={value('status') || null}
          onChange={(v) => set({ status: v ?? '' })}
          clearable
          placeholder="Any"
          w={170}
        />
        <TextInput
          type="date"
          label="From"
          value={value('dateFrom')}
          onChange={(e) => set({ dateFrom: e.currentTarget.value })}
          w={160}
        />
        <TextInput
          type="date"
          label="To"
          value={value('dateTo')}
          onChange={(e) => set({ dateTo: e.currentTarget.value })}
          error={datesBackwards ? 'Before the first day' : undefined}
          w={160}
        />
      </Group>
      {content}
      {openId !== null && <MailDetail id={openId} onClose={() => set({ mail: '' })} />}
    </PageLayout>
  );
}

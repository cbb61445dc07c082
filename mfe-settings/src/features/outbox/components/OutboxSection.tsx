import { useMemo } from 'react';
import { Anchor, Group, Pagination, Select, Table, Text, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState, PageLayout, useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import { useMails, type MailsQuery } from '../api/getMails';
import { STATUSES, type OutboxStatus } from '../types';
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
  const t = useT();
  const format = useFormat();
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
    set(
      p === page + 1 && nextCursor
        ? { page: String(p), cursor: nextCursor }
        : { page: String(p), cursor: '' },
    );
  };

  let content;
  if (mails.isPending) content = <LoadingState label={t('outbox.loading')} />;
  else if (mails.isError)
    content = (
      <ErrorState title={t('outbox.failed')} error={mails.error} onRetry={() => void mails.refetch()} />
    );
  else if (mails.data.items.length === 0)
    content = (
      <EmptyState
        title={filtered ? t('outbox.emptyFiltered') : t('outbox.empty')}
        description={filtered ? t('outbox.emptyFilteredHint') : t('outbox.emptyHint')}
      />
    );
  else
    content = (
      <>
        <Table striped aria-label={t('outbox.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('outbox.column.queued')}</Table.Th>
              <Table.Th>{t('outbox.column.to')}</Table.Th>
              <Table.Th>{t('outbox.column.subject')}</Table.Th>
              <Table.Th>{t('outbox.column.status')}</Table.Th>
              <Table.Th>{t('outbox.column.tries')}</Table.Th>
              <Table.Th>{t('outbox.column.attachments')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {mails.data.items.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{format.dateTime(m.createdAt)}</Table.Td>
                <Table.Td>
                  {m.to.join(', ')}
                  {m.cc.length > 0 && (
                    <Text size="xs" c="dimmed">
                      {t('outbox.cc', { addresses: m.cc.join(', ') })}
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
                <Table.Td>{format.number(m.tries)}</Table.Td>
                <Table.Td>
                  {m.attachments
                    .map((a) =>
                      t('outbox.attachment', { filename: a.filename, size: format.fileSize(a.size) }),
                    )
                    .join(', ') || '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('outbox.count', { count: total, atLeast: mails.data.totalIsLowerBound ? 'yes' : 'no' })}
          </Text>
          <Pagination
            total={Math.max(1, Math.ceil(total / PAGE_SIZE))}
            value={page}
            onChange={toPage}
            getItemProps={(p) => ({ 'aria-label': t('settings.pager.page', { page: p }) })}
            getControlProps={(control) => ({ 'aria-label': t('settings.pager.control', { control }) })}
          />
        </Group>
      </>
    );

  return (
    <PageLayout title={t('outbox.title')} description={t('outbox.description')}>
      <Group align="flex-end" gap="md" wrap="wrap" role="search" aria-label={t('outbox.filters')}>
        <TextInput
          label={t('outbox.search')}
          placeholder={t('outbox.searchPlaceholder')}
          defaultValue={value('search')}
          onKeyDown={(e) => e.key === 'Enter' && set({ search: e.currentTarget.value.trim() })}
          onBlur={(e) => set({ search: e.currentTarget.value.trim() })}
          w={260}
        />
        <Select
          label={t('outbox.status')}
          data={STATUSES.map((status) => ({ value: status, label: t(`outbox.state.${status}`) }))}
          value={value('status') || null}
          onChange={(v) => set({ status: v ?? '' })}
          clearable
          placeholder={t('outbox.any')}
          w={170}
        />
        <TextInput
          type="date"
          label={t('outbox.from')}
          value={value('dateFrom')}
          onChange={(e) => set({ dateFrom: e.currentTarget.value })}
          w={160}
        />
        <TextInput
          type="date"
          label={t('outbox.to')}
          value={value('dateTo')}
          onChange={(e) => set({ dateTo: e.currentTarget.value })}
          error={datesBackwards ? t('outbox.beforeFirstDay') : undefined}
          w={160}
        />
      </Group>
      {content}
      {openId !== null && <MailDetail id={openId} onClose={() => set({ mail: '' })} />}
    </PageLayout>
  );
}

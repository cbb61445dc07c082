import { useCallback, useMemo } from 'react';
import { Group, Pagination, Select, Text, TextInput } from '@mantine/core';
import {
  api,
  DataTable,
  DateField,
  EmptyState,
  ErrorState,
  ExportButton,
  LoadingState,
  PageLayout,
  parseDay,
  useFormat,
  useAddressParams,
} from '@courier/shared';
import { useT } from '../../../i18n';
import { useMails, type MailsQuery } from '../api/getMails';
import { STATUSES, statusOf, type MailRow } from '../types';
import { MailDetail } from './MailDetail';
import { outboxColumns } from './outboxColumns';

/** The outbox call's own page size (its default). */
const PAGE_SIZE = 50;
/** The only order the server lists mails in. */
const NEWEST_FIRST = { id: 'createdAt', desc: true };
const noOtherSort = () => {};
const mailId = (m: MailRow) => String(m.id);
const FILTERS = ['search', 'status', 'dateFrom', 'dateTo'] as const;
type Filter = (typeof FILTERS)[number];

/**
 * The outbox: every mail the portal queued, with where it is (queued, sent, captured, failed),
 * filtered by address or subject, status and date range (days of Paris); a mail opens in a
 * dialog with its text as sent; each row is a link to it (`mail=<id>`, the filters kept). Filters,
 * page and the open mail are in the address; "Export CSV" downloads every mail of the filters.
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
  const [params, setParams] = useAddressParams();
  const value = (k: Filter) => params.get(k) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const cursor = params.get('cursor') || undefined;
  const openId = Number(params.get('mail')) || null;
  // `?status=failed` (the Today page's link) filters; a status the outbox does not know is ignored.
  const status = statusOf(params.get('status'));
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
  // A day filter is written to the address once the text typed is a day (or emptied).
  const dayFilter = (k: 'dateFrom' | 'dateTo', v: string) => {
    if (v === '' || parseDay(v)) set({ [k]: v });
  };
  const datesBackwards = Boolean(value('dateFrom') && value('dateTo') && value('dateTo') < value('dateFrom'));
  const query = useMemo(() => {
    const q: MailsQuery = { page, pageSize: PAGE_SIZE };
    if (cursor) q.cursor = cursor;
    if (params.get('search')) q.search = params.get('search')!;
    if (status) q.status = status;
    // A range that ends before it starts is not asked for: the field says why.
    if (!datesBackwards) {
      if (params.get('dateFrom')) q.dateFrom = params.get('dateFrom')!;
      if (params.get('dateTo')) q.dateTo = params.get('dateTo')!;
    }
    return q;
  }, [params, page, cursor, datesBackwards, status]);
  const exportQuery = useMemo(() => {
    const { page: _page, pageSize: _size, cursor: _cursor, ...filters } = query;
    return filters;
  }, [query]);
  const columns = useMemo(() => outboxColumns(t, format), [t, format]);
  const address = params.toString();
  const mailHref = useCallback(
    (m: MailRow) => {
      const next = new URLSearchParams(address);
      next.delete('mail');
      next.set('mail', String(m.id));
      return `/settings?${next.toString()}`;
    },
    [address],
  );
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
        <DataTable<MailRow>
          label={t('outbox.table')}
          columns={columns}
          data={mails.data.items}
          getRowId={mailId}
          rowHref={mailHref}
          linkColumnId="subject"
          sort={NEWEST_FIRST}
          onSortClick={noOtherSort}
        />
        <Group justify="space-between">
          <Group gap={6}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('outbox.count', { count: total, atLeast: mails.data.totalIsLowerBound ? 'yes' : 'no' })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('outbox.newestFirst')}
            </Text>
          </Group>
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
    <PageLayout
      title={t('outbox.title')}
      description={t('outbox.description')}
      actions={
        <ExportButton endpoint={api.settings.exportMails} query={exportQuery} disabled={datesBackwards} />
      }
    >
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
          value={status ?? null}
          onChange={(v) => set({ status: v ?? '' })}
          clearable
          placeholder={t('outbox.any')}
          w={170}
        />
        <DateField
          label={t('outbox.from')}
          value={value('dateFrom')}
          onChange={(v) => dayFilter('dateFrom', v)}
          w={160}
        />
        <DateField
          label={t('outbox.to')}
          value={value('dateTo')}
          onChange={(v) => dayFilter('dateTo', v)}
          error={datesBackwards ? t('outbox.beforeFirstDay') : undefined}
          w={160}
        />
      </Group>
      {content}
      {openId !== null && <MailDetail id={openId} onClose={() => set({ mail: '' })} />}
    </PageLayout>
  );
}

import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Group, Pagination, Table, Text } from '@mantine/core';
import {
  useListQuery,
  api,
  EmptyState,
  ExportButton,
  ListPage,
  listParam,
  useListPrefetch,
  useListSelection,
  useListState,
  type ListValues,
  type ListParam,
  type ListStateOptions,
  useFormat,
} from '@courier/shared';
import { summaryQueryOptions, useClientInvoiceSummary, type SummaryQuery, type SummaryRow, type SummaryTotals } from '../api';
import { RECOVERY_PAGE_SIZE, RECOVERY_SORTS, type RecoveryFilters, type RecoverySort } from '../types';
import { eurosToCents } from '../utils/format';
import { useT } from '../../../i18n';
import { exportTexts } from '../../../kit/kitTexts';
import { RecoveryFiltersBar } from './RecoveryFiltersBar';
import { summaryColumns } from './summaryColumns';
import { OverdueChart } from './OverdueChart';
import { SendRemindersButton } from './SendRemindersButton';
import { LiftBlocksButton } from './LiftBlocksButton';
import { CreditRequestsPanel } from '../../creditRequests';

const oneId: ListParam<number | null> = {
  parse: (text) => (text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null),
  format: (v) => (v === null ? null : String(v)),
};

/** A day in the address (`YYYY-MM-DD`); anything else is no filter. */
const isoDayParam: ListParam<string> = {
  parse: (text) => (text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : ''),
  format: (v) => v || null,
};

/** The summary in the address: search, agency, sales agent, minimum overdue, only overdue, sort (overdue first by default), page. */
const RECOVERY_LIST: ListStateOptions<RecoverySort, RecoveryFilters> = {
  sorts: RECOVERY_SORTS,
  defaults: { sort: { id: 'overdue', desc: true } },
  filters: {
    agencyId: oneId,
    salesAgentId: oneId,
    minOverdue: listParam.text,
    onlyOverdue: listParam.flag,
    remindersDue: listParam.flag,
    inRecoverySince: isoDayParam,
  },
};

const rowId = (r: SummaryRow) => String(r.clientId);
const rowLabel = (r: SummaryRow) => `${r.businessCode} ${r.name}`;
/** Each row is a link to the client's recovery page (keyboard, middle click, new tab). */
const rowHref = (r: SummaryRow) => `/finance/recovery/${r.clientId}`;

/** The query of getClientInvoiceSummary for the list's state (a minimum that is not an amount is left out). */
export function summaryQuery(list: Omit<ListValues<RecoverySort, RecoveryFilters>, 'status'>): SummaryQuery {
  const f = list.filters;
  const min = f.minOverdue ? eurosToCents(f.minOverdue) : null;
  return {
    search: list.q || undefined,
    agencyId: f.agencyId ?? undefined,
    salesAgentId: f.salesAgentId ?? undefined,
    minOverdue: min ?? undefined,
    onlyOverdue: f.onlyOverdue || undefined,
    remindersDue: f.remindersDue || undefined,
    inRecoverySince: f.inRecoverySince || undefined,
    sort: list.sort?.id ?? 'overdue',
    order: list.sort && !list.sort.desc ? 'asc' : 'desc',
    page: list.page,
    pageSize: RECOVERY_PAGE_SIZE,
  };
}

/** The page's query options for the list's values (as useClientInvoiceSummary makes them): a search starts it early. */
const summaryOf = (list: ListValues<RecoverySort, RecoveryFilters>) => summaryQueryOptions(summaryQuery(list));

const TOTAL_CELLS = [
  'notDue',
  'overdue1to30',
  'overdue31to60',
  'overdue61to90',
  'overdueOver90',
  'overdue',
  'totalDue',
] as const;

/** The totals of every client of the filter set (all pages), under the table. */
function TotalsRow({ totals }: { totals: SummaryTotals }) {
  const t = useT();
  const f = useFormat();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder aria-label={t('recovery.summary.totals')} data-testid="recovery-totals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('recovery.summary.clients')}</Table.Th>
            {TOTAL_CELLS.map((key) => (
              <Table.Th key={key} scope="col" ta="right">
                {t(`finance.bucket.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{f.number(totals.clients)}</Table.Td>
            {TOTAL_CELLS.map((key) => (
              <Table.Td key={key} ta="right" ff="monospace" data-testid={`total-${key}`}>
                {f.money(totals[key])}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /finance/recovery: per client, not yet due and overdue by age, filters, sort, pages, totals, CSV. */
export function RecoverySummaryPage() {
  const t = useT();
  const f = useFormat();
  const columns = useMemo(() => summaryColumns(t, f), [t, f]);
  const list = useListState(RECOVERY_LIST);
  const query = summaryQuery(list);
  const summary = useClientInvoiceSummary(query);
  const prefetch = useListPrefetch(list, summaryOf);
  const page = useListQuery(summary, summary.data?.items);
  // The export and the bulk reminders follow the page's filters (and the export its sort), not its page.
  const { page: _page, pageSize: _pageSize, ...filtersAndSort } = query;
  const filters = {
    search: query.search,
    agencyId: list.filters.agencyId ?? undefined,
    salesAgentId: list.filters.salesAgentId ?? undefined,
    minOverdue: typeof query.minOverdue === 'number' ? query.minOverdue : undefined,
    onlyOverdue: query.onlyOverdue,
    remindersDue: query.remindersDue,
    inRecoverySince: query.inRecoverySince,
  };
  // Ticked clients, for lifting their blocks in one confirmed batch.
  const selection = useListSelection(rowId);
  const chosen = summary.data ? selection.chosen(summary.data.items) : [];
  const pages = summary.data ? Math.ceil(summary.data.total / RECOVERY_PAGE_SIZE) : 0;
  const badMinimum = list.filters.minOverdue !== '' && eurosToCents(list.filters.minOverdue) === null;

  return (
    <ListPage
      title={t('recovery.summary.title')}
      description={
        summary.data
          ? t('recovery.summary.description', { count: summary.data.total, date: f.date(summary.data.asOf) })
          : t('recovery.summary.descriptionLoading')
      }
      noun={[t('recovery.summary.nounOne'), t('recovery.summary.nounMany')]}
      list={list}
      prefetch={prefetch}
      query={page}
      columns={columns}
      getRowId={rowId}
      rowHref={rowHref}
      selection={{ state: selection, label: rowLabel }}
      sorting="server"
      statusControl={false}
      searchPlaceholder={t('recovery.summary.search')}
      notice={
        <>
          {/* Credit notes the Clients area asked for: FINANCE decides them here. */}
          <CreditRequestsPanel />
          {badMinimum && (
            <Alert color="orange" variant="light" role="status">
              {t('recovery.summary.badMinimum')}
            </Alert>
          )}
        </>
      }
      filters={
        <RecoveryFiltersBar
          filters={list.filters}
          onChange={(patch) => list.update({ filters: patch })}
          onReset={() => list.reset()}
        />
      }
      actions={
        <>
          <LiftBlocksButton chosen={chosen} onDone={() => selection.clear()} />
          <ExportButton
            endpoint={api.finance.exportRecovery}
            query={filtersAndSort}
            disabled={!summary.data || summary.data.total === 0}
            texts={exportTexts(t)}
          />
          <SendRemindersButton filters={filters} />
          <Button component={Link} to="/finance/recovery/dunning" variant="subtle">
            {t('recovery.summary.dunningSettings')}
          </Button>
        </>
      }
      columnChooser
      empty={(filtered) => (
        <EmptyState
          title={t(filtered ? 'recovery.summary.emptyFilteredTitle' : 'recovery.summary.emptyTitle')}
          description={t(filtered ? 'recovery.summary.emptyFilteredText' : 'recovery.summary.emptyText')}
        />
      )}
      tableHeight={560}
    >
      {/* The pager is the area's own (not ListPage's): its previous/next controls are named (axe button-name). */}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            total={pages}
            value={list.page}
            onChange={(p) => {
              prefetch({ page: p });
              list.update({ page: p });
            }}
            getItemProps={(p) => ({ 'aria-label': t('finance.pager.page', { page: p }) })}
            getControlProps={(control) => ({ 'aria-label': t('finance.pager.control', { control }) })}
          />
        </Group>
      )}
      {summary.data && summary.data.items.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            {t('recovery.summary.totalsOf', { count: summary.data.totals.clients })}
          </Text>
          <TotalsRow totals={summary.data.totals} />
          <OverdueChart totals={summary.data.totals} />
        </>
      )}
    </ListPage>
  );
}

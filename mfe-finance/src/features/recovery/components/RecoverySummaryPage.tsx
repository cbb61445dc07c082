import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Group, Pagination, Table, Text } from '@mantine/core';
import {
  useListQuery,
  EmptyState,
  ListPage,
  listParam,
  useListSelection,
  useListState,
  type ListParam,
  type ListStateOptions,
} from '@courier/shared';
import { useClientInvoiceSummary, type SummaryQuery, type SummaryRow, type SummaryTotals } from '../api';
import { RECOVERY_PAGE_SIZE, RECOVERY_SORTS, type RecoveryFilters, type RecoverySort } from '../types';
import { eurosToCents, formatEuros } from '../utils/format';
import { RecoveryFiltersBar } from './RecoveryFiltersBar';
import { SUMMARY_COLUMNS } from './summaryColumns';
import { OverdueChart } from './OverdueChart';
import { SendRemindersButton } from './SendRemindersButton';
import { LiftBlocksButton } from './LiftBlocksButton';
import { CreditRequestsPanel } from '../../creditRequests';

const oneId: ListParam<number | null> = {
  parse: (text) => (text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null),
  format: (v) => (v === null ? null : String(v)),
};

/** The summary in the address: search, agency, sales agent, minimum overdue, only overdue, sort (overdue first by default), page. */
const RECOVERY_LIST: ListStateOptions<RecoverySort, RecoveryFilters> = {
  sorts: RECOVERY_SORTS,
  defaults: { sort: { id: 'overdue', desc: true } },
  filters: { agencyId: oneId, salesAgentId: oneId, minOverdue: listParam.text, onlyOverdue: listParam.flag },
};

const rowId = (r: SummaryRow) => String(r.clientId);

/** The query of getClientInvoiceSummary for the list's state (a minimum that is not an amount is left out). */
export function summaryQuery(list: {
  q: string;
  sort: { id: RecoverySort; desc: boolean } | null;
  page: number;
  filters: RecoveryFilters;
}): SummaryQuery {
  const f = list.filters;
  const min = f.minOverdue ? eurosToCents(f.minOverdue) : null;
  return {
    search: list.q || undefined,
    agencyId: f.agencyId ?? undefined,
    salesAgentId: f.salesAgentId ?? undefined,
    minOverdue: min ?? undefined,
    onlyOverdue: f.onlyOverdue || undefined,
    sort: list.sort?.id ?? 'overdue',
    order: list.sort && !list.sort.desc ? 'asc' : 'desc',
    page: list.page,
    pageSize: RECOVERY_PAGE_SIZE,
  };
}

const TOTAL_CELLS: { key: keyof SummaryTotals; label: string }[] = [
  { key: 'notDue', label: 'Not yet due' },
  { key: 'overdue1to30', label: '1–30 days' },
  { key: 'overdue31to60', label: '31–60 days' },
  { key: 'overdue61to90', label: '61–90 days' },
  { key: 'overdueOver90', label: 'Over 90 days' },
  { key: 'overdue', label: 'Overdue' },
  { key: 'totalDue', label: 'Total due' },
];

/** The totals of every client of the filter set (all pages), under the table. */
function TotalsRow({ totals }: { totals: SummaryTotals }) {
  return (
    <Table withTableBorder aria-label="Totals" data-testid="recovery-totals">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Clients</Table.Th>
          {TOTAL_CELLS.map((c) => (
            <Table.Th key={c.key} scope="col" ta="right">
              {c.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>{totals.clients}</Table.Td>
          {TOTAL_CELLS.map((c) => (
            <Table.Td key={c.key} ta="right" ff="monospace" data-testid={`total-${c.key}`}>
              {formatEuros(totals[c.key])}
            </Table.Td>
          ))}
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** /finance/recovery: per client, not yet due and overdue by age, filters, sort, pages, totals, CSV. */
export function RecoverySummaryPage() {
  const navigate = useNavigate();
  const list = useListState(RECOVERY_LIST);
  const summary = useClientInvoiceSummary(summaryQuery(list));
  const page = useListQuery(summary, summary.data?.items);
  const openClient = useCallback((r: SummaryRow) => navigate(`/finance/recovery/${r.clientId}`), [navigate]);
  // Ticked clients, for lifting their blocks in one confirmed batch.
  const selection = useListSelection(rowId);
  const chosen = summary.data ? selection.chosen(summary.data.items) : [];
  const pages = summary.data ? Math.ceil(summary.data.total / RECOVERY_PAGE_SIZE) : 0;
  const badMinimum = list.filters.minOverdue !== '' && eurosToCents(list.filters.minOverdue) === null;

  return (
    <ListPage
      title="Finance recovery"
      description={
        summary.data
          ? `What ${summary.data.total.toLocaleString('en-GB')} clients owe, as of ${summary.data.asOf}`
          : 'What clients owe, not yet due and overdue by age.'
      }
      noun={['client', 'clients']}
      list={list}
      query={page}
      columns={SUMMARY_COLUMNS}
      getRowId={rowId}
      onRowClick={openClient}
      selection={{ state: selection, label: (r) => `${r.businessCode} ${r.name}` }}
      sorting="server"
      statusControl={false}
      searchPlaceholder="Business code or name"
      notice={
        <>
          {/* Credit notes the Clients area asked for: FINANCE decides them here. */}
          <CreditRequestsPanel />
          {badMinimum && (
            <Alert color="orange" variant="light" role="status">
              The minimum overdue is not an amount in euros (e.g. 1500 or 1500.50); it is ignored.
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
          <SendRemindersButton />
          <Button component={Link} to="/finance/recovery/dunning" variant="subtle">
            Dunning settings
          </Button>
        </>
      }
      columnChooser
      csvFileName={`recovery-page-${list.page}.csv`}
      empty={(filtered) => (
        <EmptyState
          title={filtered ? 'No client matches these filters' : 'No client owes anything'}
          description={filtered ? 'Change the search or the filters.' : 'Every invoice is paid.'}
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
            onChange={(p) => list.update({ page: p })}
            getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            getControlProps={(control) => ({
              'aria-label': `${control[0].toUpperCase()}${control.slice(1)} page`,
            })}
          />
        </Group>
      )}
      {summary.data && summary.data.items.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Totals of the {summary.data.totals.clients} clients matching (all pages)
          </Text>
          <TotalsRow totals={summary.data.totals} />
          <OverdueChart totals={summary.data.totals} />
        </>
      )}
    </ListPage>
  );
}

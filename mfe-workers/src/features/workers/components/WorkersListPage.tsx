import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Group, SegmentedControl, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  PageLayout,
  downloadCsv,
  toCsv,
  usePortalConfig,
  type ActivityStatusFilter,
  type ColumnDef,
} from '@courier/shared';
import { useWorkers } from '../api';
import { useWorkersListParams } from '../hooks/useWorkersListParams';
import type { WorkerColumnId, WorkerRow } from '../types';
import { AddWorkerModal } from './AddWorkerModal';
import { ColumnChooser } from './ColumnChooser';
import { DEFAULT_VISIBLE_COLUMNS, WORKER_COLUMNS } from './workerColumns';

const rowId = (w: WorkerRow) => String(w.id);

const STATUS_OPTIONS: { value: ActivityStatusFilter; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

/** /workers: the list (virtualized), its filters, sort, columns, CSV export and "Add worker". */
export function WorkersListPage() {
  const { productLabel } = usePortalConfig();
  const navigate = useNavigate();
  const [params, setParams] = useWorkersListParams();
  const [searchText, setSearchText] = useState(params.search);
  const [debouncedSearch] = useDebouncedValue(searchText.trim(), 250);
  const [visible, setVisible] = useState<WorkerColumnId[]>(DEFAULT_VISIBLE_COLUMNS);
  const [adding, setAdding] = useState(false);

  // The address changed from outside (a link to /workers?q=...): the box follows it.
  const [syncedSearch, setSyncedSearch] = useState(params.search);
  if (params.search !== syncedSearch) {
    setSyncedSearch(params.search);
    if (params.search !== searchText.trim()) setSearchText(params.search);
  }

  // The typed search goes to the address (and so to the query) once the typing pauses.
  const lastDebounced = useRef(debouncedSearch);
  useEffect(() => {
    if (debouncedSearch === lastDebounced.current) return;
    lastDebounced.current = debouncedSearch;
    if (debouncedSearch !== params.search) setParams({ search: debouncedSearch });
  }, [debouncedSearch, params.search, setParams]);

  const query = {
    activityStatus: params.status,
    search: params.search || undefined,
    sort: params.sort,
    order: params.order,
  };
  const workers = useWorkers(query);
  const rows = workers.data;

  const shownColumns = useMemo(() => WORKER_COLUMNS.filter((c) => visible.includes(c.id)), [visible]);

  const columns = useMemo<ColumnDef<WorkerRow>[]>(
    () =>
      shownColumns.map((c) => ({
        id: c.id,
        enableSorting: false,
        header: () => {
          if (!c.sort) return c.header;
          const active = params.sort === c.sort;
          const next = active && params.order === 'asc' ? 'desc' : 'asc';
          return (
            <UnstyledButton
              fw={600}
              fz="sm"
              onClick={() => setParams({ sort: c.sort, order: next })}
              aria-label={`Sort by ${c.header.toLowerCase()}${active ? `, now ${params.order === 'asc' ? 'ascending' : 'descending'}` : ''}`}
            >
              {c.header}
              {active ? (params.order === 'asc' ? ' ▲' : ' ▼') : ''}
            </UnstyledButton>
          );
        },
        cell: ({ row }) => (c.cell ? c.cell(row.original) : (c.text(row.original) ?? '')),
      })),
    [shownColumns, params.sort, params.order, setParams],
  );

  const exportCsv = () => {
    if (!rows) return;
    const csv = toCsv(
      rows,
      shownColumns.map((c) => ({ header: c.header, value: c.text })),
    );
    downloadCsv(`workers-${params.status}.csv`, csv);
  };

  const filtering = params.search !== '' || params.status !== 'active';
  const openWorker = useCallback(
    (w: WorkerRow) => navigate(`/workers/${encodeURIComponent(w.shortCode)}`),
    [navigate],
  );
  // The table re-renders only when its rows or columns change, not while the search is typed
  // or a refetch flag flips: 2,000 rows stay smooth.
  const table = useMemo(
    () => (
      <DataTable
        label="Workers"
        columns={columns}
        data={rows ?? []}
        getRowId={rowId}
        onRowClick={openWorker}
        height={600}
        empty={
          <EmptyState
            title={filtering ? 'No worker matches these filters' : 'No worker yet'}
            description={
              filtering ? 'Change the search or the activity status.' : 'Add the first one with "Add worker".'
            }
          />
        }
      />
    ),
    [columns, rows, openWorker, filtering],
  );

  return (
    <PageLayout
      title={`${productLabel}s`}
      description="Couriers of the company: filter, search, open one by its short code."
      actions={
        <>
          <Button variant="default" onClick={exportCsv} disabled={!rows || rows.length === 0}>
            Export CSV
          </Button>
          <Button onClick={() => setAdding(true)}>Add worker</Button>
        </>
      }
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <div role="group" aria-labelledby="workers-status-label">
          <Text id="workers-status-label" size="sm" fw={500} mb={4}>
            Activity status
          </Text>
          <SegmentedControl
            value={params.status}
            onChange={(value) => setParams({ status: value as ActivityStatusFilter })}
            data={STATUS_OPTIONS}
          />
        </div>
        <TextInput
          type="search"
          label="Search"
          placeholder="Short code, name, email, phone"
          value={searchText}
          onChange={(e) => setSearchText(e.currentTarget.value)}
          w={320}
        />
        <ColumnChooser visible={visible} onChange={setVisible} />
        <Text size="sm" c="dimmed" aria-live="polite" ml="auto">
          {rows ? `${rows.length} worker${rows.length === 1 ? '' : 's'} shown` : ''}
          {workers.isFetching && rows ? ' · updating…' : ''}
        </Text>
      </Group>

      {workers.isPending ? (
        <LoadingState label="Loading workers…" />
      ) : workers.isError && !rows ? (
        <ErrorState title="The workers could not be loaded" error={workers.error} onRetry={() => workers.refetch()} />
      ) : (
        table
      )}
      <VisuallyHidden aria-live="polite">{workers.isError && rows ? 'Refreshing the list failed.' : ''}</VisuallyHidden>
      <AddWorkerModal opened={adding} onClose={() => setAdding(false)} />
    </PageLayout>
  );
}

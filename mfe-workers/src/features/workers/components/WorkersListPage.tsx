import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@mantine/core';
import {
  useListQuery,
  EmptyState,
  ListPage,
  api,
  useListState,
  usePortalConfig,
  WORKERS_PAGE_SIZE,
  type ListStateOptions,
} from '@courier/shared';
import { useWorkers } from '../api';
import type { WorkerRow, WorkerSortField } from '../types';
import { AddWorkerModal } from './AddWorkerModal';
import { WORKER_COLUMNS } from './workerColumns';

/** The list in the address: active workers (lists show the active rows unless asked) by last name unless it says otherwise; the server sorts. */
const WORKERS_LIST: ListStateOptions<WorkerSortField> = {
  sorts: api.workers.getWorkers.query!.shape.sort.unwrap().options,
  defaults: { sort: { id: 'lastName', desc: false } },
};

const rowId = (w: WorkerRow) => String(w.id);

/** /workers: the list (a page of 100, virtualized), its filters, sort, columns, CSV export and "Add worker". */
export function WorkersListPage() {
  const { productLabel } = usePortalConfig();
  const navigate = useNavigate();
  const list = useListState(WORKERS_LIST);
  const [adding, setAdding] = useState(false);
  const workers = useWorkers({
    activityStatus: list.status,
    search: list.q || undefined,
    sort: list.sort?.id,
    order: list.sort?.desc ? 'desc' : 'asc',
    page: list.page,
    pageSize: WORKERS_PAGE_SIZE,
  });
  const page = useListQuery(workers, workers.data?.items);
  const openWorker = useCallback(
    (w: WorkerRow) => navigate(`/workers/${encodeURIComponent(w.shortCode)}`),
    [navigate],
  );

  return (
    <ListPage
      title={`${productLabel}s`}
      description="Couriers of the company: filter, search, open one by its short code."
      noun={['worker', 'workers']}
      list={list}
      query={page}
      pagination={workers.data && { total: workers.data.total, pageSize: WORKERS_PAGE_SIZE }}
      columns={WORKER_COLUMNS}
      getRowId={rowId}
      onRowClick={openWorker}
      sorting="server"
      searchPlaceholder="Short code, name, email, phone"
      columnChooser
      csvFileName={`workers-${list.status}.csv`}
      actions={<Button onClick={() => setAdding(true)}>Add worker</Button>}
      empty={(filtered) => (
        <EmptyState
          title={filtered ? 'No worker matches these filters' : 'No worker yet'}
          description={
            filtered ? 'Change the search or the activity status.' : 'Add the first one with "Add worker".'
          }
        />
      )}
      tableHeight={600}
    >
      <AddWorkerModal opened={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}

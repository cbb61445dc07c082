import { useState } from 'react';
import { Button } from '@mantine/core';
import {
  useListQuery,
  EmptyState,
  ExportButton,
  FilterChip,
  ListPage,
  api,
  listParam,
  useListState,
  usePortalConfig,
  TODAY_ENDING_DAYS as LEAVING_SOON_DAYS,
  WORKERS_PAGE_SIZE,
  type ListStateOptions,
} from '@courier/shared';
import { useWorkers } from '../api';
import type { WorkerRow, WorkerSortField } from '../types';
import { useT } from '../../../i18n';
import { exportTexts } from '../../../components/exportTexts';
import { AddWorkerModal } from './AddWorkerModal';
import { useWorkerColumns } from './workerColumns';

/** The list in the address: active workers (lists show the active rows unless asked) by last name unless it says otherwise; the server sorts. */
const WORKERS_LIST: ListStateOptions<WorkerSortField, { leavingSoon: boolean }> = {
  sorts: api.workers.getWorkers.query!.shape.sort.unwrap().options,
  defaults: { sort: { id: 'lastName', desc: false } },
  // Set by the Today page's link (workers leaving within 30 days): a chip clears it.
  filters: { leavingSoon: listParam.flag },
};

const rowId = (w: WorkerRow) => String(w.id);
const rowHref = (w: WorkerRow) => `/workers/${encodeURIComponent(w.shortCode)}`;


/** /workers: the list (a page of 100, virtualized, rows linking to the worker), its filters, sort, columns, the server's CSV export and "Add worker". */
export function WorkersListPage() {
  const { productLabel } = usePortalConfig();
  const t = useT();
  const columns = useWorkerColumns();
  const list = useListState(WORKERS_LIST);
  const [adding, setAdding] = useState(false);
  // The list's filters and sort: the page's query and the export's (the whole set, not a page).
  const filtersAndSort = {
    activityStatus: list.status,
    search: list.q || undefined,
    leavingSoon: list.filters.leavingSoon ? ('true' as const) : undefined,
    sort: list.sort?.id,
    order: list.sort?.desc ? ('desc' as const) : ('asc' as const),
  };
  const workers = useWorkers({ ...filtersAndSort, page: list.page, pageSize: WORKERS_PAGE_SIZE });
  const page = useListQuery(workers, workers.data?.items);

  return (
    <ListPage
      title={t('workers.title', { productLabel })}
      description={t('workers.list.description')}
      noun={[t('workers.noun.one'), t('workers.noun.many')]}
      list={list}
      query={page}
      pagination={workers.data && { total: workers.data.total, pageSize: WORKERS_PAGE_SIZE }}
      columns={columns}
      getRowId={rowId}
      rowHref={rowHref}
      sorting="server"
      searchPlaceholder={t('workers.list.search')}
      columnChooser
      filters={
        list.filters.leavingSoon && (
          <FilterChip
            label={t('workers.list.leavingSoon', { days: LEAVING_SOON_DAYS })}
            clearLabel={t('workers.list.clearFilter', { filter: t('workers.list.leavingSoon', { days: LEAVING_SOON_DAYS }) })}
            onClear={() => list.update({ filters: { leavingSoon: false } })}
          />
        )
      }
      actions={
        <>
          <ExportButton
            endpoint={api.workers.exportWorkers}
            query={filtersAndSort}
            disabled={!workers.data || workers.data.total === 0}
            texts={exportTexts(t, t('workers.export.title'))}
          />
          <Button onClick={() => setAdding(true)}>{t('workers.list.add')}</Button>
        </>
      }
      empty={(filtered) => (
        <EmptyState
          title={t(filtered ? 'workers.list.emptyFiltered' : 'workers.list.empty')}
          description={t(filtered ? 'workers.list.emptyFilteredHint' : 'workers.list.emptyHint')}
        />
      )}
      tableHeight={600}
    >
      <AddWorkerModal opened={adding} onClose={() => setAdding(false)} />
    </ListPage>
  );
}

import { useState } from 'react';
import { Button, Checkbox, Group } from '@mantine/core';
import {
  useListQuery,
  EmptyState,
  ExportButton,
  ListPage,
  api,
  listParam,
  useListPrefetch,
  useListState,
  usePortalConfig,
  TODAY_ENDING_DAYS as LEAVING_SOON_DAYS,
  WORKERS_PAGE_SIZE,
  type ListStateOptions,
  type ListValues,
} from '@courier/shared';
import { useWorkers, workersQueryOptions } from '../api';
import type { WorkerRow, WorkerSortField } from '../types';
import { useT } from '../../../i18n';
import { exportTexts } from '../../../components/exportTexts';
import { AddWorkerModal } from './AddWorkerModal';
import { useWorkerColumns } from './workerColumns';

/** The list in the address: active workers (lists show the active rows unless asked) by last name unless it says otherwise; the server sorts. */
type SoonFilter = 'contractEndingSoon' | 'documentExpiringSoon' | 'leavingSoon';
const WORKERS_LIST: ListStateOptions<WorkerSortField, Record<SoonFilter, boolean>> = {
  sorts: api.workers.getWorkers.query!.shape.sort.unwrap().options,
  defaults: { sort: { id: 'lastName', desc: false } },
  // Each set by a Today page's link (within 30 days), shown checked, and offered here too.
  filters: { contractEndingSoon: listParam.flag, documentExpiringSoon: listParam.flag, leavingSoon: listParam.flag },
};
/** The "within 30 days" filters, in the order the page offers them, with their words. */
const SOON_FILTERS = [
  ['contractEndingSoon', 'workers.list.contractEndingSoon'],
  ['documentExpiringSoon', 'workers.list.documentExpiringSoon'],
  ['leavingSoon', 'workers.list.leavingSoon'],
] as const;

type WorkersListValues = ListValues<WorkerSortField, Record<SoonFilter, boolean>>;

/** The list's filters and sort: the page's query and the export's (the whole set, not a page). */
const filtersAndSortOf = (list: WorkersListValues) => ({
  activityStatus: list.status,
  search: list.q || undefined,
  contractEndingSoon: list.filters.contractEndingSoon ? ('true' as const) : undefined,
  documentExpiringSoon: list.filters.documentExpiringSoon ? ('true' as const) : undefined,
  leavingSoon: list.filters.leavingSoon ? ('true' as const) : undefined,
  sort: list.sort?.id,
  order: list.sort?.desc ? ('desc' as const) : ('asc' as const),
});
const workersQuery = (list: WorkersListValues) => ({ ...filtersAndSortOf(list), page: list.page, pageSize: WORKERS_PAGE_SIZE });
/** The page's query options for the list's values (as useWorkers makes them): a search starts it early. */
const workersOf = (list: WorkersListValues) => workersQueryOptions(workersQuery(list));

const rowId = (w: WorkerRow) => String(w.id);
const rowHref = (w: WorkerRow) => `/workers/${encodeURIComponent(w.shortCode)}`;


/** /workers: the list (a page of 100, virtualized, rows linking to the worker), its filters, sort, columns, the server's CSV export and "Add worker". */
export function WorkersListPage() {
  const { productLabel } = usePortalConfig();
  const t = useT();
  const columns = useWorkerColumns();
  const list = useListState(WORKERS_LIST);
  const [adding, setAdding] = useState(false);
  const filtersAndSort = filtersAndSortOf(list);
  const workers = useWorkers(workersQuery(list));
  const prefetch = useListPrefetch(list, workersOf);
  const page = useListQuery(workers, workers.data?.items);

  return (
    <ListPage
      title={t('workers.title', { productLabel })}
      description={t('workers.list.description')}
      noun={[t('workers.noun.one'), t('workers.noun.many')]}
      list={list}
      prefetch={prefetch}
      query={page}
      pagination={workers.data && { total: workers.data.total, pageSize: WORKERS_PAGE_SIZE }}
      columns={columns}
      getRowId={rowId}
      rowHref={rowHref}
      sorting="server"
      searchPlaceholder={t('workers.list.search')}
      columnChooser
      filters={
        <Group gap="md" mb={8}>
          {SOON_FILTERS.map(([filter, label]) => (
            <Checkbox
              key={filter}
              label={t(label, { days: LEAVING_SOON_DAYS })}
              checked={list.filters[filter]}
              onChange={(e) => list.update({ filters: { [filter]: e.currentTarget.checked } })}
            />
          ))}
        </Group>
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

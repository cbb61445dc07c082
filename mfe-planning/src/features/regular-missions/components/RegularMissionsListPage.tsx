import { useMemo, useState } from 'react';
import { Badge, Button, MultiSelect } from '@mantine/core';
import {
  useListQuery,
  EmptyState,
  ExportButton,
  ListPage,
  api,
  listParam,
  useListPrefetch,
  useListState,
  useFormat,
  useReferenceList,
  type Formatters,
  type ListColumn,
  type ListStateOptions,
  type ListValues,
} from '@courier/shared';
import { getRegularMissionsQueryOptions, useRegularMissions } from '../api';
import { REGULAR_MISSIONS_PAGE_SIZE, type RegularMissionRow, type RegularMissionSortField } from '../types';
import { ApplyWeekModal } from './ApplyWeekModal';
import { weekdayId } from '../utils/week';
import { useT } from '../../../i18n';
import { useRenderMarks } from '../../../lib/renderMarks';

interface Filters {
  clients: number[];
  missionNames: string[];
}
const names = {
  parse: (text: string | null) => (text ? text.split('|').filter(Boolean) : []),
  format: (v: string[]) => (v.length ? v.join('|') : null),
};
/** The columns the server sorts on (`sort`/`order` of getRegularMissions), the client's name by default. */
const SORTS: readonly RegularMissionSortField[] = ['client', 'name', 'startTime', 'activityStatus'];
const LIST: ListStateOptions<RegularMissionSortField, Filters> = {
  sorts: SORTS,
  defaults: { sort: { id: 'client', desc: false } },
  filters: { clients: listParam.ids, missionNames: names },
};

type MissionsListValues = ListValues<RegularMissionSortField, Filters>;

/** The list's filters and sort: the page's query and the export's. */
function filtersAndSortOf(list: MissionsListValues) {
  const sort = list.sort ?? LIST.defaults!.sort!;
  return {
    activityStatus: list.status,
    searchValue: list.q || undefined,
    clients: list.filters.clients.join(',') || undefined,
    missionNames: list.filters.missionNames,
    sort: sort.id,
    order: sort.desc ? ('desc' as const) : ('asc' as const),
  };
}
const missionsQuery = (list: MissionsListValues) => ({
  ...filtersAndSortOf(list),
  page: list.page,
  pageSize: REGULAR_MISSIONS_PAGE_SIZE,
});
/** The page's query options for the list's values (as useRegularMissions makes them): a search starts it early. */
const missionsOf = (list: MissionsListValues) => getRegularMissionsQueryOptions(missionsQuery(list));

/** The list's columns in the page's language (headers, weekdays, times). */
function columnsOf(t: ReturnType<typeof useT>, f: Formatters): readonly ListColumn<RegularMissionRow>[] {
  const status = (r: RegularMissionRow) => t(r.isActive ? 'regularMissions.status.active' : 'regularMissions.status.inactive');
  return [
    { id: 'client', header: t('regularMissions.column.client'), value: (r) => r.client.name },
    { id: 'name', header: t('regularMissions.column.mission'), value: (r) => r.name },
    {
      id: 'weekdays',
      header: t('regularMissions.column.days'),
      value: (r) => r.weekdays.map((d) => t(weekdayId(d))).join(', '),
    },
    {
      id: 'startTime',
      header: t('regularMissions.column.times'),
      value: (r) => `${f.clock(r.startTime)}–${f.clock(r.endTime)}`,
    },
    { id: 'waypoints', header: t('regularMissions.column.waypoints'), value: (r) => r.expectedWaypoints },
    { id: 'km', header: t('regularMissions.column.km'), value: (r) => r.expectedKm },
    {
      id: 'worker',
      header: t('regularMissions.column.courier'),
      value: (r) => (r.worker ? `${r.worker.shortCode} ${r.worker.name}` : ''),
    },
    {
      id: 'activityStatus',
      header: t('regularMissions.column.status'),
      value: status,
      cell: (r) => <Badge color={r.isActive ? 'green' : 'gray'}>{status(r)}</Badge>,
    },
  ];
}
const rowId = (r: RegularMissionRow) => String(r.id);
const rowHref = (r: RegularMissionRow) => `/regularMissions/${r.id}`;

/** The export dialog in the page's language. */
const exportTexts = (t: ReturnType<typeof useT>) => ({
  button: t('regularMissions.export.button'),
  title: t('regularMissions.export.title'),
  description: t('regularMissions.export.description'),
  separator: t('regularMissions.export.separator'),
  semicolon: t('regularMissions.export.semicolon'),
  comma: t('regularMissions.export.comma'),
  download: t('regularMissions.export.download'),
  cancel: t('common.cancel'),
  downloading: t('regularMissions.export.downloading'),
  failed: t('regularMissions.export.failed'),
});

/** /regularMissions: the list (page 1 of 1000, filters, search, total) and "Apply to a week". */
export function RegularMissionsListPage() {
  const t = useT();
  const f = useFormat();
  const columns = useMemo(() => columnsOf(t, f), [t, f]);
  const list = useListState(LIST);
  const [applying, setApplying] = useState(false);
  const clients = useReferenceList(api.regularMissions.getRegMissionsClients, undefined as never);
  const missionNames = useReferenceList(api.regularMissions.getRegMissionsNames, undefined as never);
  const filtersAndSort = filtersAndSortOf(list);
  const missions = useRegularMissions(missionsQuery(list));
  const prefetch = useListPrefetch(list, missionsOf);
  const page = useListQuery(missions, missions.data?.items);
  // A filtered list applies its own active missions to a week, not every active one.
  const filteredIds = useMemo(
    () => (list.filtered && missions.data ? missions.data.items.filter((r) => r.isActive).map((r) => r.id) : undefined),
    [list.filtered, missions.data],
  );
  // `regular-missions:rows-committed` / `:rows-painted` for e2e/bench/planning.ts.
  useRenderMarks(
    'regular-missions',
    missions.data,
    () => document.querySelectorAll('main tbody tr:not([aria-hidden])').length,
  );
  return (
    <ListPage
      title={t('regularMissions.list.title')}
      description={t('regularMissions.list.description')}
      noun={[t('regularMissions.list.nounOne'), t('regularMissions.list.nounMany')]}
      list={list}
      prefetch={prefetch}
      query={page}
      pagination={missions.data && { total: missions.data.total, pageSize: REGULAR_MISSIONS_PAGE_SIZE }}
      columns={columns}
      getRowId={rowId}
      rowHref={rowHref}
      sorting="server"
      searchPlaceholder={t('regularMissions.list.search')}
      filters={
        <>
          <MultiSelect
            label={t('regularMissions.list.clients')}
            placeholder={t('regularMissions.list.allClients')}
            searchable
            limit={100}
            clearable
            data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={list.filters.clients.map(String)}
            onChange={(v) => list.update({ filters: { clients: v.map(Number) } })}
            w={240}
          />
          <MultiSelect
            label={t('regularMissions.list.missionNames')}
            placeholder={t('regularMissions.list.allNames')}
            searchable
            clearable
            data={missionNames.data ?? []}
            value={list.filters.missionNames}
            onChange={(v) => list.update({ filters: { missionNames: v } })}
            w={240}
          />
        </>
      }
      actions={
        <>
          <ExportButton
            endpoint={api.regularMissions.exportRegularMissions}
            query={filtersAndSort}
            disabled={!missions.data || missions.data.total === 0}
            texts={exportTexts(t)}
          />
          <Button onClick={() => setApplying(true)}>{t('regularMissions.list.apply')}</Button>
        </>
      }
      empty={(filtered) => (
        <EmptyState
          title={t(filtered ? 'regularMissions.list.emptyFiltered' : 'regularMissions.list.empty')}
          description={t(filtered ? 'regularMissions.list.emptyFilteredHint' : 'regularMissions.list.emptyHint')}
        />
      )}
      tableHeight={600}
    >
      <ApplyWeekModal opened={applying} onClose={() => setApplying(false)} regularMissionIds={filteredIds} />
    </ListPage>
  );
}

import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, MultiSelect } from '@mantine/core';
import {
  useListQuery,
  EmptyState,
  ListPage,
  api,
  listParam,
  useListState,
  useReferenceList,
  type ListColumn,
  type ListStateOptions,
} from '@courier/shared';
import { useRegularMissions } from '../api';
import { REGULAR_MISSIONS_PAGE_SIZE, type RegularMissionRow } from '../types';
import { ApplyWeekModal } from './ApplyWeekModal';
import { weekdaysLabel } from '../utils/format';
import { useRenderMarks } from '../../../lib/renderMarks';

interface Filters {
  clients: number[];
  missionNames: string[];
}
const names = {
  parse: (text: string | null) => (text ? text.split('|').filter(Boolean) : []),
  format: (v: string[]) => (v.length ? v.join('|') : null),
};
const LIST: ListStateOptions<string, Filters> = { filters: { clients: listParam.ids, missionNames: names } };

const COLUMNS: readonly ListColumn<RegularMissionRow>[] = [
  { id: 'client', header: 'Client', value: (r) => r.client.name },
  { id: 'name', header: 'Mission', value: (r) => r.name },
  { id: 'weekdays', header: 'Days', value: (r) => weekdaysLabel(r.weekdays) },
  { id: 'time', header: 'Times', value: (r) => `${r.startTime}–${r.endTime}` },
  { id: 'waypoints', header: 'Waypoints', value: (r) => r.expectedWaypoints },
  { id: 'km', header: 'Km', value: (r) => r.expectedKm },
  {
    id: 'worker',
    header: 'Courier',
    value: (r) => (r.worker ? `${r.worker.shortCode} ${r.worker.name}` : ''),
  },
  {
    id: 'isActive',
    header: 'Status',
    value: (r) => (r.isActive ? 'active' : 'inactive'),
    cell: (r) => <Badge color={r.isActive ? 'green' : 'gray'}>{r.isActive ? 'Active' : 'Inactive'}</Badge>,
  },
];
const rowId = (r: RegularMissionRow) => String(r.id);

/** /regularMissions: the list (page 1 of 1000, filters, search, total) and "Apply to a week". */
export function RegularMissionsListPage() {
  const navigate = useNavigate();
  const list = useListState(LIST);
  const [applying, setApplying] = useState(false);
  const clients = useReferenceList(api.regularMissions.getRegMissionsClients, undefined as never);
  const missionNames = useReferenceList(api.regularMissions.getRegMissionsNames, undefined as never);
  const missions = useRegularMissions({
    activityStatus: list.status,
    searchValue: list.q || undefined,
    clients: list.filters.clients.join(',') || undefined,
    missionNames: list.filters.missionNames,
    page: list.page,
    pageSize: REGULAR_MISSIONS_PAGE_SIZE,
  });
  const page = useListQuery(missions, missions.data?.items);
  const open = useCallback((r: RegularMissionRow) => navigate(`/regularMissions/${r.id}`), [navigate]);
  // `regular-missions:rows-committed` / `:rows-painted` for e2e/bench/planning.ts.
  useRenderMarks(
    'regular-missions',
    missions.data,
    () => document.querySelectorAll('main tbody tr:not([aria-hidden])').length,
  );
  return (
    <ListPage
      title="Missions régulières"
      description="Clients' recurring missions: filter, search, open one to edit it or switch it off; apply the active ones to a week."
      noun={['regular mission', 'regular missions']}
      list={list}
      query={page}
      pagination={missions.data && { total: missions.data.total, pageSize: REGULAR_MISSIONS_PAGE_SIZE }}
      columns={COLUMNS}
      getRowId={rowId}
      onRowClick={open}
      searchPlaceholder="Mission or client name"
      csvFileName={`regular-missions-${list.status}.csv`}
      filters={
        <>
          <MultiSelect
            label="Clients"
            placeholder="All clients"
            searchable
            limit={100}
            clearable
            data={(clients.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={list.filters.clients.map(String)}
            onChange={(v) => list.update({ filters: { clients: v.map(Number) } })}
            w={240}
          />
          <MultiSelect
            label="Mission names"
            placeholder="All names"
            searchable
            clearable
            data={missionNames.data ?? []}
            value={list.filters.missionNames}
            onChange={(v) => list.update({ filters: { missionNames: v } })}
            w={240}
          />
        </>
      }
      actions={<Button onClick={() => setApplying(true)}>Apply to a week</Button>}
      empty={(filtered) => (
        <EmptyState
          title={filtered ? 'No regular mission matches these filters' : 'No regular mission yet'}
          description={
            filtered
              ? 'Change the search, the clients, the names or the status.'
              : 'Regular missions are created with the client.'
          }
        />
      )}
      tableHeight={600}
    >
      <ApplyWeekModal opened={applying} onClose={() => setApplying(false)} />
    </ListPage>
  );
}

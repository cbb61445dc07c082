import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageLayout,
  api,
  todayInParis,
  useFormat,
  useReferenceList,
  useAddressParams,
} from '@courier/shared';
import { useT } from '../../../i18n';
import { useClientGroupsShiftable, useClientsShiftable, useMaxDaysLimit, useShifts } from '../api';
import { useShiftDrop } from '../hooks/useShiftDrop';
import type { BoardWorker, PanelTarget } from '../types';
import { addDays, isIsoDate, mondayOf, weekDates } from '../utils/week';
import { anomalyKindOf } from '../utils/anomalyText';
import { DaySummaryPanel } from './DaySummaryPanel';
import { ClientsFilter } from './ClientsFilter';
import { ReconciliationPanel } from './ReconciliationPanel';
import { ShiftPanel } from './ShiftPanel';
import { WeekBoard } from './WeekBoard';
import { WorkerPlanPanel, type WorkerPlanTarget } from './WorkerPlanPanel';

/** Worker rows the board asks for at once: the contract's most (BOARD_MAX_PAGE_SIZE); only those in view are rendered. */
const BOARD_ROWS = 300;

const ids = (text: string | null) =>
  (text ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/**
 * /planning: the week board (rows = workers, filtered by agency, team, client group and client;
 * columns = days), drag to move (Alt/Ctrl-drag to copy), the side panel, the day summary and
 * the max-days limit, a worker's planned shifts and anomalies, and planned against actual for a
 * worker. The week and the filters are in the address
 * (`?week=&agencyIds=&teamIds=&clientGroupIds=&clientIds=`); `?workerId=` opens a worker's
 * planned shifts and anomalies (the link of the worker's page).
 *
 * A client group filter is sent as its clients: the board shows the clients chosen, or, with
 * none chosen, every shiftable client of the groups chosen (the client picker then lists only
 * those).
 */
export function PlanningPage() {
  const t = useT();
  const f = useFormat();
  const [params, setParams] = useAddressParams();
  const week = mondayOf(isIsoDate(params.get('week')) ? params.get('week')! : todayInParis());
  const dates = useMemo(() => weekDates(week), [week]);
  const agencyIds = useMemo(() => ids(params.get('agencyIds')), [params]);
  const teamIds = useMemo(() => ids(params.get('teamIds')), [params]);
  const chosenClientIds = useMemo(() => ids(params.get('clientIds')), [params]);
  const clientGroupIds = useMemo(() => ids(params.get('clientGroupIds')), [params]);
  const linkedWorkerId = ids(params.get('workerId'))[0];
  // `?shift=` (a link naming the shift, EntityLink): that shift's panel.
  const linkedShiftId = ids(params.get('shift'))[0];
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          // Another week or other filters: back to the first rows.
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  // Stable, for the memoized client filter.
  const chooseClients = useCallback((v: string[]) => setParam('clientIds', v.join(',') || null), [setParam]);

  // Asked only when needed: the board's first answer does not wait for every client.
  const [clientsWanted, setClientsWanted] = useState(false);
  const wantClients = useCallback(() => setClientsWanted(true), []);
  const clients = useClientsShiftable(
    {},
    clientsWanted || clientGroupIds.length > 0 || chosenClientIds.length > 0,
  );
  const groups = useClientGroupsShiftable({});
  // The clients the picker offers: those of the groups chosen, or all.
  const clientOptions = useMemo(
    () =>
      (clients.data ?? []).filter(
        (c) =>
          clientGroupIds.length === 0 ||
          (c.clientGroupId !== null && clientGroupIds.includes(c.clientGroupId)),
      ),
    [clients.data, clientGroupIds],
  );
  // The clients the board is filtered on: those chosen, else those of the groups chosen.
  const groupsWaiting = clientGroupIds.length > 0 && !clients.data;
  const clientIds = useMemo(
    () =>
      chosenClientIds.length > 0 || clientGroupIds.length === 0
        ? chosenClientIds
        : clientOptions.map((c) => c.id),
    [chosenClientIds, clientGroupIds, clientOptions],
  );
  const groupsEmpty = clientGroupIds.length > 0 && !!clients.data && clientIds.length === 0;
  const board = useShifts(
    {
      dateStart: dates[0],
      dateEnd: dates[6],
      agencyIds: agencyIds.join(',') || undefined,
      teamIds: teamIds.join(',') || undefined,
      clientIds: clientIds.join(',') || undefined,
      page,
      pageSize: BOARD_ROWS,
    },
    !groupsWaiting && !groupsEmpty,
  );
  const limit = useMaxDaysLimit({});
  const agencies = useReferenceList(api.reference.getAgencies, { activityStatus: 'active' });
  const teams = useReferenceList(api.reference.getTeams, { activityStatus: 'active' });
  const months = useMemo(() => [...new Set(dates.map((d) => d.slice(0, 7)))], [dates]);
  // The board's answer says which of the week's pay months are closed (any planner, no RETRIB needed).
  const { onDrop, refusal, dismiss, closedMonths } = useShiftDrop({
    months,
    closed: board.data?.closedMonths,
    answeredAt: board.dataUpdatedAt,
  });
  const [chosenPanel, setPanel] = useState<PanelTarget | null>(null);
  const panel = chosenPanel ?? (linkedShiftId ? { kind: 'shift' as const, shiftId: linkedShiftId } : null);
  const closePanel = () => {
    setPanel(null);
    if (linkedShiftId) {
      setWorkerPanel(null);
      setParam('shift', null);
    }
  };
  const [workerPanel, setWorkerPanel] = useState<WorkerPlanTarget | null>(null);
  // `?workerId=` (the worker's page links here): that worker's planned shifts and anomalies.
  // A shift opened from a link (`?shift=`) takes the side.
  const shownWorker = linkedShiftId
    ? null
    : (workerPanel ?? (linkedWorkerId ? { id: linkedWorkerId } : null));
  const closeWorker = () => {
    setWorkerPanel(null);
    if (linkedWorkerId) setParam('workerId', null);
  };
  // `?day=` (the Today page's links): the day summary of that date; `?anomaly=` counts one kind.
  const summaryDate = isIsoDate(params.get('day')) ? params.get('day') : null;
  const setSummaryDate = (day: string) => setParam('day', day);
  const anomaly = anomalyKindOf(params.get('anomaly'));
  const shownSummaryDate =
    summaryDate && dates.includes(summaryDate)
      ? summaryDate
      : dates.includes(todayInParis())
        ? todayInParis()
        : dates[0];

  const openShift = useCallback((shiftId: number) => setPanel({ kind: 'shift', shiftId }), []);
  const newShift = useCallback(
    (workerId: number, date: string) => setPanel({ kind: 'new', workerId, date }),
    [],
  );
  const openTimes = useCallback(
    (workerId: number, date: string) => setPanel({ kind: 'times', workerId, date }),
    [],
  );
  const openWorker = useCallback((w: BoardWorker) => {
    setPanel(null);
    setWorkerPanel({ id: w.id, shortCode: w.shortCode, name: w.name });
  }, []);

  return (
    <PageLayout
      title={t('planning.page.title')}
      description={
        limit.data
          ? t('planning.page.descriptionWithLimit', {
              lastDate: f.date(limit.data.lastDate),
              days: limit.data.maxDaysLimit,
              keys: t('planning.page.keys'),
            })
          : t('planning.page.description', { keys: t('planning.page.keys') })
      }
      actions={
        <Group gap="xs">
          <Button variant="default" onClick={() => setParam('week', addDays(week, -7))}>
            {t('planning.week.previous')}
          </Button>
          <Button variant="default" onClick={() => setParam('week', null)}>
            {t('planning.week.this')}
          </Button>
          <Button variant="default" onClick={() => setParam('week', addDays(week, 7))}>
            {t('planning.week.next')}
          </Button>
        </Group>
      }
    >
      <Stack gap="sm">
        <Text fw={600} aria-live="polite">
          {t('planning.week.range', { start: f.date(dates[0]), end: f.date(dates[6]) })}
        </Text>
        <Group align="flex-end">
          <MultiSelect
            label={t('planning.filter.agencies')}
            placeholder={t('planning.filter.allAgencies')}
            data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={agencyIds.map(String)}
            onChange={(v) => setParam('agencyIds', v.join(',') || null)}
            clearable
            w={220}
          />
          <MultiSelect
            label={t('planning.filter.teams')}
            placeholder={t('planning.filter.allTeams')}
            data={(teams.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={teamIds.map(String)}
            onChange={(v) => setParam('teamIds', v.join(',') || null)}
            clearable
            w={220}
          />
          <MultiSelect
            label={t('planning.filter.groups')}
            placeholder={t(
              groups.isError ? 'planning.filter.groupsUnavailable' : 'planning.filter.allGroups',
            )}
            searchable
            data={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
            value={clientGroupIds.map(String)}
            onChange={(v) =>
              setParams(
                (prev) => {
                  const next = new URLSearchParams(prev);
                  if (v.length) next.set('clientGroupIds', v.join(','));
                  else next.delete('clientGroupIds');
                  // The clients chosen outside the new groups are dropped.
                  const inGroups = new Set(
                    (clients.data ?? [])
                      .filter(
                        (c) =>
                          v.length === 0 || (c.clientGroupId !== null && v.includes(String(c.clientGroupId))),
                      )
                      .map((c) => c.id),
                  );
                  const kept = chosenClientIds.filter((id) => inGroups.has(id));
                  if (kept.length) next.set('clientIds', kept.join(','));
                  else next.delete('clientIds');
                  next.delete('page');
                  return next;
                },
                { replace: true },
              )
            }
            clearable
            nothingFoundMessage={t('planning.filter.noGroup')}
            w={240}
          />
          <ClientsFilter
            label={t('planning.filter.clients')}
            placeholder={t(
              clientGroupIds.length ? 'planning.filter.allClientsOfGroups' : 'planning.filter.allClients',
            )}
            clients={clientOptions}
            value={chosenClientIds}
            onChange={chooseClients}
            onWanted={wantClients}
            loading={clients.isFetching}
            loadingLabel={t('planning.filter.clientsLoading')}
            noneLabel={t('planning.filter.noClient')}
          />
        </Group>
        {refusal && (
          <Alert
            color="red"
            role="alert"
            title={t('planning.refusal.title')}
            withCloseButton
            closeButtonLabel={t('planning.refusal.dismiss')}
            onClose={dismiss}
          >
            {refusal}
          </Alert>
        )}
        {groupsEmpty && (
          <EmptyState title={t('planning.groups.empty')} description={t('planning.groups.emptyHint')} />
        )}
        {clients.isError && clientGroupIds.length > 0 && (
          <ErrorState
            title={t('planning.groups.error')}
            error={clients.error}
            onRetry={() => void clients.refetch()}
          />
        )}
        {(groupsWaiting || (board.isPending && !groupsEmpty)) && !clients.isError && (
          <LoadingState label={t('planning.board.loading')} />
        )}
        {board.isError && (
          <ErrorState
            title={t('planning.board.error')}
            error={board.error}
            onRetry={() => void board.refetch()}
          />
        )}
        {board.data && board.data.workers.length === 0 && (
          <EmptyState title={t('planning.board.empty')} description={t('planning.board.emptyHint')} />
        )}
        {board.data && board.data.workers.length > 0 && (
          <>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('planning.board.totals', {
                  workers: board.data.total,
                  shifts: board.data.totals.shifts,
                  anomalies: board.data.totals.anomalies,
                })}
              </Text>
              {board.data.total > board.data.pageSize && (
                <Group gap="xs">
                  <Text size="sm" aria-live="polite">
                    {t('planning.board.range', {
                      first: (board.data.page - 1) * board.data.pageSize + 1,
                      last: (board.data.page - 1) * board.data.pageSize + board.data.workers.length,
                      total: board.data.total,
                    })}
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={page <= 1}
                    onClick={() => setParam('page', String(page - 1))}
                  >
                    {t('planning.board.previousWorkers')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={page * board.data.pageSize >= board.data.total}
                    onClick={() => setParam('page', String(page + 1))}
                  >
                    {t('planning.board.nextWorkers')}
                  </Button>
                </Group>
              )}
            </Group>
            <WeekBoard
              board={board.data}
              dates={dates}
              onOpenShift={openShift}
              onNewShift={newShift}
              onOpenTimes={openTimes}
              onOpenWorker={openWorker}
              onDrop={onDrop}
              today={todayInParis()}
              closedMonths={closedMonths}
            />
          </>
        )}
        <DaySummaryPanel
          dates={dates}
          date={shownSummaryDate}
          onDate={setSummaryDate}
          clientIds={clientIds}
          agencyIds={agencyIds}
          anomaly={anomaly}
          onClearAnomaly={() => setParam('anomaly', null)}
        />
        <ReconciliationPanel filters={{ agencyIds, teamIds, clientIds }} monday={week} />
      </Stack>
      <ShiftPanel
        target={panel}
        workers={board.data?.workers ?? []}
        onClose={closePanel}
        onCreated={(id) => setPanel({ kind: 'shift', shiftId: id })}
      />
      <WorkerPlanPanel
        worker={shownWorker}
        onClose={closeWorker}
        // One side panel at a time: a shift or a day opened from the list takes its place.
        onOpenShift={(shiftId) => {
          closeWorker();
          setPanel({ kind: 'shift', shiftId });
        }}
        onOpenTimes={(workerId, date) => {
          closeWorker();
          openTimes(workerId, date);
        }}
      />
    </PageLayout>
  );
}

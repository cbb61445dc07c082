import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageLayout,
  api,
  errorMessage,
  notifySuccess,
  useReferenceList,
} from '@courier/shared';
import {
  useClientGroupsShiftable,
  useClientsShiftable,
  useDuplicateShift,
  useMaxDaysLimit,
  useMoveShift,
  useShifts,
} from '../api';
import type { BoardWorker, PanelTarget } from '../types';
import { addDays, isIsoDate, mondayOf, todayInParis, weekDates } from '../utils/week';
import { DaySummaryPanel } from './DaySummaryPanel';
import { ReconciliationPanel } from './ReconciliationPanel';
import { ShiftPanel } from './ShiftPanel';
import { WeekBoard, type ShiftDrop } from './WeekBoard';
import { WorkerPlanPanel, type WorkerPlanTarget } from './WorkerPlanPanel';

/** Worker rows the board asks for at once: the contract's most (BOARD_MAX_PAGE_SIZE); only those in view are rendered. */
const BOARD_ROWS = 300;

const KEYS =
  "Arrows move across cells, Enter opens a shift, N plans one, T opens the day's worker times, W the worker's planned shifts and anomalies.";

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
  const [params, setParams] = useSearchParams();
  const week = mondayOf(isIsoDate(params.get('week')) ? params.get('week')! : todayInParis());
  const dates = useMemo(() => weekDates(week), [week]);
  const agencyIds = useMemo(() => ids(params.get('agencyIds')), [params]);
  const teamIds = useMemo(() => ids(params.get('teamIds')), [params]);
  const chosenClientIds = useMemo(() => ids(params.get('clientIds')), [params]);
  const clientGroupIds = useMemo(() => ids(params.get('clientGroupIds')), [params]);
  const linkedWorkerId = ids(params.get('workerId'))[0];
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const setParam = (key: string, value: string | null) =>
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
    );

  const clients = useClientsShiftable({});
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
  const move = useMoveShift();
  const duplicate = useDuplicateShift();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [panel, setPanel] = useState<PanelTarget | null>(null);
  const [workerPanel, setWorkerPanel] = useState<WorkerPlanTarget | null>(null);
  // `?workerId=` (the worker's page links here): that worker's planned shifts and anomalies.
  const shownWorker = workerPanel ?? (linkedWorkerId ? { id: linkedWorkerId } : null);
  const closeWorker = () => {
    setWorkerPanel(null);
    if (linkedWorkerId) setParam('workerId', null);
  };
  const [summaryDate, setSummaryDate] = useState<string | null>(null);
  const shownSummaryDate =
    summaryDate && dates.includes(summaryDate)
      ? summaryDate
      : dates.includes(todayInParis())
        ? todayInParis()
        : dates[0];

  const onDrop = useCallback(
    ({ shift, targetWorkerId, targetDate, duplicate: copy }: ShiftDrop) => {
      setRefusal(null);
      const body = { shiftId: shift.id, targetWorkerId, targetDate };
      const handlers = {
        onSuccess: () =>
          notifySuccess(copy ? `Shift copied to ${targetDate}` : `Shift moved to ${targetDate}`),
        onError: (e: unknown) => setRefusal(`${copy ? 'Copy' : 'Move'} refused: ${errorMessage(e)}`),
      };
      if (copy) duplicate.mutate(body, handlers);
      else move.mutate(body, handlers);
    },
    [duplicate, move],
  );
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
      title="Planning"
      description={
        limit.data
          ? `Shifts may be planned up to ${limit.data.lastDate} (${limit.data.maxDaysLimit} days ahead). Drag a shift to move it; hold Alt or Ctrl to copy it. ${KEYS}`
          : `Drag a shift to move it; hold Alt or Ctrl to copy it. ${KEYS}`
      }
      actions={
        <Group gap="xs">
          <Button variant="default" onClick={() => setParam('week', addDays(week, -7))}>
            Previous week
          </Button>
          <Button variant="default" onClick={() => setParam('week', null)}>
            This week
          </Button>
          <Button variant="default" onClick={() => setParam('week', addDays(week, 7))}>
            Next week
          </Button>
        </Group>
      }
    >
      <Stack gap="sm">
        <Text fw={600} aria-live="polite">
          Week of {dates[0]} to {dates[6]}
        </Text>
        <Group align="flex-end">
          <MultiSelect
            label="Agencies"
            placeholder="All agencies"
            data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={agencyIds.map(String)}
            onChange={(v) => setParam('agencyIds', v.join(',') || null)}
            clearable
            w={220}
          />
          <MultiSelect
            label="Teams"
            placeholder="All teams"
            data={(teams.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            value={teamIds.map(String)}
            onChange={(v) => setParam('teamIds', v.join(',') || null)}
            clearable
            w={220}
          />
          <MultiSelect
            label="Client groups"
            placeholder={groups.isError ? 'Client groups unavailable' : 'All client groups'}
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
            nothingFoundMessage="No client group matches"
            w={240}
          />
          <MultiSelect
            label="Clients"
            placeholder={clientGroupIds.length ? 'All clients of the groups' : 'All clients'}
            searchable
            limit={100}
            data={clientOptions.map((c) => ({ value: String(c.id), label: c.name }))}
            value={chosenClientIds.map(String)}
            onChange={(v) => setParam('clientIds', v.join(',') || null)}
            clearable
            w={260}
          />
        </Group>
        {refusal && (
          <Alert
            color="red"
            role="alert"
            title="The server refused the change"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setRefusal(null)}
          >
            {refusal}
          </Alert>
        )}
        {groupsEmpty && (
          <EmptyState
            title="No client of these groups can receive shifts"
            description="Choose other client groups."
          />
        )}
        {clients.isError && clientGroupIds.length > 0 && (
          <ErrorState
            title="The clients of the groups could not be loaded"
            error={clients.error}
            onRetry={() => void clients.refetch()}
          />
        )}
        {(groupsWaiting || (board.isPending && !groupsEmpty)) && !clients.isError && (
          <LoadingState label="Loading the week…" />
        )}
        {board.isError && (
          <ErrorState
            title="The week could not be loaded"
            error={board.error}
            onRetry={() => void board.refetch()}
          />
        )}
        {board.data && board.data.workers.length === 0 && (
          <EmptyState
            title="No worker matches these filters"
            description="Change the agencies, teams, client groups or clients."
          />
        )}
        {board.data && board.data.workers.length > 0 && (
          <>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {board.data.total} workers, {board.data.totals.shifts} shifts, {board.data.totals.anomalies}{' '}
                anomalies this week
              </Text>
              {board.data.total > board.data.pageSize && (
                <Group gap="xs">
                  <Text size="sm" aria-live="polite">
                    Workers {(board.data.page - 1) * board.data.pageSize + 1}–
                    {(board.data.page - 1) * board.data.pageSize + board.data.workers.length} of{' '}
                    {board.data.total}
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={page <= 1}
                    onClick={() => setParam('page', String(page - 1))}
                  >
                    Previous workers
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={page * board.data.pageSize >= board.data.total}
                    onClick={() => setParam('page', String(page + 1))}
                  >
                    Next workers
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
            />
          </>
        )}
        <DaySummaryPanel
          dates={dates}
          date={shownSummaryDate}
          onDate={setSummaryDate}
          clientIds={clientIds}
          agencyIds={agencyIds}
        />
        <ReconciliationPanel filters={{ agencyIds, teamIds, clientIds }} monday={week} />
      </Stack>
      <ShiftPanel
        target={panel}
        workers={board.data?.workers ?? []}
        onClose={() => setPanel(null)}
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

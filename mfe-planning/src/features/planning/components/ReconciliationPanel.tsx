import { useState } from 'react';
import { Card, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ErrorState, LoadingState, errorMessage } from '@courier/shared';
import { useReconciliation, useSearchBoardWorkers } from '../api';
import { addDays, dayLabel, euros } from '../utils/week';

/** Minutes as `7 h 05`. */
export function duration(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const m = Math.abs(minutes);
  return `${sign}${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')}`;
}

/** A pay difference with its sign: what the worker times add to (or take from) the plan. */
const signedEuros = (cents: number) => (cents > 0 ? `+${euros(cents)}` : euros(cents));

type Span = 'week' | 'four';

/** The board's filters: the picker offers their worker rows, every page. */
export interface BoardFilters {
  agencyIds: number[];
  teamIds: number[];
  clientIds: number[];
}

/** Workers the picker lists at once; a search narrows them. */
const PICKER_LIMIT = 20;

/**
 * Planned against actual for one worker of the board's filters (any page, picked by a search
 * on planning/searchBoardWorkers): per date, the planned and worked minutes, the anomalies and
 * the pay they make (planning/getReconciliation), over the board's week or the four weeks
 * that end with it.
 */
export function ReconciliationPanel({ filters, monday }: { filters: BoardFilters; monday: string }) {
  const [workerId, setWorkerId] = useState<string | null>(null);
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search === chosenLabel ? '' : search.trim(), 250);
  const [span, setSpan] = useState<Span>('week');
  const picker = useSearchBoardWorkers({
    dateStart: monday,
    dateEnd: addDays(monday, 6),
    agencyIds: filters.agencyIds.join(',') || undefined,
    teamIds: filters.teamIds.join(',') || undefined,
    clientIds: filters.clientIds.join(',') || undefined,
    search: term || undefined,
    limit: PICKER_LIMIT,
  });
  const options = (picker.data?.workers ?? []).map((w) => ({
    value: String(w.id),
    label: `${w.shortCode} ${w.name}`,
  }));
  // The chosen worker stays an option while another search is typed.
  if (workerId && chosenLabel && !options.some((o) => o.value === workerId))
    options.unshift({ value: workerId, label: chosenLabel });
  const more = picker.data && picker.data.total > picker.data.workers.length;
  const dateStart = span === 'week' ? monday : addDays(monday, -21);
  const dateEnd = addDays(monday, 6);
  const chosen = workerId ? Number(workerId) : 0;
  const rec = useReconciliation({ workerId: chosen, dateStart, dateEnd }, chosen > 0);
  const days =
    rec.data?.days.filter((d) => d.shifts > 0 || d.workerTimes > 0 || d.anomalies.length > 0) ?? [];

  return (
    <Card withBorder component="section" aria-labelledby="reconciliation-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4" id="reconciliation-title">
            Planned against actual
          </Title>
          <Group align="flex-end">
            <Select
              label="Worker to reconcile"
              placeholder="Search a worker of the filters"
              description={
                picker.isError
                  ? `Workers unavailable: ${errorMessage(picker.error)}`
                  : more
                    ? `First ${picker.data!.workers.length} of ${picker.data!.total}: type a name or code to narrow`
                    : picker.data
                      ? `${picker.data.total} worker${picker.data.total === 1 ? '' : 's'} of the filters`
                      : 'Loading the workers of the filters…'
              }
              data={options}
              value={workerId}
              onChange={(value, option) => {
                setWorkerId(value);
                setChosenLabel(value && option ? option.label : null);
              }}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              // The server searches (every page of the filters); the list is its answer.
              filter={({ options: all }) => all}
              clearable
              nothingFoundMessage={picker.isFetching ? 'Searching…' : 'No worker of the filters matches'}
              w={300}
            />
            <SegmentedControl
              aria-label="Period"
              value={span}
              onChange={(v) => setSpan(v as Span)}
              data={[
                { value: 'week', label: 'This week' },
                { value: 'four', label: '4 weeks' },
              ]}
            />
          </Group>
        </Group>
        {!chosen && (
          <Text c="dimmed">
            Choose a worker to see their planned shifts against their worker times, the anomalies and the pay
            difference they make.
          </Text>
        )}
        {chosen > 0 && rec.isPending && <LoadingState label="Loading the reconciliation…" />}
        {chosen > 0 && rec.isError && <ErrorState error={rec.error} onRetry={() => void rec.refetch()} />}
        {rec.data && chosen > 0 && days.length === 0 && (
          <Text c="dimmed">
            No shift and no worker time for {rec.data.worker.name} from {dateStart} to {dateEnd}.
          </Text>
        )}
        {rec.data && chosen > 0 && days.length > 0 && (
          <Table
            aria-label={`Planned against actual, ${rec.data.worker.name}, ${dateStart} to ${dateEnd}`}
            striped
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Planned</Table.Th>
                <Table.Th>Worked</Table.Th>
                <Table.Th>Anomalies</Table.Th>
                <Table.Th>Planned pay</Table.Th>
                <Table.Th>Actual pay</Table.Th>
                <Table.Th>Difference</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.date}>
                  <Table.Td>{dayLabel(d.date)}</Table.Td>
                  <Table.Td>{duration(d.plannedMinutes)}</Table.Td>
                  <Table.Td>{duration(d.workedMinutes)}</Table.Td>
                  <Table.Td>
                    {d.anomalies.length === 0 ? (
                      '—'
                    ) : (
                      <Stack gap={2}>
                        {d.anomalies.map((a, i) => (
                          <Text key={i} size="sm" c="orange.9">
                            {a.message}
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                  <Table.Td>{euros(d.plannedPay)}</Table.Td>
                  <Table.Td>{euros(d.actualPay)}</Table.Td>
                  <Table.Td>{signedEuros(d.payDifference)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>Total</Table.Td>
                <Table.Td>{duration(rec.data.totals.plannedMinutes)}</Table.Td>
                <Table.Td>{duration(rec.data.totals.workedMinutes)}</Table.Td>
                <Table.Td>{rec.data.totals.anomalies}</Table.Td>
                <Table.Td>{euros(rec.data.totals.plannedPay)}</Table.Td>
                <Table.Td>{euros(rec.data.totals.actualPay)}</Table.Td>
                <Table.Td>{signedEuros(rec.data.totals.payDifference)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

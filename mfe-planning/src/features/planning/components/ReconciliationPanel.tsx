import { useState } from 'react';
import { Card, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ErrorState, LoadingState, useErrorMessage, useFormat, type Formatters } from '@courier/shared';
import { useT } from '../../../i18n';
import { useReconciliation, useSearchBoardWorkers } from '../api';
import { addDays } from '../utils/week';
import { anomalyText } from '../utils/anomalyText';

/** The reconciliation's answer has no shift times: its anomalies say "a planned shift". */
const NO_SHIFT_TIMES = new Map<number, string>();

/** A pay difference with its sign: what the worker times add to (or take from) the plan. */
const signedMoney = (f: Formatters, cents: number) => (cents > 0 ? `+${f.money(cents)}` : f.money(cents));

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
  const t = useT();
  const f = useFormat();
  const describe = useErrorMessage();
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
            {t('planning.rec.title')}
          </Title>
          <Group align="flex-end">
            <Select
              label={t('planning.rec.worker')}
              placeholder={t('planning.rec.workerPlaceholder')}
              description={
                picker.isError
                  ? t('planning.rec.workersUnavailable', { reason: describe(picker.error) })
                  : more
                    ? t('planning.rec.firstOf', { shown: picker.data!.workers.length, total: picker.data!.total })
                    : picker.data
                      ? t('planning.rec.workersOfFilters', { total: picker.data.total })
                      : t('planning.rec.loadingWorkers')
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
              nothingFoundMessage={t(picker.isFetching ? 'planning.rec.searching' : 'planning.rec.noWorker')}
              w={300}
            />
            <SegmentedControl
              aria-label={t('planning.rec.period')}
              value={span}
              onChange={(v) => setSpan(v as Span)}
              data={[
                { value: 'week', label: t('planning.rec.thisWeek') },
                { value: 'four', label: t('planning.rec.fourWeeks') },
              ]}
            />
          </Group>
        </Group>
        {!chosen && (
          <Text c="dimmed">{t('planning.rec.choose')}</Text>
        )}
        {chosen > 0 && rec.isPending && <LoadingState label={t('planning.rec.loading')} />}
        {chosen > 0 && rec.isError && <ErrorState error={rec.error} onRetry={() => void rec.refetch()} />}
        {rec.data && chosen > 0 && days.length === 0 && (
          <Text c="dimmed">
            {t('planning.rec.empty', { name: rec.data.worker.name, start: f.date(dateStart), end: f.date(dateEnd) })}
          </Text>
        )}
        {rec.data && chosen > 0 && days.length > 0 && (
          <Table
            aria-label={t('planning.rec.label', {
              name: rec.data.worker.name,
              start: f.date(dateStart),
              end: f.date(dateEnd),
            })}
            striped
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('planning.rec.date')}</Table.Th>
                <Table.Th>{t('planning.rec.planned')}</Table.Th>
                <Table.Th>{t('planning.rec.worked')}</Table.Th>
                <Table.Th>{t('planning.rec.anomalies')}</Table.Th>
                <Table.Th>{t('planning.rec.plannedPay')}</Table.Th>
                <Table.Th>{t('planning.rec.actualPay')}</Table.Th>
                <Table.Th>{t('planning.rec.difference')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((d) => (
                <Table.Tr key={d.date}>
                  <Table.Td>{f.shortDay(d.date)}</Table.Td>
                  <Table.Td>{f.duration(d.plannedMinutes)}</Table.Td>
                  <Table.Td>{f.duration(d.workedMinutes)}</Table.Td>
                  <Table.Td>
                    {d.anomalies.length === 0 ? (
                      '—'
                    ) : (
                      <Stack gap={2}>
                        {d.anomalies.map((a, i) => (
                          <Text key={i} size="sm" c="orange.9">
                            {anomalyText(t, f.clock, a, NO_SHIFT_TIMES)}
                          </Text>
                        ))}
                      </Stack>
                    )}
                  </Table.Td>
                  <Table.Td>{f.money(d.plannedPay)}</Table.Td>
                  <Table.Td>{f.money(d.actualPay)}</Table.Td>
                  <Table.Td>{signedMoney(f, d.payDifference)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700}>
                <Table.Td>{t('common.total')}</Table.Td>
                <Table.Td>{f.duration(rec.data.totals.plannedMinutes)}</Table.Td>
                <Table.Td>{f.duration(rec.data.totals.workedMinutes)}</Table.Td>
                <Table.Td>{f.number(rec.data.totals.anomalies)}</Table.Td>
                <Table.Td>{f.money(rec.data.totals.plannedPay)}</Table.Td>
                <Table.Td>{f.money(rec.data.totals.actualPay)}</Table.Td>
                <Table.Td>{signedMoney(f, rec.data.totals.payDifference)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

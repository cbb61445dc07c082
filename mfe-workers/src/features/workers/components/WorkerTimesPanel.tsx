import { useState } from 'react';
import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { EmptyState, ErrorState, LoadingState, WORKER_TIMES_PAGE_SIZE, useFormat } from '@courier/shared';
import { useT } from '../../../i18n';
import { useWorkerTimes } from '../api';
import { isoDay } from '../utils/dates';
import { PeriodInputs, periodError, type Period } from './PeriodInputs';

/** Worker times (time actually worked) over a period, newest date first, a page at a time. */
export function WorkerTimesPanel({ workerId }: { workerId: number }) {
  const t = useT();
  const format = useFormat();
  const [period, setPeriodState] = useState<Period>(() => ({
    from: isoDay(dayjs().subtract(3, 'month')),
    to: isoDay(dayjs()),
  }));
  const [page, setPage] = useState(1);
  const setPeriod = (next: Period) => {
    setPeriodState(next);
    setPage(1);
  };
  const error = periodError(period);
  const times = useWorkerTimes(
    { workerId, dateFrom: period.from, dateTo: period.to, page, pageSize: WORKER_TIMES_PAGE_SIZE },
    !error,
  );
  const pages = times.data ? Math.ceil(times.data.total / WORKER_TIMES_PAGE_SIZE) : 0;

  return (
    <Stack gap="sm">
      <PeriodInputs idPrefix="times" value={period} onChange={setPeriod} error={error} />
      {error ? null : times.isPending ? (
        <LoadingState label={t('workers.times.loading')} />
      ) : times.isError ? (
        <ErrorState title={t('workers.times.failed')} error={times.error} onRetry={() => times.refetch()} />
      ) : times.data.total === 0 ? (
        <EmptyState title={t('workers.times.empty')} description={t('workers.times.emptyHint')} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('workers.times.summary', { count: times.data.total, duration: format.duration(times.data.totalMinutes) })}
          </Text>
          <Table.ScrollContainer minWidth={600}>
            <Table
              striped
              aria-label={t('workers.times.label')}
              data={{
                head: [
                  t('workers.times.date'),
                  t('workers.times.start'),
                  t('workers.times.end'),
                  t('workers.times.duration'),
                  t('workers.times.type'),
                  t('workers.times.comment'),
                ],
                body: times.data.items.map((time) => [
                  format.date(time.date),
                  format.time(time.startedAt),
                  time.endedAt ? format.time(time.endedAt) : t('workers.times.open'),
                  time.minutes === null ? '' : format.duration(time.minutes),
                  time.gtaType?.name ?? '',
                  time.comment ?? '',
                ]),
              }}
            />
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="flex-end">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                aria-label={t('workers.times.pages')}
                getItemProps={(n) => ({ 'aria-label': t('workers.times.page', { page: n }) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

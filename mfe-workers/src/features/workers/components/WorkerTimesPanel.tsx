import { useState } from 'react';
import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { EmptyState, ErrorState, LoadingState, WORKER_TIMES_PAGE_SIZE } from '@courier/shared';
import { useWorkerTimes } from '../api';
import { formatDate, formatMinutes, formatTime, isoDay } from '../utils/format';
import { PeriodInputs, periodError, type Period } from './PeriodInputs';

/** Worker times (time actually worked) over a period, newest date first, a page at a time. */
export function WorkerTimesPanel({ workerId }: { workerId: number }) {
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
        <LoadingState label="Loading worker times…" />
      ) : times.isError ? (
        <ErrorState title="The worker times could not be loaded" error={times.error} onRetry={() => times.refetch()} />
      ) : times.data.total === 0 ? (
        <EmptyState title="No worker time in this period" description="Choose another period." />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {times.data.total} time{times.data.total === 1 ? '' : 's'}, {formatMinutes(times.data.totalMinutes)} worked
          </Text>
          <Table.ScrollContainer minWidth={600}>
            <Table
              striped
              aria-label="Worker times"
              data={{
                head: ['Date', 'Start', 'End', 'Duration', 'Type', 'Comment'],
                body: times.data.items.map((t) => [
                  formatDate(t.date),
                  formatTime(t.startedAt),
                  t.endedAt ? formatTime(t.endedAt) : 'open',
                  formatMinutes(t.minutes),
                  t.gtaType?.name ?? '',
                  t.comment ?? '',
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
                aria-label="Pages of worker times"
                getItemProps={(n) => ({ 'aria-label': `Page ${n} of worker times` })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

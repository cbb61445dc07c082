import { useState } from 'react';
import { Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { EmptyState, ErrorState, LoadingState } from '@courier/shared';
import { useWorkerTimes } from '../api';
import { formatDate, formatMinutes, formatTime, isoDay } from '../utils/format';
import { PeriodInputs, periodError, type Period } from './PeriodInputs';

/** Worker times (time actually worked) over a period, newest date first. */
export function WorkerTimesPanel({ workerId }: { workerId: number }) {
  const [period, setPeriod] = useState<Period>(() => ({
    from: isoDay(dayjs().subtract(3, 'month')),
    to: isoDay(dayjs()),
  }));
  const error = periodError(period);
  const times = useWorkerTimes({ workerId, dateFrom: period.from, dateTo: period.to }, !error);
  const total = times.data?.reduce((sum, t) => sum + (t.minutes ?? 0), 0) ?? 0;

  return (
    <Stack gap="sm">
      <PeriodInputs idPrefix="times" value={period} onChange={setPeriod} error={error} />
      {error ? null : times.isPending ? (
        <LoadingState label="Loading worker times…" />
      ) : times.isError ? (
        <ErrorState title="The worker times could not be loaded" error={times.error} onRetry={() => times.refetch()} />
      ) : times.data.length === 0 ? (
        <EmptyState title="No worker time in this period" description="Choose another period." />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {times.data.length} time{times.data.length === 1 ? '' : 's'}, {formatMinutes(total)} worked
          </Text>
          <Table.ScrollContainer minWidth={600}>
            <Table striped aria-label="Worker times">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Start</Table.Th>
                  <Table.Th>End</Table.Th>
                  <Table.Th>Duration</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Comment</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {times.data.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>{formatDate(t.date)}</Table.Td>
                    <Table.Td>{formatTime(t.startedAt)}</Table.Td>
                    <Table.Td>{t.endedAt ? formatTime(t.endedAt) : 'open'}</Table.Td>
                    <Table.Td>{formatMinutes(t.minutes)}</Table.Td>
                    <Table.Td>{t.gtaType?.name ?? ''}</Table.Td>
                    <Table.Td>{t.comment ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}

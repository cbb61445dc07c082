import { Stack, Text } from '@mantine/core';
import { ErrorState, LoadingState } from '@courier/shared';
import { useWorkerTimesOn } from '../api';
import { AddWorkerTimeForm } from './AddWorkerTimeForm';
import { WorkerTimeLine } from './WorkerTimeLine';

/**
 * A worker's times on a date: each one with its GTA type, edited (planning/editWorkerTime, with
 * its version: a stale one is refused) or deleted with a comment (planning/deleteWorkerTime);
 * and a form to record one, with or without a planned shift on that date.
 */
export function WorkerTimes({ workerId, date }: { workerId: number; date: string }) {
  const times = useWorkerTimesOn({ workerId, date });
  return (
    <Stack gap="xs">
      {times.isPending && <LoadingState label="Loading worker times…" />}
      {times.isError && (
        <ErrorState
          title="The worker times could not be loaded"
          error={times.error}
          onRetry={() => void times.refetch()}
        />
      )}
      {times.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No time recorded on {date}.
        </Text>
      )}
      {times.data?.map((t) => (
        <WorkerTimeLine key={`${t.id}-${t.version}`} time={t} />
      ))}
      <AddWorkerTimeForm workerId={workerId} date={date} />
    </Stack>
  );
}

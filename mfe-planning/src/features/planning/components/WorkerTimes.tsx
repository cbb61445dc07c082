import { Stack, Text } from '@mantine/core';
import { ErrorState, LoadingState, useFormat } from '@courier/shared';
import { useWorkerTimesOn } from '../api';
import { AddWorkerTimeForm } from './AddWorkerTimeForm';
import { WorkerTimeLine } from './WorkerTimeLine';
import { useT } from '../../../i18n';

/**
 * A worker's times on a date: each one with its GTA type, edited (planning/editWorkerTime, with
 * its version: a stale one is refused) or deleted with a comment (planning/deleteWorkerTime);
 * and a form to record one, with or without a planned shift on that date.
 */
export function WorkerTimes({ workerId, date }: { workerId: number; date: string }) {
  const t = useT();
  const f = useFormat();
  const times = useWorkerTimesOn({ workerId, date });
  return (
    <Stack gap="xs">
      {times.isPending && <LoadingState label={t('times.loading')} />}
      {times.isError && (
        <ErrorState
          title={t('times.error')}
          error={times.error}
          onRetry={() => void times.refetch()}
        />
      )}
      {times.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('times.none', { date: f.date(date) })}
        </Text>
      )}
      {times.data?.map((time) => (
        <WorkerTimeLine key={`${time.id}-${time.version}`} time={time} />
      ))}
      <AddWorkerTimeForm workerId={workerId} date={date} />
    </Stack>
  );
}

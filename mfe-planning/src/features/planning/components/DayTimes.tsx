import { Stack, Text } from '@mantine/core';
import type { BoardWorker } from '../types';
import { EntityLink, useFormat } from '@courier/shared';
import { WorkerTimes } from './WorkerTimes';
import { useT } from '../../../i18n';

/** A worker's times of a date, opened from a cell (T) or its "Worked" line. */
export function DayTimes({
  target,
  workers,
}: {
  target: { workerId: number; date: string };
  workers: BoardWorker[];
}) {
  const t = useT();
  const f = useFormat();
  const worker = workers.find((w) => w.id === target.workerId);
  return (
    <Stack gap="sm">
      <Text>
        {worker ? (
          <EntityLink kind="worker" code={worker.shortCode}>
            <strong>{worker.shortCode}</strong> {worker.name}
          </EntityLink>
        ) : (
          t('panel.unknownWorker', { id: target.workerId })
        )}{' '}
        · {f.longDate(target.date)}
      </Text>
      <WorkerTimes workerId={target.workerId} date={target.date} />
    </Stack>
  );
}

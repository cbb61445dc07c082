import { Stack, Text } from '@mantine/core';
import type { BoardWorker } from '../types';
import { dayLabel } from '../utils/week';
import { WorkerTimes } from './WorkerTimes';

/** A worker's times of a date, opened from a cell (T) or its "Worked" line. */
export function DayTimes({
  target,
  workers,
}: {
  target: { workerId: number; date: string };
  workers: BoardWorker[];
}) {
  const worker = workers.find((w) => w.id === target.workerId);
  return (
    <Stack gap="sm">
      <Text>
        {worker ? (
          <>
            <strong>{worker.shortCode}</strong> {worker.name}
          </>
        ) : (
          `Worker ${target.workerId}`
        )}{' '}
        · {dayLabel(target.date)} ({target.date})
      </Text>
      <WorkerTimes workerId={target.workerId} date={target.date} />
    </Stack>
  );
}

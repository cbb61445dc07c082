import { Badge, Divider, Stack, Text } from '@mantine/core';
import type { ShiftDetail } from '../types';
import { dayLabel } from '../utils/week';
import { ShiftActions } from './ShiftActions';
import { ShiftDetailsForm } from './ShiftDetailsForm';
import { ShiftMissions } from './ShiftMissions';
import { WorkerTimes } from './WorkerTimes';

/**
 * A planned shift: its details, its missions, the worker's times of the day, and its actions
 * (unproductive, delete).
 */
export function ShiftEditor({ shift, onDeleted }: { shift: ShiftDetail; onDeleted: () => void }) {
  return (
    <Stack gap="sm">
      <Text>
        <strong>{shift.worker.shortCode}</strong> {shift.worker.name} · {dayLabel(shift.date)} ({shift.date})
      </Text>
      {shift.unproductive && (
        <Badge color="gray" size="lg">
          Unproductive: {shift.unproductiveComment}
        </Badge>
      )}
      <ShiftDetailsForm shift={shift} />

      <Divider label="Missions" labelPosition="left" />
      <ShiftMissions shift={shift} />

      <Divider label="Worker times of the day" labelPosition="left" />
      <WorkerTimes workerId={shift.worker.id} date={shift.date} />

      <Divider label="Actions" labelPosition="left" />
      <ShiftActions shift={shift} onDeleted={onDeleted} />
    </Stack>
  );
}

import { Badge, Divider, Stack, Text } from '@mantine/core';
import type { ShiftDetail } from '../types';
import { useFormat } from '@courier/shared';
import { ShiftActions } from './ShiftActions';
import { ShiftDetailsForm } from './ShiftDetailsForm';
import { ShiftMissions } from './ShiftMissions';
import { WorkerTimes } from './WorkerTimes';
import { useT } from '../../../i18n';

/**
 * A planned shift: its details, its missions, the worker's times of the day, and its actions
 * (unproductive, delete).
 */
export function ShiftEditor({ shift, onDeleted }: { shift: ShiftDetail; onDeleted: () => void }) {
  const t = useT();
  const f = useFormat();
  return (
    <Stack gap="sm">
      <Text>
        <strong>{shift.worker.shortCode}</strong> {shift.worker.name} · {f.longDate(shift.date)}
      </Text>
      {shift.unproductive && (
        <Badge color="gray" size="lg">
          {t('shift.unproductive', { comment: shift.unproductiveComment ?? '' })}
        </Badge>
      )}
      <ShiftDetailsForm shift={shift} />

      <Divider label={t('shift.missions')} labelPosition="left" />
      <ShiftMissions shift={shift} />

      <Divider label={t('shift.timesOfDay')} labelPosition="left" />
      <WorkerTimes workerId={shift.worker.id} date={shift.date} />

      <Divider label={t('shift.actions')} labelPosition="left" />
      <ShiftActions shift={shift} onDeleted={onDeleted} />
    </Stack>
  );
}

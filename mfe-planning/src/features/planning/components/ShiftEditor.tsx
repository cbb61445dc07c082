import { Badge, Stack, Tabs, Text } from '@mantine/core';
import type { ShiftDetail } from '../types';
import { EntityLink, useFormat } from '@courier/shared';
import { ShiftActions } from './ShiftActions';
import { ShiftDetailsForm } from './ShiftDetailsForm';
import { ShiftMissions } from './ShiftMissions';
import { WorkerTimes } from './WorkerTimes';
import { useT } from '../../../i18n';

/** The tabs of a shift's panel, each holding one form. */
export type ShiftTab = 'details' | 'missions' | 'times';

/**
 * A planned shift: who and when, then one tab per form: its details and actions (unproductive,
 * delete), its missions, the worker's times of the day. The tab is kept by the caller, so a new
 * version of the shift (this editor starts again from it) stays on the same tab.
 */
export function ShiftEditor({
  shift,
  onDeleted,
  tab,
  onTab,
}: {
  shift: ShiftDetail;
  onDeleted: () => void;
  tab: ShiftTab;
  onTab: (tab: ShiftTab) => void;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <Stack gap="sm">
      <Text>
        <EntityLink kind="worker" code={shift.worker.shortCode}>
          <strong>{shift.worker.shortCode}</strong> {shift.worker.name}
        </EntityLink>{' '}
        · {f.longDate(shift.date)}
      </Text>
      {shift.unproductive && (
        <Badge color="gray" size="lg">
          {t('shift.unproductive', { comment: shift.unproductiveComment ?? '' })}
        </Badge>
      )}
      <Tabs value={tab} onChange={(v) => v && onTab(v as ShiftTab)}>
        <Tabs.List>
          <Tabs.Tab value="details">{t('shift.details')}</Tabs.Tab>
          <Tabs.Tab value="missions">{t('shift.missionsTab', { count: shift.missions.length })}</Tabs.Tab>
          <Tabs.Tab value="times">{t('shift.timesOfDay')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="sm">
          <Stack gap="md">
            <ShiftDetailsForm shift={shift} />
            <ShiftActions shift={shift} onDeleted={onDeleted} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="missions" pt="sm">
          <ShiftMissions shift={shift} />
        </Tabs.Panel>
        <Tabs.Panel value="times" pt="sm">
          <WorkerTimes workerId={shift.worker.id} date={shift.date} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

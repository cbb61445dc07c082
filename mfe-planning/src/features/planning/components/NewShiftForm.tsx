import { Alert, Button, Divider, Select, Stack, Text } from '@mantine/core';
import { DateField } from '@courier/shared';
import { api, useContractForm, useFormat, useUnsavedChangesGuard } from '@courier/shared';
import { contractMessages } from '../utils/contractMessages';
import { useCreateShift } from '../api';
import type { BoardWorker } from '../types';
import { chooseClient, newShiftValues, toCreateShiftBody, type NewShiftValues } from '../utils/shiftForm';
import { MissionDraftFields } from './MissionDraftFields';
import { ShiftFields } from './ShiftFields';
import { WorkerTimes } from './WorkerTimes';
import { translate, useT } from '../../../i18n';
import { announce } from '../../../i18n/notify';

const chooseWorker = (v: NewShiftValues): Record<string, string> =>
  v.workerId ? {} : { workerId: translate('shift.chooseWorker') };

/**
 * Plan a shift (planning/createShift) for a worker and date, with its missions; below, the
 * worker's times of that date, recorded here too when no shift is planned.
 */
export function NewShiftForm({
  target,
  workers,
  onCreated,
}: {
  target: { workerId: number; date: string };
  workers: BoardWorker[];
  onCreated: (id: number) => void;
}) {
  const t = useT();
  const f = useFormat();
  const create = useCreateShift();
  const { form, formProps, problem: formError, dirty } = useContractForm(
    api.planning.createShift.body!,
    newShiftValues(target.workerId, target.date),
    {
      toBody: toCreateShiftBody,
      check: (v) => ({ ...chooseWorker(v), ...chooseClient(v) }),
      messages: contractMessages(),
      onSubmit: async (body) => {
        const s = await create.mutateAsync(body);
        announce('shift.planned', { name: s.worker.name, date: f.date(s.date) });
        onCreated(s.id);
      },
    },
  );
  useUnsavedChangesGuard(dirty);
  const { workerId, date } = form.values;

  return (
    <Stack gap="sm">
      <form {...formProps}>
        <Stack gap="sm">
          <Select
            label={t('shift.worker')}
            withAsterisk
            searchable
            data={workers.map((w) => ({ value: String(w.id), label: `${w.shortCode} ${w.name}` }))}
            {...form.getInputProps('workerId')}
            limit={100}
          />
          <DateField label={t('shift.date')} withAsterisk {...form.getInputProps('date')} />
          <ShiftFields form={form} />
          <Divider label={t('shift.missions')} labelPosition="left" />
          <MissionDraftFields form={form} />
          {formError && (
            <Alert color="red" role="alert" title={t('shift.notPlanned')}>
              {formError}
            </Alert>
          )}
          <Button type="submit" loading={create.isPending}>
            {t('shift.plan')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('shift.timesOfDay')} labelPosition="left" />
      <Text size="sm" c="dimmed">
        {t('shift.timesHint')}
      </Text>
      {Number(workerId) > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date) && (
        <WorkerTimes key={`${workerId}|${date}`} workerId={Number(workerId)} date={date} />
      )}
    </Stack>
  );
}

import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { api, useReferenceList, type ContractForm } from '@courier/shared';
import { useT } from '../../../i18n';
import { TimeField } from '../../../lib/TimeField';
import type { RegularMission } from '../api';
import { WEEKDAY_NUMBERS, weekdayId } from '../utils/week';


/** The values the form starts from: the mission as saved. */
export const missionValues = (m: RegularMission) => ({
  id: m.id,
  version: m.version,
  name: m.name,
  weekdays: m.weekdays,
  startTime: m.startTime,
  endTime: m.endTime,
  expectedWaypoints: m.expectedWaypoints,
  expectedKm: m.expectedKm,
  comment: m.comment ?? '',
  workerId: m.worker?.id ?? null,
});

/** The edit form of a regular mission: each message under its field, Cancel and Save. */
export function RegularMissionForm({
  mission,
  contract,
  onCancel,
}: {
  mission: RegularMission;
  contract: ContractForm<ReturnType<typeof missionValues>>;
  onCancel: () => void;
}) {
  const t = useT();
  const { form, formProps, problem, submitting } = contract;
  const workers = useReferenceList(api.workers.getWorkersLight, {});
  const workerOptions = [
    ...(mission.worker && !(workers.data ?? []).some((w) => w.id === mission.worker!.id)
      ? [{ value: String(mission.worker.id), label: `${mission.worker.shortCode} ${mission.worker.name}` }]
      : []),
    ...(workers.data ?? []).map((w) => ({ value: String(w.id), label: `${w.shortCode} ${w.name}` })),
  ];
  const weekdays = form.getInputProps('weekdays');
  const worker = form.getInputProps('workerId');
  return (
    <form {...formProps}>
      <Stack gap="sm" maw={640}>
        <TextInput label={t('regularMissions.field.name')} withAsterisk {...form.getInputProps('name')} />
        <Checkbox.Group
          label={t('regularMissions.field.weekdays')}
          withAsterisk
          error={weekdays.error}
          value={((form.values.weekdays as number[] | undefined) ?? []).map(String)}
          onChange={(v) => form.setFieldValue('weekdays', v.map(Number).sort())}
        >
          <Group mt={4}>
            {WEEKDAY_NUMBERS.map((d) => (
              <Checkbox key={d} value={String(d)} label={t(weekdayId(d))} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group grow align="flex-start">
          <TimeField
            label={t('regularMissions.field.start')}
            withAsterisk
            {...form.getInputProps('startTime')}
          />
          <TimeField label={t('regularMissions.field.end')} withAsterisk {...form.getInputProps('endTime')} />
        </Group>
        <Group grow align="flex-start">
          <NumberInput
            label={t('regularMissions.field.waypoints')}
            min={0}
            {...form.getInputProps('expectedWaypoints')}
          />
          <NumberInput label={t('regularMissions.field.km')} min={0} {...form.getInputProps('expectedKm')} />
        </Group>
        <Select
          label={t('regularMissions.field.courier')}
          searchable
          clearable
          placeholder={t('regularMissions.field.noCourier')}
          data={workerOptions}
          limit={100}
          error={worker.error}
          value={form.values.workerId == null ? null : String(form.values.workerId)}
          onChange={(v) => form.setFieldValue('workerId', v ? Number(v) : null)}
        />
        <Textarea
          label={t('regularMissions.field.comment')}
          autosize
          minRows={2}
          {...form.getInputProps('comment')}
        />
        {problem && (
          <Alert color="red" role="alert" title={t('common.notSaved')}>
            {problem}
          </Alert>
        )}
        <Group>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

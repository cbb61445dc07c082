import { Button, Group, NumberInput, Text, TextInput } from '@mantine/core';
import { api } from '@courier/shared';
import { useAddMission } from '../api';
import { useContractForm } from '../hooks/useContractForm';
import { EMPTY_MISSION, toMission } from '../utils/shiftForm';
import { useT } from '../../../i18n';

/** Adds a mission to a planned shift (planning/addMission); the fields empty again once it is added. */
export function AddMissionForm({ shiftId }: { shiftId: number }) {
  const t = useT();
  const add = useAddMission();
  const { form, formError, onSubmit } = useContractForm({
    initialValues: EMPTY_MISSION,
    schema: api.planning.addMission.body,
    toBody: (values) => ({ shiftId, ...toMission(values) }),
  });
  const submit = onSubmit((body, options) => add.mutate(body, { ...options, onSuccess: () => form.reset() }));
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" wrap="nowrap">
        <TextInput label={t('mission.newName')} withAsterisk {...form.getInputProps('name')} />
        <NumberInput label={t('mission.waypoints')} min={0} {...form.getInputProps('waypoints')} w={100} />
        <NumberInput label={t('mission.km')} min={0} {...form.getInputProps('km')} w={80} />
        <Button type="submit" variant="light" loading={add.isPending}>
          {t('mission.addButton')}
        </Button>
      </Group>
      {formError && (
        <Text c="red.9" size="sm" role="alert">
          {formError}
        </Text>
      )}
    </form>
  );
}

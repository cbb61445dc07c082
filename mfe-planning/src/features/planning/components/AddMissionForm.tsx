import { Button, Group, NumberInput, Text, TextInput } from '@mantine/core';
import { api, useContractForm } from '@courier/shared';
import { contractMessages } from '../utils/contractMessages';
import { useAddMission } from '../api';
import { EMPTY_MISSION, toMission } from '../utils/shiftForm';
import { useT } from '../../../i18n';

/** Adds a mission to a planned shift (planning/addMission); the fields empty again once it is added. */
export function AddMissionForm({ shiftId }: { shiftId: number }) {
  const t = useT();
  const add = useAddMission();
  const { form, formProps, problem: formError } = useContractForm(api.planning.addMission.body!, EMPTY_MISSION, {
    toBody: (values) => ({ shiftId, ...toMission(values) }),
    messages: contractMessages(),
    onSubmit: async (body) => {
      await add.mutateAsync(body);
      form.reset();
    },
  });
  return (
    <form {...formProps}>
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

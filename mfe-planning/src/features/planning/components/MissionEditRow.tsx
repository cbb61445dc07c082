import { Button, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { api, useContractForm } from '@courier/shared';
import { contractMessages } from '../utils/contractMessages';
import { useUpdateMission } from '../api';
import type { ShiftMission } from '../types';
import { missionValues, toMission } from '../utils/shiftForm';
import { useT } from '../../../i18n';
import { announce } from '../../../i18n/notify';

/**
 * A mission's row as fields (planning/updateMission, with its version). A table row holds no
 * form element: Enter in a field saves, Escape cancels without closing the panel.
 */
export function MissionEditRow({ mission, onCancel }: { mission: ShiftMission; onCancel: () => void }) {
  const t = useT();
  const update = useUpdateMission();
  const { form, formProps, problem: formError } = useContractForm(api.planning.updateMission.body!, missionValues(mission), {
    toBody: (values) => ({ id: mission.id, version: mission.version, ...toMission(values) }),
    messages: contractMessages(),
    onSubmit: async (body) => {
      await update.mutateAsync(body);
      announce('mission.saved', { name: (body.name ?? '').trim() });
    },
  });
  const save = () => formProps.onSubmit();
  return (
    <Table.Tr
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onCancel();
        } else if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
          e.preventDefault();
          save();
        }
      }}
    >
      <Table.Td>
        <TextInput
          label={t('mission.nameOf', { name: mission.name })}
          withAsterisk
          {...form.getInputProps('name')}
          autoFocus
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          label={t('mission.waypointsOf', { name: mission.name })}
          min={0}
          {...form.getInputProps('waypoints')}
          w={100}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput label={t('mission.kmOf', { name: mission.name })} min={0} {...form.getInputProps('km')} w={90} />
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          <Button size="xs" onClick={() => save()} loading={update.isPending}>
            {t('common.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Stack>
        {formError && (
          <Text c="red.9" size="sm" role="alert">
            {formError}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

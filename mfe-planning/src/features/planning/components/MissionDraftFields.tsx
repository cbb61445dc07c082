import { Button, CloseButton, Group, NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EMPTY_MISSION, type NewShiftValues } from '../utils/shiftForm';
import { useT } from '../../../i18n';

/** The missions of a shift being planned: one line each (name, waypoints, km), added and removed in place. */
export function MissionDraftFields({ form }: { form: UseFormReturnType<NewShiftValues> }) {
  const t = useT();
  return (
    <>
      {form.values.missions.map((_, i) => (
        <Group key={i} align="flex-end" wrap="nowrap">
          <TextInput label={t('mission.draftName', { n: i + 1 })} withAsterisk {...form.getInputProps(`missions.${i}.name`)} />
          <NumberInput
            label={t('mission.draftWaypoints', { n: i + 1 })}
            min={0}
            {...form.getInputProps(`missions.${i}.waypoints`)}
            w={110}
          />
          <NumberInput
            label={t('mission.draftKm', { n: i + 1 })}
            min={0}
            {...form.getInputProps(`missions.${i}.km`)}
            w={90}
          />
          <CloseButton
            c="red"
            aria-label={t('mission.remove', { n: i + 1 })}
            onClick={() => form.removeListItem('missions', i)}
          />
        </Group>
      ))}
      <Button variant="light" onClick={() => form.insertListItem('missions', { ...EMPTY_MISSION })}>
        {t('mission.add')}
      </Button>
    </>
  );
}

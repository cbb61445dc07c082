import { ActionIcon, Button, Group, NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { EMPTY_MISSION, type NewShiftValues } from '../utils/shiftForm';

/** The missions of a shift being planned: one line each (name, waypoints, km), added and removed in place. */
export function MissionDraftFields({ form }: { form: UseFormReturnType<NewShiftValues> }) {
  return (
    <>
      {form.values.missions.map((_, i) => (
        <Group key={i} align="flex-end" wrap="nowrap">
          <TextInput label={`Mission ${i + 1} name`} required {...form.getInputProps(`missions.${i}.name`)} />
          <NumberInput
            label={`Mission ${i + 1} waypoints`}
            min={0}
            {...form.getInputProps(`missions.${i}.waypoints`)}
            w={110}
          />
          <NumberInput
            label={`Mission ${i + 1} km`}
            min={0}
            {...form.getInputProps(`missions.${i}.km`)}
            w={90}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove mission ${i + 1}`}
            onClick={() => form.removeListItem('missions', i)}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <Button variant="light" onClick={() => form.insertListItem('missions', { ...EMPTY_MISSION })}>
        Add a mission
      </Button>
    </>
  );
}

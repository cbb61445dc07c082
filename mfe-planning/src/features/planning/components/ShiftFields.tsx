import { Group, Select, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useClientsShiftable, useShiftTypes } from '../api';
import type { ShiftFieldValues } from '../utils/shiftForm';

/** The fields a new shift and an edited one share: client, shift type, times of day, comment. */
export function ShiftFields({ form }: { form: UseFormReturnType<ShiftFieldValues> }) {
  const clients = useClientsShiftable({});
  const types = useShiftTypes({});
  return (
    <>
      <Select
        label="Client"
        required
        searchable
        placeholder={clients.isPending ? 'Loading clients…' : 'Choose a client'}
        data={(clients.data ?? []).map((c) => ({
          value: String(c.id),
          label: `${c.name} (${c.businessCode})`,
        }))}
        {...form.getInputProps('clientId')}
        limit={100}
      />
      <Select
        label="Shift type"
        clearable
        data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        {...form.getInputProps('shiftTypeId')}
      />
      <Group grow>
        <TextInput label="Start" type="time" required {...form.getInputProps('startTime')} />
        <TextInput label="End" type="time" required {...form.getInputProps('endTime')} />
      </Group>
      <Textarea label="Comment" {...form.getInputProps('comment')} autosize minRows={1} />
    </>
  );
}

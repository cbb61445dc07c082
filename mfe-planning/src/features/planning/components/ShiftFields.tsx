import { Group, Select, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useClientsShiftable, useShiftTypes } from '../api';
import type { ShiftFieldValues } from '../utils/shiftForm';
import { useT } from '../../../i18n';
import { TimeField } from '../../../lib/TimeField';

/** The fields a new shift and an edited one share: client, shift type, times of day, comment. */
export function ShiftFields({ form }: { form: UseFormReturnType<ShiftFieldValues> }) {
  const t = useT();
  const clients = useClientsShiftable({});
  const types = useShiftTypes({});
  return (
    <>
      <Select
        label={t('shift.client')}
        withAsterisk
        searchable
        placeholder={t(clients.isPending ? 'shift.loadingClients' : 'shift.chooseClientPlaceholder')}
        data={(clients.data ?? []).map((c) => ({
          value: String(c.id),
          label: `${c.name} (${c.businessCode})`,
        }))}
        {...form.getInputProps('clientId')}
        limit={100}
      />
      <Select
        label={t('shift.type')}
        clearable
        data={(types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
        {...form.getInputProps('shiftTypeId')}
      />
      <Group grow>
        <TimeField label={t('shift.start')} withAsterisk {...form.getInputProps('startTime')} />
        <TimeField label={t('shift.end')} withAsterisk {...form.getInputProps('endTime')} />
      </Group>
      <Textarea label={t('shift.comment')} {...form.getInputProps('comment')} autosize minRows={1} />
    </>
  );
}

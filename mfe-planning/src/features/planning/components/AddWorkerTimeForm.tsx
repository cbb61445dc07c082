import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { api, notifySuccess } from '@courier/shared';
import { useAddWorkerTime } from '../api';
import { useContractForm } from '../hooks/useContractForm';
import { useGtaOptions } from '../hooks/useGtaOptions';
import { NEW_WORKER_TIME, toAddWorkerTimeBody } from '../utils/workerTime';

/** Records a worker time on a date (planning/addWorkerTime), with or without a planned shift. */
export function AddWorkerTimeForm({ workerId, date }: { workerId: number; date: string }) {
  const add = useAddWorkerTime();
  const gta = useGtaOptions();
  const { form, formError, onSubmit } = useContractForm({
    initialValues: NEW_WORKER_TIME,
    schema: api.planning.addWorkerTime.body,
    toBody: (values) => toAddWorkerTimeBody(workerId, date, values),
  });
  const submit = onSubmit((body, options) =>
    add.mutate(body, {
      ...options,
      onSuccess: () => {
        notifySuccess('Worker time recorded');
        form.setFieldValue('comment', '');
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="flex-start" grow>
          <TextInput label="Worked from" type="time" required {...form.getInputProps('startTime')} />
          <TextInput label="Worked until" type="time" {...form.getInputProps('endTime')} />
        </Group>
        <Group align="flex-end" grow>
          <Select
            label="GTA type"
            description="Absence, leave, training…"
            clearable
            data={gta.data}
            placeholder={gta.placeholder}
            {...form.getInputProps('gtaTypeId')}
          />
          <TextInput label="Time comment" {...form.getInputProps('comment')} />
        </Group>
        {formError && (
          <Alert color="red" role="alert" title="The worker time was not recorded">
            {formError}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={add.isPending}>
          Add worker time
        </Button>
      </Stack>
    </form>
  );
}

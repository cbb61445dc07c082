import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { api, notifySuccess } from '@courier/shared';
import { useEditWorkerTime } from '../api';
import { useContractForm } from '../hooks/useContractForm';
import { useGtaOptions } from '../hooks/useGtaOptions';
import { toEditWorkerTimeBody, workerTimeValues, type WorkerTime } from '../utils/workerTime';

/** A worker time's times, GTA type and comment, saved with its version (planning/editWorkerTime). */
export function EditWorkerTimeForm({ time, onDone }: { time: WorkerTime; onDone: () => void }) {
  const edit = useEditWorkerTime();
  const gta = useGtaOptions();
  const { form, formError, onSubmit } = useContractForm({
    initialValues: workerTimeValues(time),
    schema: api.planning.editWorkerTime.body,
    toBody: (values) => toEditWorkerTimeBody(time, values),
  });
  const submit = onSubmit((body, options) =>
    edit.mutate(body, {
      ...options,
      onSuccess: () => {
        notifySuccess('Worker time saved');
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" mt="xs">
        <Group grow align="flex-start">
          <TextInput label="Start of the time" type="time" required {...form.getInputProps('startTime')} />
          <TextInput
            label="End of the time"
            description="Empty while still at work"
            type="time"
            {...form.getInputProps('endTime')}
          />
        </Group>
        <Select
          label="GTA type of the time"
          clearable
          data={gta.data}
          placeholder={gta.placeholder}
          {...form.getInputProps('gtaTypeId')}
        />
        <TextInput label="Comment of the time" {...form.getInputProps('comment')} />
        {formError && (
          <Alert color="red" role="alert" title="Not saved">
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" size="xs" loading={edit.isPending}>
            Save the worker time
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { TimeField } from '../../../lib/TimeField';
import { api } from '@courier/shared';
import { useEditWorkerTime } from '../api';
import { useContractForm } from '../hooks/useContractForm';
import { useGtaOptions } from '../hooks/useGtaOptions';
import { toEditWorkerTimeBody, workerTimeValues, type WorkerTime } from '../utils/workerTime';
import { useT } from '../../../i18n';
import { announce } from '../../../i18n/notify';

/** A worker time's times, GTA type and comment, saved with its version (planning/editWorkerTime). */
export function EditWorkerTimeForm({ time, onDone }: { time: WorkerTime; onDone: () => void }) {
  const t = useT();
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
        announce('times.saved');
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs" mt="xs">
        <Group grow align="flex-start">
          <TimeField label={t('times.start')} withAsterisk {...form.getInputProps('startTime')} />
          <TimeField label={t('times.end')} description={t('times.endHint')} {...form.getInputProps('endTime')} />
        </Group>
        <Select
          label={t('times.gtaOf')}
          clearable
          data={gta.data}
          placeholder={gta.placeholder}
          {...form.getInputProps('gtaTypeId')}
        />
        <TextInput label={t('times.commentOf')} {...form.getInputProps('comment')} />
        {formError && (
          <Alert color="red" role="alert" title={t('common.notSaved')}>
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" size="xs" loading={edit.isPending}>
            {t('times.saveButton')}
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

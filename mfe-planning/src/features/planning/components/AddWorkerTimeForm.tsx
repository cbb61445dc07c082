import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { TimeField } from '../../../lib/TimeField';
import { api } from '@courier/shared';
import { useAddWorkerTime } from '../api';
import { useContractForm } from '../hooks/useContractForm';
import { useGtaOptions } from '../hooks/useGtaOptions';
import { NEW_WORKER_TIME, toAddWorkerTimeBody } from '../utils/workerTime';
import { useT } from '../../../i18n';
import { announce } from '../../../i18n/notify';

/** Records a worker time on a date (planning/addWorkerTime), with or without a planned shift. */
export function AddWorkerTimeForm({ workerId, date }: { workerId: number; date: string }) {
  const t = useT();
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
        announce('times.recorded');
        form.setFieldValue('comment', '');
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group align="flex-start" grow>
          <TimeField label={t('times.workedFrom')} withAsterisk {...form.getInputProps('startTime')} />
          <TimeField label={t('times.workedUntil')} {...form.getInputProps('endTime')} />
        </Group>
        <Group align="flex-end" grow>
          <Select
            label={t('times.gtaType')}
            description={t('times.gtaHint')}
            clearable
            data={gta.data}
            placeholder={gta.placeholder}
            {...form.getInputProps('gtaTypeId')}
          />
          <TextInput label={t('times.comment')} {...form.getInputProps('comment')} />
        </Group>
        {formError && (
          <Alert color="red" role="alert" title={t('times.notRecorded')}>
            {formError}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={add.isPending}>
          {t('times.add')}
        </Button>
      </Stack>
    </form>
  );
}

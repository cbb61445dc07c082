import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { TimeField } from '../../../lib/TimeField';
import { api, useContractForm } from '@courier/shared';
import { contractMessages } from '../utils/contractMessages';
import { useAddWorkerTime } from '../api';
import { useGtaOptions } from '../hooks/useGtaOptions';
import { NEW_WORKER_TIME, toAddWorkerTimeBody } from '../utils/workerTime';
import { useT } from '../../../i18n';
import { announce } from '../../../i18n/notify';

/** Records a worker time on a date (planning/addWorkerTime), with or without a planned shift. */
export function AddWorkerTimeForm({ workerId, date }: { workerId: number; date: string }) {
  const t = useT();
  const add = useAddWorkerTime();
  const gta = useGtaOptions();
  const { form, formProps, problem: formError } = useContractForm(api.planning.addWorkerTime.body!, NEW_WORKER_TIME, {
    toBody: (values) => toAddWorkerTimeBody(workerId, date, values),
    messages: contractMessages(),
    onSubmit: async (body) => {
      await add.mutateAsync(body);
      announce('times.recorded');
      form.setFieldValue('comment', '');
    },
  });
  return (
    <form {...formProps}>
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

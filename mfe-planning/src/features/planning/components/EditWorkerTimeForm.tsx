import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { TimeField } from '../../../lib/TimeField';
import { api, useContractForm, useUnsavedChangesGuard } from '@courier/shared';
import { contractMessages } from '../utils/contractMessages';
import { useEditWorkerTime } from '../api';
import { useGtaOptions } from '../hooks/useGtaOptions';
import { toEditWorkerTimeBody, workerTimeValues, type WorkerTime } from '../utils/workerTime';
import { useT } from '../../../i18n';
import { announce } from '../../../i18n/notify';

/** A worker time's times, GTA type and comment, saved with its version (planning/editWorkerTime). */
export function EditWorkerTimeForm({ time, onDone }: { time: WorkerTime; onDone: () => void }) {
  const t = useT();
  const edit = useEditWorkerTime();
  const gta = useGtaOptions();
  const { form, formProps, problem: formError, dirty } = useContractForm(api.planning.editWorkerTime.body!, workerTimeValues(time), {
    toBody: (values) => toEditWorkerTimeBody(time, values),
    messages: contractMessages(),
    onSubmit: async (body) => {
      await edit.mutateAsync(body);
      announce('times.saved');
      onDone();
    },
  });
  useUnsavedChangesGuard(dirty);
  return (
    <form {...formProps}>
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

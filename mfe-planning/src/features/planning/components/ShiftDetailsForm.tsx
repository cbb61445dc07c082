import { Alert, Button, Stack } from '@mantine/core';
import { api } from '@courier/shared';
import { useUpdateShift } from '../api';
import { useContractForm } from '../hooks/useContractForm';
import type { ShiftDetail } from '../types';
import { chooseClient, shiftValues, toUpdateShiftBody } from '../utils/shiftForm';
import { ShiftFields } from './ShiftFields';
import { useT } from '../../../i18n';
import { announce } from '../../../i18n/notify';

/** A shift's client, type, times and comment, saved with its version (planning/updateShift). */
export function ShiftDetailsForm({ shift }: { shift: ShiftDetail }) {
  const t = useT();
  const update = useUpdateShift();
  const { form, formError, onSubmit } = useContractForm({
    initialValues: shiftValues(shift),
    schema: api.planning.updateShift.body,
    toBody: (values) => toUpdateShiftBody(shift, values),
    check: chooseClient,
  });
  const submit = onSubmit((body, options) =>
    update.mutate(body, { ...options, onSuccess: () => announce('shift.saved') }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ShiftFields form={form} />
        {formError && (
          <Alert color="red" role="alert" title={t('common.notSaved')}>
            {formError}
          </Alert>
        )}
        <Button type="submit" loading={update.isPending}>
          {t('shift.saveShift')}
        </Button>
      </Stack>
    </form>
  );
}

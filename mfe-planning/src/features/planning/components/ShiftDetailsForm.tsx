import { Alert, Button, Stack } from '@mantine/core';
import { api, useContractForm, useUnsavedChangesGuard } from '@courier/shared';
import { contractMessages } from '../utils/contractMessages';
import { useUpdateShift } from '../api';
import type { ShiftDetail } from '../types';
import { chooseClient, shiftValues, toUpdateShiftBody } from '../utils/shiftForm';
import { ShiftFields } from './ShiftFields';
import { useT } from '../../../i18n';
import { announce } from '../../../i18n/notify';

/** A shift's client, type, times and comment, saved with its version (planning/updateShift). */
export function ShiftDetailsForm({ shift }: { shift: ShiftDetail }) {
  const t = useT();
  const update = useUpdateShift();
  const { form, formProps, problem: formError, dirty } = useContractForm(api.planning.updateShift.body!, shiftValues(shift), {
    toBody: (values) => toUpdateShiftBody(shift, values),
    check: chooseClient,
    messages: contractMessages(),
    onSubmit: async (body) => {
      await update.mutateAsync(body);
      announce('shift.saved');
    },
  });
  useUnsavedChangesGuard(dirty);
  return (
    <form {...formProps}>
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

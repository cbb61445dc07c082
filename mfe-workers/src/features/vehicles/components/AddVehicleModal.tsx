import { Modal, Stack } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { ErrorState, FormActions, FormError, LoadingState, api, notifySuccess, useContractForm } from '@courier/shared';
import { useAddVehicle } from '../api/addVehicle';
import { useVehicleReferences, type VehicleReferences } from '../hooks/useVehicleReferences';
import { checkVehicle, emptyVehicleForm, toAddVehicleBody, vehicleMessages, type VehicleFormValues } from '../utils/vehicleForm';
import { VehicleFields } from './VehicleFields';
import { translate, useT } from '../../../i18n';

/** "Add vehicle": the attributes from the reference lists; opens the new vehicle's page. */
export function AddVehicleModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const refs = useVehicleReferences();
  return (
    <Modal opened={opened} onClose={onClose} title={t('vehicles.add.title')} size="lg" centered>
      {refs.isPending ? (
        <LoadingState label={t('vehicles.add.loadingLists')} />
      ) : refs.error ? (
        <ErrorState error={refs.error} onRetry={() => void refs.refetch()} />
      ) : (
        // Mounted while the dialog is open: each opening starts from an empty form.
        <AddVehicleForm refs={refs} onClose={onClose} />
      )}
    </Modal>
  );
}

/** The form, checked by vehicles/addVehicle's body (the server checks the same). */
function AddVehicleForm({ refs, onClose }: { refs: VehicleReferences; onClose: () => void }) {
  const t = useT();
  const mutation = useAddVehicle();
  const navigate = useNavigate();
  const { form, formProps, problem } = useContractForm(api.vehicles.addVehicle.body!, emptyVehicleForm(), {
    toBody: (values: VehicleFormValues) => toAddVehicleBody(values),
    check: checkVehicle,
    messages: vehicleMessages(),
    onSubmit: async (body) => {
      const created = await mutation.mutateAsync(body);
      notifySuccess(translate('vehicles.add.added', { shortCode: created.shortCode }));
      onClose();
      void navigate(`/vehicles/${encodeURIComponent(created.shortCode)}`);
    },
  });
  return (
    <form {...formProps} aria-label={t('vehicles.add.title')}>
      <Stack gap="sm">
        <FormError message={problem} />
        <VehicleFields form={form} refs={refs} />
        <FormActions submitLabel={t('vehicles.add.submit')} onCancel={onClose} loading={mutation.isPending} />
      </Stack>
    </form>
  );
}

import { useState } from 'react';
import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { ErrorState, FormError, LoadingState, applyApiErrors, notifySuccess, FormActions } from '@courier/shared';
import { useAddVehicle } from '../api/addVehicle';
import { useVehicleReferences } from '../hooks/useVehicleReferences';
import { emptyVehicleForm, toAddVehicleBody, vehicleValidators, type VehicleFormValues } from '../utils/vehicleForm';
import { VehicleFields } from './VehicleFields';
import { translate, useT } from '../../../i18n';

/** "Add vehicle": the attributes from the reference lists; opens the new vehicle's page. */
export function AddVehicleModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const refs = useVehicleReferences();
  const mutation = useAddVehicle();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<VehicleFormValues>({
    mode: 'controlled',
    initialValues: emptyVehicleForm(),
    validate: vehicleValidators,
  });

  const close = () => {
    form.reset();
    setError(null);
    onClose();
  };

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const created = await mutation.mutateAsync(toAddVehicleBody(values));
      notifySuccess(translate('vehicles.add.added', { shortCode: created.shortCode }));
      form.reset();
      onClose();
      void navigate(`/vehicles/${encodeURIComponent(created.shortCode)}`);
    } catch (e) {
      setError(applyApiErrors(form, e));
    }
  });

  return (
    <Modal opened={opened} onClose={close} title={t('vehicles.add.title')} size="lg" centered>
      {refs.isPending ? (
        <LoadingState label={t('vehicles.add.loadingLists')} />
      ) : refs.error ? (
        <ErrorState error={refs.error} onRetry={() => void refs.refetch()} />
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('vehicles.add.title')}>
          <Stack gap="sm">
            <FormError message={error} />
            <VehicleFields form={form} refs={refs} />
            <FormActions submitLabel={t('vehicles.add.submit')} onCancel={close} loading={mutation.isPending} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

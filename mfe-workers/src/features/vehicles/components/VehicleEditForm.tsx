import { useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { FormError, applyApiErrors, isApiError, notifySuccess } from '@courier/shared';
import { vehicleQueryOptions } from '../api/getVehicle';
import { useUpdateVehicleData } from '../api/updateVehicleData';
import type { VehicleReferences } from '../hooks/useVehicleReferences';
import type { VehicleDetail } from '../types';
import { toUpdateVehicleBody, vehicleToForm, vehicleValidators, type VehicleFormValues } from '../utils/vehicleForm';
import { VehicleFields } from './VehicleFields';
import { translate, useT } from '../../../i18n';

/** Every attribute of a vehicle, saved with its version (only the changed fields are sent). */
export function VehicleEditForm({ vehicle, refs }: { vehicle: VehicleDetail; refs: VehicleReferences }) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useUpdateVehicleData();
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const form = useForm<VehicleFormValues>({
    mode: 'controlled',
    initialValues: vehicleToForm(vehicle),
    validate: vehicleValidators,
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setConflict(false);
    const body = toUpdateVehicleBody(vehicle, values);
    if (!body) {
      setError(t('vehicles.edit.nothing'));
      return;
    }
    try {
      const saved = await mutation.mutateAsync(body);
      form.setValues(vehicleToForm(saved));
      form.resetDirty(vehicleToForm(saved));
      notifySuccess(translate('vehicles.edit.saved', { shortCode: saved.shortCode }));
      if (saved.shortCode !== vehicle.shortCode)
        void navigate(`/vehicles/${encodeURIComponent(saved.shortCode)}`, { replace: true });
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        // Stale version or a duplicate short code/plate: reload what the server has.
        const fresh = await queryClient.fetchQuery({ ...vehicleQueryOptions(vehicle.shortCode), staleTime: 0 });
        if (fresh.version !== vehicle.version) {
          setConflict(true);
          form.setValues(vehicleToForm(fresh));
          form.resetDirty(vehicleToForm(fresh));
          return;
        }
      }
      setError(applyApiErrors(form, e));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('vehicles.edit.form')}>
      <Stack gap="sm">
        {conflict && (
          <Alert color="orange" variant="light" role="alert" title={t('vehicles.conflict.title')}>
            {t('vehicles.conflict.edit')}
          </Alert>
        )}
        <FormError message={error} />
        <VehicleFields form={form} refs={refs} withStatus />
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={!form.isDirty() || mutation.isPending}
            onClick={() => {
              form.reset();
              setError(null);
            }}
          >
            {t('vehicles.edit.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('vehicles.edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  FormError,
  ReadOnlyUntilEdit,
  api,
  isApiError,
  notifySuccess,
  useContractForm,
  useUnsavedChangesGuard,
  type EditControls,
} from '@courier/shared';
import { vehicleQueryOptions } from '../api/getVehicle';
import { useUpdateVehicleData } from '../api/updateVehicleData';
import type { VehicleReferences } from '../hooks/useVehicleReferences';
import type { VehicleDetail } from '../types';
import {
  checkVehicle,
  toUpdateVehicleBody,
  vehicleMessages,
  vehicleToForm,
  type VehicleFormValues,
} from '../utils/vehicleForm';
import { VehicleAttributesView } from './VehicleAttributesView';
import { VehicleFields } from './VehicleFields';
import { translate, useT } from '../../../i18n';

interface EditFormProps {
  vehicle: VehicleDetail;
  refs: VehicleReferences;
  controls: EditControls;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * A vehicle's attributes, read-only until "Edit"; leaving the form with unsaved changes (Cancel,
 * a link, closing the tab) asks first.
 */
export function VehicleAttributes({ vehicle, refs }: { vehicle: VehicleDetail; refs: VehicleReferences }) {
  const t = useT();
  const [dirty, setDirty] = useState(false);
  return (
    <ReadOnlyUntilEdit
      view={<VehicleAttributesView vehicle={vehicle} />}
      dirty={dirty}
      onDiscard={() => setDirty(false)}
      texts={{
        edit: t('common.edit'),
        cancel: t('common.cancel'),
        leaveUnsaved: t('common.leaveUnsaved'),
        discardTitle: t('common.discardTitle'),
        discardBody: t('common.discardBody'),
        discard: t('common.discard'),
      }}
    >
      {(controls) => (
        <VehicleEditForm vehicle={vehicle} refs={refs} controls={controls} onDirtyChange={setDirty} />
      )}
    </ReadOnlyUntilEdit>
  );
}

/** Every attribute of a vehicle, saved with its version (only the changed fields are sent). */
function VehicleEditForm({ vehicle, refs, controls, onDirtyChange }: EditFormProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useUpdateVehicleData();
  const [conflict, setConflict] = useState(false);
  const [nothing, setNothing] = useState(false);
  const { form, formProps, problem, dirty } = useContractForm(api.vehicles.updateVehicleData.body!, vehicleToForm(vehicle), {
    // Only what changed is sent (and checked); with no change, the id and version alone.
    toBody: (values: VehicleFormValues) =>
      toUpdateVehicleBody(vehicle, values) ?? { id: vehicle.id, version: vehicle.version },
    check: checkVehicle,
    messages: vehicleMessages(),
    onSubmit: async (body) => {
      setConflict(false);
      setNothing(Object.keys(body).length <= 2);
      if (Object.keys(body).length <= 2) return;
      try {
        const saved = await mutation.mutateAsync(body);
        notifySuccess(translate('vehicles.edit.saved', { shortCode: saved.shortCode }));
        onDirtyChange(false);
        controls.done();
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
          }
        }
        throw e;
      }
    },
  });
  // The leave question in the page's language (registered before the kit's English one).
  useUnsavedChangesGuard(dirty, t('common.leaveUnsaved'));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // A conflict is said in the area's words; "nothing changed" is the form's own.
  const error = conflict ? null : nothing ? t('vehicles.edit.nothing') : problem;

  return (
    <form {...formProps} aria-label={t('vehicles.edit.form')}>
      <Stack gap="sm">
        {conflict && (
          <Alert color="orange" variant="light" role="alert" title={t('vehicles.conflict.title')}>
            {t('vehicles.conflict.edit')}
          </Alert>
        )}
        <FormError message={error} />
        <VehicleFields form={form} refs={refs} withStatus />
        <Group justify="flex-end">
          <Button variant="default" disabled={mutation.isPending} onClick={controls.cancel}>
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

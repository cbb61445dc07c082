import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  ErrorState,
  FormError,
  LoadingState,
  api,
  closeIfConfirmed,
  isApiError,
  notifySuccess,
  FormActions,
  useContractForm,
  useErrorMessage,
  useUnsavedChangesGuard,
} from '@courier/shared';
import { useUpdateWorker, useWorker, useWorkerReferences, type UpdateWorkerBody } from '../api';
import type { Worker, WorkerFieldValues } from '../types';
import { emptyToNull, workerChecks } from '../utils/validation';
import { translate, useT } from '../../../i18n';
import { WorkerFields } from './WorkerFields';

export interface EditWorkerValues extends WorkerFieldValues {
  comment: string;
}

type Field = keyof EditWorkerValues;
const FIELDS: Field[] = [
  'firstName',
  'lastName',
  'companyId',
  'agencyId',
  'teamId',
  'eluId',
  'email',
  'phone',
  'birthDate',
  'hiredOn',
  'address',
  'postalCode',
  'city',
  'comment',
];

/** The form's values of a worker as the server has it. */
export function valuesOf(w: Worker): EditWorkerValues {
  return {
    firstName: w.firstName,
    lastName: w.lastName,
    companyId: String(w.company.id),
    agencyId: String(w.agency.id),
    teamId: String(w.team.id),
    eluId: w.elu ? String(w.elu.id) : '',
    email: w.email ?? '',
    phone: w.phone ?? '',
    birthDate: w.birthDate ?? '',
    hiredOn: w.hiredOn ?? '',
    address: w.address ?? '',
    postalCode: w.postalCode ?? '',
    city: w.city ?? '',
    comment: w.comment ?? '',
  };
}

/** id, version and only the fields that differ from the worker as read (empty clears). */
export function changedFields(worker: Worker, values: EditWorkerValues): UpdateWorkerBody {
  const base = valuesOf(worker);
  const body: UpdateWorkerBody = { id: worker.id, version: worker.version };
  for (const field of FIELDS) {
    if (values[field].trim() === base[field].trim()) continue;
    switch (field) {
      case 'firstName':
      case 'lastName':
        body[field] = values[field].trim();
        break;
      case 'companyId':
      case 'agencyId':
      case 'teamId':
        body[field] = Number(values[field]);
        break;
      case 'eluId':
        body.eluId = values.eluId ? Number(values.eluId) : null;
        break;
      default:
        body[field] = emptyToNull(values[field]);
    }
  }
  return body;
}

function EditWorkerForm({ worker, onDone }: { worker: Worker; onDone: () => void }) {
  // The worker as the server has it now (a "Reload" refetches it; the form keeps the user's edits).
  const t = useT();
  const errorMessage = useErrorMessage();
  const current = useWorker(worker.shortCode);
  const latest = current.data ?? worker;
  const references = useWorkerReferences('all');
  const update = useUpdateWorker();
  const [base, setBase] = useState<EditWorkerValues>(() => valuesOf(worker));
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState(false);
  const { form, formProps, problem, dirty } = useContractForm(api.workers.updateWorkerData.body!, base, {
    // Only what changed since the worker as the server has it is sent (and checked).
    toBody: (values) => changedFields(latest, values),
    check: workerChecks,
    onSubmit: async (body) => {
      setConflict(null);
      setReloaded(false);
      if (Object.keys(body).length === 2) return onDone();
      try {
        await update.mutateAsync(body);
      } catch (error) {
        // A colleague saved first: say so with "Reload", keeping the user's edits.
        if (isApiError(error) && error.status === 409) setConflict(errorMessage(error));
        throw error;
      }
      notifySuccess(translate('workers.edit.saved'));
      onDone();
    },
  });
  // Leaving the page (a portal link, closing the tab) with unsaved edits asks first.
  useUnsavedChangesGuard(dirty, t('common.leaveUnsaved'));

  const reload = async () => {
    const result = await current.refetch();
    if (!result.data) return;
    const fresh = valuesOf(result.data);
    // Fields the user did not touch take the colleague's values; the user's edits stay.
    for (const field of FIELDS) {
      if (form.values[field] === base[field]) form.setFieldValue(field, fresh[field]);
    }
    setBase(fresh);
    setConflict(null);
    setReloaded(true);
  };

  if (references.isPending) return <LoadingState label={t('workers.add.loadingReferences')} />;
  if (references.isError)
    return <ErrorState title={t('workers.add.referencesFailed')} error={references.error} onRetry={() => references.refetch()} />;

  return (
    <form {...formProps} aria-label={t('workers.edit.form')}>
      <Stack gap="sm">
        {conflict && (
          <Alert color="orange" variant="light" role="alert" title={t('workers.conflict.title')}>
            <Stack gap="xs">
              <Text size="sm">
                {t('workers.conflict.text')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('workers.conflict.server', { message: conflict })}
              </Text>
              <Group>
                <Button size="xs" color="orange" onClick={reload} loading={current.isFetching}>
                  {t('workers.conflict.reload')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {reloaded && (
          <Alert color="blue" variant="light" role="status">
            {t('workers.conflict.reloaded', { version: latest.version })}
          </Alert>
        )}
        <WorkerFields form={form} references={references.data} />
        <Textarea label={t('workers.field.comment')} autosize minRows={2} maxRows={6} {...form.getInputProps('comment')} />
        <FormError message={conflict ? null : problem} />
        <FormActions submitLabel={t('workers.edit.save')} onCancel={onDone} loading={update.isPending} />
      </Stack>
    </form>
  );
}

/**
 * "Edit": the worker's fields, saved with its version; a 409 offers "Reload" and keeps the form.
 * Cancel discards the edits; the ×, Escape or a click outside ask first when there are some.
 */
export function EditWorkerModal({ worker, opened, onClose }: { worker: Worker; opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={closeIfConfirmed(onClose)} title={t('workers.edit.title', { shortCode: worker.shortCode })} size="lg">
      {opened && <EditWorkerForm worker={worker} onDone={onClose} />}
    </Modal>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, LoadingState, ErrorState, applyApiErrors, FormActions } from '@courier/shared';
import { useAddWorker, useWorkerReferences, type AddWorkerBody, type AddedWorker } from '../api';
import type { WorkerFieldValues } from '../types';
import { emptyToNull, workerFieldRules } from '../utils/validation';
import { WorkerFields } from './WorkerFields';

type AddWorkerValues = WorkerFieldValues;

const EMPTY: AddWorkerValues = {
  firstName: '',
  lastName: '',
  companyId: '',
  agencyId: '',
  teamId: '',
  eluId: '',
  email: '',
  phone: '',
  birthDate: '',
  hiredOn: '',
  address: '',
  postalCode: '',
  city: '',
};

/** The body of workers/addWorker from the form: empty optional fields are left out. */
export function toAddWorkerBody(v: AddWorkerValues): AddWorkerBody {
  const body: AddWorkerBody = {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    companyId: Number(v.companyId),
    agencyId: Number(v.agencyId),
    teamId: Number(v.teamId),
  };
  if (v.eluId) body.eluId = Number(v.eluId);
  const optional = ['email', 'phone', 'birthDate', 'hiredOn', 'address', 'postalCode', 'city'] as const;
  for (const key of optional) {
    const value = emptyToNull(v[key]);
    if (value !== null) body[key] = value;
  }
  return body;
}

function AddWorkerForm({ onCreated, onCancel }: { onCreated: (w: AddedWorker) => void; onCancel: () => void }) {
  const references = useWorkerReferences('active');
  const addWorker = useAddWorker();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AddWorkerValues>({
    initialValues: EMPTY,
    validate: workerFieldRules,
  });

  if (references.isPending) return <LoadingState label="Loading teams, agencies and companies…" />;
  if (references.isError)
    return <ErrorState title="The pickers could not be loaded" error={references.error} onRetry={() => references.refetch()} />;

  const submit = form.onSubmit((values) => {
    setFormError(null);
    addWorker.mutate(toAddWorkerBody(values), {
      onSuccess: onCreated,
      onError: (error) => setFormError(applyApiErrors(form, error)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Add worker">
      <Stack gap="sm">
        <WorkerFields form={form} references={references.data} showShortCodeHint />
        <FormError message={formError} />
        <FormActions submitLabel="Create worker" onCancel={onCancel} loading={addWorker.isPending} />
      </Stack>
    </form>
  );
}

/** "Add worker": the form, then the short code the server generated. */
export function AddWorkerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<AddedWorker | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Add worker" size="lg">
      {created ? (
        <Stack gap="sm">
          <Alert color="teal" variant="light" role="status" title="Worker created">
            <Text>
              {created.firstName} {created.lastName} was created with the short code{' '}
              <Text span fw={700} data-testid="created-short-code">
                {created.shortCode}
              </Text>
              .
            </Text>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCreated(null)}>
              Add another
            </Button>
            <Anchor component={Link} to={`/workers/${encodeURIComponent(created.shortCode)}`} onClick={close}>
              Open {created.shortCode}
            </Anchor>
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        opened && <AddWorkerForm onCreated={setCreated} onCancel={close} />
      )}
    </Modal>
  );
}

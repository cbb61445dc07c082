import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ErrorState, FormError, LoadingState, applyApiErrors, isApiError, notifySuccess } from '@courier/shared';
import { useUpdateWorker, useWorker, useWorkerReferences, type UpdateWorkerBody } from '../api';
import type { Worker } from '../types';
import { EMAIL_RE, PHONE_RE, emptyToNull } from '../utils/validation';

export interface EditWorkerValues {
  firstName: string;
  lastName: string;
  companyId: string;
  agencyId: string;
  teamId: string;
  eluId: string;
  email: string;
  phone: string;
  birthDate: string;
  hiredOn: string;
  address: string;
  postalCode: string;
  city: string;
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
  const current = useWorker(worker.shortCode);
  const latest = current.data ?? worker;
  const references = useWorkerReferences('all');
  const update = useUpdateWorker();
  const [base, setBase] = useState<EditWorkerValues>(() => valuesOf(worker));
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState(false);
  const form = useForm<EditWorkerValues>({
    initialValues: base,
    validate: {
      firstName: (v) => (v.trim() ? null : 'First name is required'),
      lastName: (v) => (v.trim() ? null : 'Last name is required'),
      companyId: (v) => (v ? null : 'Company is required'),
      agencyId: (v) => (v ? null : 'Agency is required'),
      teamId: (v) => (v ? null : 'Team is required'),
      email: (v) => (v.trim() === '' || EMAIL_RE.test(v.trim()) ? null : 'Enter a valid email address'),
      phone: (v) => (v.trim() === '' || PHONE_RE.test(v.trim()) ? null : 'Digits, spaces and + ( ) . - only'),
      comment: (v) => (v.length > 2000 ? 'At most 2000 characters' : null),
    },
  });

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

  const submit = form.onSubmit((values) => {
    setFormError(null);
    setReloaded(false);
    const body = changedFields(latest, values);
    if (Object.keys(body).length === 2) {
      onDone();
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        notifySuccess('The worker was saved.');
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          setConflict(error.message);
          return;
        }
        setFormError(applyApiErrors(form, error));
      },
    });
  });

  if (references.isPending) return <LoadingState label="Loading teams, agencies and companies…" />;
  if (references.isError)
    return <ErrorState title="The pickers could not be loaded" error={references.error} onRetry={() => references.refetch()} />;
  const { companies, agencies, teams, elus } = references.data;
  const options = (rows: { id: number; name: string }[], placeholder: string) => [
    { value: '', label: placeholder },
    ...rows.map((r) => ({ value: String(r.id), label: r.name })),
  ];

  return (
    <form onSubmit={submit} noValidate aria-label="Edit worker">
      <Stack gap="sm">
        {conflict && (
          <Alert color="orange" variant="light" role="alert" title="Someone else changed this worker">
            <Stack gap="xs">
              <Text size="sm">
                This worker was changed by someone else since you opened it, so your change was not saved. Reload
                to get the latest version: your edits stay in the form, then save again.
              </Text>
              <Text size="xs" c="dimmed">
                Server: {conflict}
              </Text>
              <Group>
                <Button size="xs" color="orange" onClick={reload} loading={current.isFetching}>
                  Reload
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {reloaded && (
          <Alert color="blue" variant="light" role="status">
            The latest version is loaded (version {latest.version}). Your edits are kept; check them and save.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" withAsterisk data-autofocus {...form.getInputProps('firstName')} />
          <TextInput label="Last name" withAsterisk {...form.getInputProps('lastName')} />
          <NativeSelect label="Company" withAsterisk data={options(companies, 'Choose a company')} {...form.getInputProps('companyId')} />
          <NativeSelect label="Agency" withAsterisk data={options(agencies, 'Choose an agency')} {...form.getInputProps('agencyId')} />
          <NativeSelect label="Team" withAsterisk data={options(teams, 'Choose a team')} {...form.getInputProps('teamId')} />
          <NativeSelect label="Elu" data={options(elus, 'None')} {...form.getInputProps('eluId')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
          <TextInput label="Birth date" type="date" {...form.getInputProps('birthDate')} />
          <TextInput label="Hired on" type="date" {...form.getInputProps('hiredOn')} />
          <TextInput label="Address" {...form.getInputProps('address')} />
          <TextInput label="Postal code" {...form.getInputProps('postalCode')} />
          <TextInput label="City" {...form.getInputProps('city')} />
        </SimpleGrid>
        <Textarea label="Comment" autosize minRows={2} maxRows={6} {...form.getInputProps('comment')} />
        <FormError message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Edit": the worker's fields, saved with its version; a 409 offers "Reload" and keeps the form. */
export function EditWorkerModal({ worker, opened, onClose }: { worker: Worker; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Edit ${worker.shortCode}`} size="lg">
      {opened && <EditWorkerForm worker={worker} onDone={onClose} />}
    </Modal>
  );
}

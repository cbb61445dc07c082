import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, LoadingState, ErrorState, applyApiErrors } from '@courier/shared';
import { useAddWorker, useWorkerReferences, type AddWorkerBody, type AddedWorker } from '../api';
import { EMAIL_RE, PHONE_RE, emptyToNull } from '../utils/validation';

interface AddWorkerValues {
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
}

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
    validate: {
      firstName: (v) => (v.trim() ? (v.trim().length > 100 ? 'At most 100 characters' : null) : 'First name is required'),
      lastName: (v) => (v.trim() ? (v.trim().length > 100 ? 'At most 100 characters' : null) : 'Last name is required'),
      companyId: (v) => (v ? null : 'Company is required'),
      agencyId: (v) => (v ? null : 'Agency is required'),
      teamId: (v) => (v ? null : 'Team is required'),
      email: (v) => (v.trim() === '' || EMAIL_RE.test(v.trim()) ? null : 'Enter a valid email address'),
      phone: (v) => (v.trim() === '' || PHONE_RE.test(v.trim()) ? null : 'Digits, spaces and + ( ) . - only'),
      hiredOn: (v, values) =>
        v && values.birthDate && v < values.birthDate ? 'The hiring date is before the birth date' : null,
    },
  });

  if (references.isPending) return <LoadingState label="Loading teams, agencies and companies…" />;
  if (references.isError)
    return <ErrorState title="The pickers could not be loaded" error={references.error} onRetry={() => references.refetch()} />;

  const { companies, agencies, teams, elus } = references.data;
  const company = companies.find((c) => String(c.id) === form.values.companyId);
  const teamsOfAgency = teams.filter((t) => !form.values.agencyId || t.agencyId === null || String(t.agencyId) === form.values.agencyId);
  const options = (rows: { id: number; name: string }[], placeholder: string) => [
    { value: '', label: placeholder },
    ...rows.map((r) => ({ value: String(r.id), label: r.name })),
  ];

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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" withAsterisk autoComplete="off" data-autofocus {...form.getInputProps('firstName')} />
          <TextInput label="Last name" withAsterisk autoComplete="off" {...form.getInputProps('lastName')} />
          <NativeSelect
            label="Company"
            withAsterisk
            data={options(companies, 'Choose a company')}
            description={company ? `Short code will be ${company.nextShortCode} (prefix ${company.shortCodePrefix})` : 'Its prefix starts the short code'}
            {...form.getInputProps('companyId')}
          />
          <NativeSelect
            label="Agency"
            withAsterisk
            data={options(agencies, 'Choose an agency')}
            {...form.getInputProps('agencyId')}
            onChange={(e) => {
              form.setFieldValue('agencyId', e.currentTarget.value);
              const team = teams.find((t) => String(t.id) === form.values.teamId);
              if (team && team.agencyId !== null && String(team.agencyId) !== e.currentTarget.value)
                form.setFieldValue('teamId', '');
            }}
          />
          <NativeSelect label="Team" withAsterisk data={options(teamsOfAgency, 'Choose a team')} {...form.getInputProps('teamId')} />
          <NativeSelect label="Elu" data={options(elus, 'None')} {...form.getInputProps('eluId')} />
          <TextInput label="Email" type="email" autoComplete="off" {...form.getInputProps('email')} />
          <TextInput label="Phone" type="tel" autoComplete="off" {...form.getInputProps('phone')} />
          <TextInput label="Birth date" type="date" {...form.getInputProps('birthDate')} />
          <TextInput label="Hired on" type="date" {...form.getInputProps('hiredOn')} />
          <TextInput label="Address" autoComplete="off" {...form.getInputProps('address')} />
          <TextInput label="Postal code" autoComplete="off" {...form.getInputProps('postalCode')} />
          <TextInput label="City" autoComplete="off" {...form.getInputProps('city')} />
        </SimpleGrid>
        <FormError message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={addWorker.isPending}>
            Create worker
          </Button>
        </Group>
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

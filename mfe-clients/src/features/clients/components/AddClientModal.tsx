import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, applyApiErrors, notifySuccess, validators } from '@courier/shared';
import { useAddClient, useDuplicateClient, type AddClientBody, type ClientRow } from '../api';
import { useClientLists } from '../hooks/useClientLists';
import { emptyToNull } from '../utils/format';

const CODE = /^[A-Za-z0-9-]{2,20}$/;
const codeRule = validators.pattern(CODE, '2 to 20 letters, digits or dashes');

interface Values {
  businessCode: string;
  name: string;
  clientGroupId: string | null;
  agencyId: string | null;
  email: string;
  city: string;
}

/** "Add client": business code (unique), name and the main pickers; opens the new client. */
export function AddClientModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const lists = useClientLists();
  const add = useAddClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { businessCode: '', name: '', clientGroupId: null, agencyId: null, email: '', city: '' },
    validate: { businessCode: codeRule, name: validators.required() },
  });
  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  const submit = form.onSubmit((v) => {
    setFormError(null);
    const body: AddClientBody = { businessCode: v.businessCode.trim(), name: v.name.trim() };
    if (v.clientGroupId) body.clientGroupId = Number(v.clientGroupId);
    if (v.agencyId) body.agencyId = Number(v.agencyId);
    const email = emptyToNull(v.email);
    if (email) body.email = email;
    const city = emptyToNull(v.city);
    if (city) body.city = city;
    add.mutate(body, {
      onSuccess: (client) => {
        notifySuccess(`${client.businessCode} ${client.name} was created`);
        close();
        navigate(`/clients/${client.clientId}`);
      },
      onError: (error) => setFormError(applyApiErrors(form, error)),
    });
  });
  const options = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <Modal opened={opened} onClose={close} title="Add client">
      <form onSubmit={submit} noValidate aria-label="Add client">
        <Stack gap="sm">
          <TextInput label="Business code" required {...form.getInputProps('businessCode')} />
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <Select
            label="Client group"
            data={options(lists.data?.clientGroups)}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear client group' }}
            searchable
            {...form.getInputProps('clientGroupId')}
          />
          <Select
            label="Agency"
            data={options(lists.data?.agencies)}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear agency' }}
            searchable
            {...form.getInputProps('agencyId')}
          />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="City" {...form.getInputProps('city')} />
          <FormError message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Create client
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** "Duplicate": a copy of the source's settings, price lists and contacts (never invoices) under a new code. */
export function DuplicateClientModal({
  source,
  onClose,
}: {
  source: Pick<ClientRow, 'clientId' | 'businessCode' | 'name'> | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const duplicate = useDuplicateClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { businessCode: '', name: '' },
    validate: { businessCode: codeRule },
  });
  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  const submit = form.onSubmit((v) => {
    if (!source) return;
    setFormError(null);
    duplicate.mutate(
      {
        clientId: source.clientId,
        businessCode: v.businessCode.trim(),
        ...(v.name.trim() ? { name: v.name.trim() } : {}),
      },
      {
        onSuccess: (client) => {
          notifySuccess(`${client.businessCode} was created as a copy of ${source.businessCode}`);
          close();
          navigate(`/clients/${client.clientId}`);
        },
        onError: (error) => setFormError(applyApiErrors(form, error)),
      },
    );
  });
  return (
    <Modal
      opened={source !== null}
      onClose={close}
      title={source ? `Duplicate ${source.businessCode}` : 'Duplicate'}
    >
      <form onSubmit={submit} noValidate aria-label="Duplicate client">
        <Stack gap="sm">
          <TextInput label="New business code" required {...form.getInputProps('businessCode')} />
          <TextInput
            label="Name"
            placeholder={source ? `${source.name} (copy)` : undefined}
            {...form.getInputProps('name')}
          />
          <FormError message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={duplicate.isPending}>
              Duplicate
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

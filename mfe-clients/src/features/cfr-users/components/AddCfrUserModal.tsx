import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, api, applyApiErrors, notifySuccess, useReferenceList, validators } from '@courier/shared';
import { useAddCfrUser, type AddCfrUserBody } from '../api';
import { ClientPicker } from './ClientPicker';

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  clientId: number | null;
  siteId: string | null;
  serviceId: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Add user": unique email, one client, an optional site and service of that client. */
export function AddCfrUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const add = useAddCfrUser();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      email: '',
      firstName: '',
      lastName: '',
      phone: '',
      clientId: null,
      siteId: null,
      serviceId: null,
    },
    validate: {
      email: validators.pattern(EMAIL, 'Not a valid email address'),
      firstName: validators.required(),
      lastName: validators.required(),
      clientId: (v) => (v ? null : 'Choose the client'),
    },
  });
  const clientId = form.values.clientId;
  const sites = useReferenceList(
    api.cfrUsers.getSites,
    { clientId: clientId ?? undefined },
    { enabled: clientId !== null },
  );
  const services = useReferenceList(
    api.cfrUsers.getServices,
    { clientId: clientId ?? undefined },
    { enabled: clientId !== null },
  );
  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  const submit = form.onSubmit((v) => {
    setFormError(null);
    const body: AddCfrUserBody = {
      email: v.email.trim(),
      clientId: v.clientId as number,
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
    };
    if (v.phone.trim()) body.phone = v.phone.trim();
    if (v.siteId) body.siteId = Number(v.siteId);
    if (v.serviceId) body.serviceId = Number(v.serviceId);
    add.mutate(body, {
      onSuccess: (u) => {
        notifySuccess(`${u.email} was added`);
        close();
        navigate(`/users/cfr/${u.userCFrId}`);
      },
      onError: (error) => setFormError(applyApiErrors(form, error)),
    });
  });
  const opts = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <Modal opened={opened} onClose={close} title="Add client-side user">
      <form onSubmit={submit} noValidate aria-label="Add client-side user">
        <Stack gap="sm">
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <TextInput label="First name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required {...form.getInputProps('lastName')} />
          <TextInput label="Phone" {...form.getInputProps('phone')} />
          <ClientPicker
            label="Client"
            required
            value={clientId}
            error={form.errors.clientId}
            onChange={(id) => form.setValues({ clientId: id, siteId: null, serviceId: null })}
          />
          <Select
            label="Site"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear site' }}
            disabled={clientId === null}
            data={opts(sites.data)}
            {...form.getInputProps('siteId')}
          />
          <Select
            label="Service"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear service' }}
            disabled={clientId === null}
            data={opts(services.data)}
            {...form.getInputProps('serviceId')}
          />
          <FormError message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add user
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

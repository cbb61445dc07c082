import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, api, applyApiErrors, notifySuccess, useReferenceList } from '@courier/shared';
import { rules } from '../../../formRules';
import { translate, useT } from '../../../i18n';
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
  const t = useT();
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
      email: rules.pattern(EMAIL, 'clients.field.emailInvalid'),
      firstName: rules.required,
      lastName: rules.required,
      clientId: (v) => (v ? null : translate('cfrUsers.field.chooseClient')),
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
        notifySuccess(t('cfrUsers.add.done', { email: u.email }));
        close();
        navigate(`/users/cfr/${u.userCFrId}`);
      },
      onError: (error) => setFormError(applyApiErrors(form, error)),
    });
  });
  const opts = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <Modal opened={opened} onClose={close} title={t('cfrUsers.add.title')}>
      <form onSubmit={submit} noValidate aria-label={t('cfrUsers.add.title')}>
        <Stack gap="sm">
          <TextInput
            label={t('cfrUsers.field.email')}
            type="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('cfrUsers.field.firstName')}
            withAsterisk
            {...form.getInputProps('firstName')}
          />
          <TextInput label={t('cfrUsers.field.lastName')} withAsterisk {...form.getInputProps('lastName')} />
          <TextInput label={t('cfrUsers.field.phone')} {...form.getInputProps('phone')} />
          <ClientPicker
            label={t('cfrUsers.field.client')}
            required
            value={clientId}
            error={form.errors.clientId}
            onChange={(id) => form.setValues({ clientId: id, siteId: null, serviceId: null })}
          />
          <Select
            label={t('cfrUsers.field.site')}
            clearable
            clearButtonProps={{ 'aria-label': t('cfrUsers.field.clearSite') }}
            disabled={clientId === null}
            data={opts(sites.data)}
            {...form.getInputProps('siteId')}
          />
          <Select
            label={t('cfrUsers.field.service')}
            clearable
            clearButtonProps={{ 'aria-label': t('cfrUsers.field.clearService') }}
            disabled={clientId === null}
            data={opts(services.data)}
            {...form.getInputProps('serviceId')}
          />
          <FormError message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('clients.action.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('cfrUsers.action.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

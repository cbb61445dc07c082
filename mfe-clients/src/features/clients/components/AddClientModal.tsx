import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, applyApiErrors, notifySuccess } from '@courier/shared';
import { useT } from '../../../i18n';
import { rules } from '../../../formRules';
import { useAddClient, useDuplicateClient, type AddClientBody, type ClientRow } from '../api';
import { useClientLists } from '../hooks/useClientLists';
import { emptyToNull } from '../utils/fields';

const CODE = /^[A-Za-z0-9-]{2,20}$/;
const codeRule = rules.pattern(CODE, 'clients.add.codeRule');

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
  const t = useT();
  const navigate = useNavigate();
  const lists = useClientLists();
  const add = useAddClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { businessCode: '', name: '', clientGroupId: null, agencyId: null, email: '', city: '' },
    validate: { businessCode: codeRule, name: rules.required },
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
        notifySuccess(t('clients.add.created', { code: client.businessCode, name: client.name }));
        close();
        navigate(`/clients/${client.clientId}`);
      },
      onError: (error) => setFormError(applyApiErrors(form, error)),
    });
  });
  const options = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <Modal opened={opened} onClose={close} title={t('clients.action.add')}>
      <form onSubmit={submit} noValidate aria-label={t('clients.action.add')}>
        <Stack gap="sm">
          <TextInput
            label={t('clients.field.businessCode')}
            withAsterisk
            {...form.getInputProps('businessCode')}
          />
          <TextInput label={t('clients.field.name')} withAsterisk {...form.getInputProps('name')} />
          <Select
            label={t('clients.field.clientGroup')}
            data={options(lists.data?.clientGroups)}
            clearable
            clearButtonProps={{ 'aria-label': t('clients.field.clearClientGroup') }}
            searchable
            {...form.getInputProps('clientGroupId')}
          />
          <Select
            label={t('clients.field.agency')}
            data={options(lists.data?.agencies)}
            clearable
            clearButtonProps={{ 'aria-label': t('clients.field.clearAgency') }}
            searchable
            {...form.getInputProps('agencyId')}
          />
          <TextInput label={t('clients.field.email')} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('clients.field.city')} {...form.getInputProps('city')} />
          <FormError message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('clients.action.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('clients.add.submit')}
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
  const t = useT();
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
          notifySuccess(
            t('clients.duplicate.created', { code: client.businessCode, source: source.businessCode }),
          );
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
      title={
        source ? t('clients.duplicate.title', { code: source.businessCode }) : t('clients.action.duplicate')
      }
    >
      <form onSubmit={submit} noValidate aria-label={t('clients.duplicate.form')}>
        <Stack gap="sm">
          <TextInput
            label={t('clients.duplicate.newCode')}
            withAsterisk
            {...form.getInputProps('businessCode')}
          />
          <TextInput
            label={t('clients.field.name')}
            placeholder={source ? t('clients.duplicate.namePlaceholder', { name: source.name }) : undefined}
            {...form.getInputProps('name')}
          />
          <FormError message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('clients.action.cancel')}
            </Button>
            <Button type="submit" loading={duplicate.isPending}>
              {t('clients.action.duplicate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

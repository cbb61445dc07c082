import { useNavigate } from 'react-router-dom';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { FormError, api, notifySuccess, useContractForm } from '@courier/shared';
import { useT } from '../../../i18n';
import { contractMessages } from '../../../formRules';
import { useAddClient, useDuplicateClient, type ClientRow } from '../api';
import { useClientLists } from '../hooks/useClientLists';

interface Values {
  businessCode: string;
  name: string;
  clientGroupId: string | null;
  agencyId: string | null;
  email: string;
  city: string;
}

const NO_CLIENT: Values = {
  businessCode: '',
  name: '',
  clientGroupId: null,
  agencyId: null,
  email: '',
  city: '',
};

/** "Add client": business code (unique), name and the main pickers; opens the new client. */
export function AddClientModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  // The form lives inside the modal: each opening starts from empty fields and no error.
  return (
    <Modal opened={opened} onClose={onClose} title={t('clients.action.add')}>
      <AddClientForm onClose={onClose} />
    </Modal>
  );
}

function AddClientForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const lists = useClientLists();
  const add = useAddClient();
  const { form, formProps, problem, submitting } = useContractForm(api.clients.addClient.body!, NO_CLIENT, {
    // Pickers hold ids as text; empty optional fields are left out.
    toBody: (v) => ({
      businessCode: v.businessCode,
      name: v.name,
      ...(v.clientGroupId ? { clientGroupId: Number(v.clientGroupId) } : {}),
      ...(v.agencyId ? { agencyId: Number(v.agencyId) } : {}),
      ...(v.email.trim() ? { email: v.email } : {}),
      ...(v.city.trim() ? { city: v.city } : {}),
    }),
    messages: contractMessages(),
    onSubmit: async (body) => {
      const client = await add.mutateAsync(body);
      notifySuccess(t('clients.add.created', { code: client.businessCode, name: client.name }));
      onClose();
      navigate(`/clients/${client.clientId}`);
    },
  });
  const options = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <form {...formProps} aria-label={t('clients.action.add')}>
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
        <FormError message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('clients.action.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('clients.add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Source = Pick<ClientRow, 'clientId' | 'businessCode' | 'name'>;

/** "Duplicate": a copy of the source's settings, price lists and contacts (never invoices) under a new code. */
export function DuplicateClientModal({ source, onClose }: { source: Source | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      title={
        source ? t('clients.duplicate.title', { code: source.businessCode }) : t('clients.action.duplicate')
      }
    >
      {source && <DuplicateClientForm source={source} onClose={onClose} />}
    </Modal>
  );
}

function DuplicateClientForm({ source, onClose }: { source: Source; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const duplicate = useDuplicateClient();
  const { form, formProps, problem, submitting } = useContractForm(
    api.clients.duplicateClient.body!,
    { businessCode: '', name: '' },
    {
      // The name is optional: left out, the copy keeps the source's name.
      toBody: (v) => ({
        clientId: source.clientId,
        businessCode: v.businessCode,
        ...(v.name.trim() ? { name: v.name } : {}),
      }),
      messages: contractMessages(),
      onSubmit: async (body) => {
        const client = await duplicate.mutateAsync(body);
        notifySuccess(
          t('clients.duplicate.created', { code: client.businessCode, source: source.businessCode }),
        );
        onClose();
        navigate(`/clients/${client.clientId}`);
      },
    },
  );
  return (
    <form {...formProps} aria-label={t('clients.duplicate.form')}>
      <Stack gap="sm">
        <TextInput
          label={t('clients.duplicate.newCode')}
          withAsterisk
          {...form.getInputProps('businessCode')}
        />
        <TextInput
          label={t('clients.field.name')}
          placeholder={t('clients.duplicate.namePlaceholder', { name: source.name })}
          {...form.getInputProps('name')}
        />
        <FormError message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('clients.action.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('clients.action.duplicate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useNavigate } from 'react-router-dom';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { FormError, api, notifySuccess, useContractForm, useReferenceList } from '@courier/shared';
import { contractMessages } from '../../../formRules';
import { useT } from '../../../i18n';
import { useAddCfrUser } from '../api';
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

const NO_USER: Values = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  clientId: null,
  siteId: null,
  serviceId: null,
};

/** "Add user": unique email, one client, an optional site and service of that client. */
export function AddCfrUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  // The form lives inside the modal: each opening starts from empty fields and no error.
  return (
    <Modal opened={opened} onClose={onClose} title={t('cfrUsers.add.title')}>
      <AddCfrUserForm onClose={onClose} />
    </Modal>
  );
}

function AddCfrUserForm({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const add = useAddCfrUser();
  const { form, formProps, problem, submitting } = useContractForm(api.cfrUsers.addUser.body!, NO_USER, {
    // Pickers hold ids as text; an empty phone is left out.
    toBody: (v) => ({
      email: v.email,
      clientId: v.clientId ?? Number.NaN,
      firstName: v.firstName,
      lastName: v.lastName,
      ...(v.phone.trim() ? { phone: v.phone } : {}),
      ...(v.siteId ? { siteId: Number(v.siteId) } : {}),
      ...(v.serviceId ? { serviceId: Number(v.serviceId) } : {}),
    }),
    check: (v) => ({ clientId: v.clientId ? null : t('cfrUsers.field.chooseClient') }),
    messages: contractMessages(),
    onSubmit: async (body) => {
      const u = await add.mutateAsync(body);
      notifySuccess(t('cfrUsers.add.done', { email: u.email }));
      onClose();
      navigate(`/users/cfr/${u.userCFrId}`);
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
  const opts = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <form {...formProps} aria-label={t('cfrUsers.add.title')}>
      <Stack gap="sm">
        <TextInput
          label={t('cfrUsers.field.email')}
          type="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <TextInput label={t('cfrUsers.field.firstName')} withAsterisk {...form.getInputProps('firstName')} />
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
        <FormError message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('clients.action.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('cfrUsers.action.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

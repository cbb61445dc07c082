import { Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { FormError, api, notifySuccess, useContractForm, useStepUpGuard } from '@courier/shared';
import {
  EditableSection,
  FieldsView,
  useSectionGuard,
  type SectionControls,
} from '../../../components/EditableSection';
import { contractMessages } from '../../../formRules';
import { useT } from '../../../i18n';
import { useUpdateClientData, type ClientDetail, type UpdateClientDataBody } from '../api';
import { useClientLists } from '../hooks/useClientLists';
import { emptyToNull } from '../utils/fields';

const TEXTS = [
  'name',
  'legalName',
  'vatNumber',
  'siret',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'postalCode',
  'city',
  'country',
  'comment',
] as const;
const PICKS = [
  'clientGroupId',
  'clientGroup2Id',
  'agencyId',
  'salesAgentId',
  'paymentMethodId',
  'billingContactId',
] as const;
type Values = Record<(typeof TEXTS)[number], string> & Record<(typeof PICKS)[number], string | null>;

function valuesOf(c: ClientDetail): Values {
  const id = (r: { id: number } | null) => (r ? String(r.id) : null);
  return {
    name: c.name,
    legalName: c.legalName ?? '',
    vatNumber: c.vatNumber ?? '',
    siret: c.siret ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    addressLine1: c.addressLine1 ?? '',
    addressLine2: c.addressLine2 ?? '',
    postalCode: c.postalCode ?? '',
    city: c.city ?? '',
    country: c.country,
    comment: c.comment ?? '',
    clientGroupId: id(c.clientGroup),
    clientGroup2Id: id(c.clientGroup2),
    agencyId: id(c.agency),
    salesAgentId: id(c.salesAgent),
    paymentMethodId: id(c.paymentMethod),
    billingContactId: c.billingContactId === null ? null : String(c.billingContactId),
  };
}

/**
 * The body of updateClientData: the version as read and only the fields changed (cleared ones as
 * null), so the contract checks what is sent and a field left as it was never blocks a save.
 */
export function changedFields(client: ClientDetail, v: Values): UpdateClientDataBody {
  const before = valuesOf(client);
  const body: Record<string, unknown> = { clientId: client.clientId, version: client.version };
  for (const k of TEXTS) {
    if (v[k].trim() === before[k].trim()) continue;
    body[k] = k === 'name' || k === 'country' ? v[k].trim() : emptyToNull(v[k]);
  }
  for (const k of PICKS) if (v[k] !== before[k]) body[k] = v[k] === null ? null : Number(v[k]);
  return body as UpdateClientDataBody;
}

/** Identity and billing data as read, before "Edit". */
function ClientIdentityView({ client }: { client: ClientDetail }) {
  const t = useT();
  const billing = client.contacts.find((c) => c.contactId === client.billingContactId);
  const address = [client.addressLine1, client.addressLine2].filter(Boolean).join('\n');
  return (
    <FieldsView
      label={t('clients.identity.form')}
      fields={[
        { label: t('clients.field.name'), value: client.name },
        { label: t('clients.identity.legalName'), value: client.legalName },
        { label: t('clients.identity.vatNumber'), value: client.vatNumber },
        { label: t('clients.identity.siret'), value: client.siret },
        { label: t('clients.identity.email'), value: client.email },
        { label: t('clients.identity.phone'), value: client.phone },
        { label: t('clients.identity.address'), value: address },
        { label: t('clients.identity.postalCode'), value: client.postalCode },
        { label: t('clients.identity.city'), value: client.city },
        { label: t('clients.identity.country'), value: client.country },
        { label: t('clients.identity.billingContact'), value: billing?.name },
        { label: t('clients.identity.clientGroup'), value: client.clientGroup?.name },
        { label: t('clients.identity.clientGroup2'), value: client.clientGroup2?.name },
        { label: t('clients.identity.agency'), value: client.agency?.name },
        { label: t('clients.identity.salesAgent'), value: client.salesAgent?.name },
        { label: t('clients.identity.paymentMethod'), value: client.paymentMethod?.name },
        { label: t('clients.identity.comment'), value: client.comment },
      ]}
    />
  );
}

/** Identity and billing data, read-only until "Edit"; leaving with unsaved changes asks first. */
export function ClientIdentity({ client }: { client: ClientDetail }) {
  return (
    <EditableSection view={<ClientIdentityView client={client} />}>
      {(controls) => <ClientIdentityForm client={client} controls={controls} />}
    </EditableSection>
  );
}

/**
 * Identity and billing data being edited; a 409 says a colleague changed the client meanwhile. A
 * new billing contact asks for a fresh authenticator code when the server wants one.
 */
function ClientIdentityForm({ client, controls }: { client: ClientDetail; controls: SectionControls }) {
  const t = useT();
  const lists = useClientLists();
  const { guard, modal } = useStepUpGuard();
  const update = useUpdateClientData(guard);
  const { form, formProps, problem, submitting, dirty } = useContractForm(
    api.clients.updateClientData.body!,
    valuesOf(client),
    {
      toBody: (v) => changedFields(client, v),
      messages: contractMessages(),
      onSubmit: async (body) => {
        await update.mutateAsync(body);
        notifySuccess(t('clients.identity.saved'));
        controls.done();
      },
    },
  );
  useSectionGuard(dirty, controls.onDirtyChange);
  const options = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  return (
    <form {...formProps} aria-label={t('clients.identity.form')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput label={t('clients.field.name')} withAsterisk {...form.getInputProps('name')} />
          <TextInput label={t('clients.identity.legalName')} {...form.getInputProps('legalName')} />
          <TextInput label={t('clients.identity.vatNumber')} {...form.getInputProps('vatNumber')} />
          <TextInput label={t('clients.identity.siret')} {...form.getInputProps('siret')} />
          <TextInput label={t('clients.identity.email')} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('clients.identity.phone')} {...form.getInputProps('phone')} />
          <TextInput label={t('clients.identity.address')} {...form.getInputProps('addressLine1')} />
          <TextInput label={t('clients.identity.address2')} {...form.getInputProps('addressLine2')} />
          <TextInput label={t('clients.identity.postalCode')} {...form.getInputProps('postalCode')} />
          <TextInput label={t('clients.identity.city')} {...form.getInputProps('city')} />
          <TextInput label={t('clients.identity.country')} {...form.getInputProps('country')} />
          <Select
            label={t('clients.identity.billingContact')}
            clearable
            clearButtonProps={{ 'aria-label': t('clients.identity.clearBillingContact') }}
            data={client.contacts.map((c) => ({ value: String(c.contactId), label: c.name }))}
            {...form.getInputProps('billingContactId')}
          />
          <Select
            label={t('clients.identity.clientGroup')}
            clearable
            clearButtonProps={{ 'aria-label': t('clients.identity.clearClientGroup') }}
            searchable
            data={options(lists.data?.clientGroups)}
            {...form.getInputProps('clientGroupId')}
          />
          <Select
            label={t('clients.identity.clientGroup2')}
            clearable
            clearButtonProps={{ 'aria-label': t('clients.identity.clearClientGroup2') }}
            searchable
            data={options(lists.data?.clientGroups2)}
            {...form.getInputProps('clientGroup2Id')}
          />
          <Select
            label={t('clients.identity.agency')}
            clearable
            clearButtonProps={{ 'aria-label': t('clients.identity.clearAgency') }}
            searchable
            data={options(lists.data?.agencies)}
            {...form.getInputProps('agencyId')}
          />
          <Select
            label={t('clients.identity.salesAgent')}
            clearable
            clearButtonProps={{ 'aria-label': t('clients.identity.clearSalesAgent') }}
            searchable
            data={options(lists.data?.salesAgents)}
            {...form.getInputProps('salesAgentId')}
          />
          <Select
            label={t('clients.identity.paymentMethod')}
            clearable
            clearButtonProps={{ 'aria-label': t('clients.identity.clearPaymentMethod') }}
            data={options(lists.data?.paymentMethods)}
            {...form.getInputProps('paymentMethodId')}
          />
        </SimpleGrid>
        <Textarea
          label={t('clients.identity.comment')}
          autosize
          minRows={2}
          {...form.getInputProps('comment')}
        />
        <FormError message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={controls.cancel} disabled={submitting}>
            {t('clients.action.cancel')}
          </Button>
          <Button type="submit" loading={submitting} disabled={!dirty}>
            {t('clients.action.save')}
          </Button>
        </Group>
      </Stack>
      {modal}
    </form>
  );
}

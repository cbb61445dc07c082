import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, applyApiErrors, notifySuccess, useStepUpGuard, validators } from '@courier/shared';
import { useUpdateClientData, type ClientDetail, type UpdateClientDataBody } from '../api';
import { useClientLists } from '../hooks/useClientLists';
import { emptyToNull } from '../utils/format';

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

/** The body of updateClientData: the version as read and only the fields changed (cleared ones as null). */
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

/**
 * Identity and billing data, editable; a 409 says a colleague changed the client meanwhile. A new
 * billing contact asks for a fresh authenticator code when the server wants one.
 */
export function ClientIdentityForm({ client }: { client: ClientDetail }) {
  const lists = useClientLists();
  const { guard, modal } = useStepUpGuard();
  const update = useUpdateClientData(guard);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(client),
    validate: {
      name: validators.required(),
      country: validators.pattern(/^[A-Z]{2}$/, 'Two capital letters (FR)'),
    },
  });
  const options = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const submit = form.onSubmit((v) => {
    setFormError(null);
    update.mutate(changedFields(client, v), {
      onSuccess: (updated) => {
        form.setInitialValues(valuesOf(updated));
        form.setValues(valuesOf(updated));
        notifySuccess('The client is saved');
      },
      onError: (error) => setFormError(applyApiErrors(form, error)),
    });
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Identity and billing data">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Legal name" {...form.getInputProps('legalName')} />
          <TextInput label="VAT number" {...form.getInputProps('vatNumber')} />
          <TextInput label="SIRET" {...form.getInputProps('siret')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" {...form.getInputProps('phone')} />
          <TextInput label="Address" {...form.getInputProps('addressLine1')} />
          <TextInput label="Address (line 2)" {...form.getInputProps('addressLine2')} />
          <TextInput label="Postal code" {...form.getInputProps('postalCode')} />
          <TextInput label="City" {...form.getInputProps('city')} />
          <TextInput label="Country" {...form.getInputProps('country')} />
          <Select
            label="Billing contact"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear billing contact' }}
            data={client.contacts.map((c) => ({ value: String(c.contactId), label: c.name }))}
            {...form.getInputProps('billingContactId')}
          />
          <Select
            label="Client group"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear client group' }}
            searchable
            data={options(lists.data?.clientGroups)}
            {...form.getInputProps('clientGroupId')}
          />
          <Select
            label="Client group 2"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear client group 2' }}
            searchable
            data={options(lists.data?.clientGroups2)}
            {...form.getInputProps('clientGroup2Id')}
          />
          <Select
            label="Agency"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear agency' }}
            searchable
            data={options(lists.data?.agencies)}
            {...form.getInputProps('agencyId')}
          />
          <Select
            label="Sales agent"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear sales agent' }}
            searchable
            data={options(lists.data?.salesAgents)}
            {...form.getInputProps('salesAgentId')}
          />
          <Select
            label="Payment method"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear payment method' }}
            data={options(lists.data?.paymentMethods)}
            {...form.getInputProps('paymentMethodId')}
          />
        </SimpleGrid>
        <Textarea label="Comment" autosize minRows={2} {...form.getInputProps('comment')} />
        <FormError message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
            Undo changes
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save
          </Button>
        </Group>
      </Stack>
      {modal}
    </form>
  );
}

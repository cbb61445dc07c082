import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, applyApiErrors, notifySuccess, useStepUpGuard } from '@courier/shared';
import { useUpdateBillingContact, type RecoveryDetail } from '../api';
import { emptyToNull } from '../utils/format';

/** The billing contact (name, email, phone): shown, then edited with its version (a stale one is a 409 said on the form); saving asks for a fresh code (step-up) when the server wants one. */
export function BillingContactPanel({ detail }: { detail: RecoveryDetail }) {
  const contact = detail.billingContact;
  const [editing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { guard, modal } = useStepUpGuard();
  const save = useUpdateBillingContact(guard);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phoneNumber: contact?.phoneNumber ?? '',
    },
    validate: { name: (v) => (v.trim() ? null : 'Required') },
  });
  const start = () => {
    form.setValues({
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phoneNumber: contact?.phoneNumber ?? '',
    });
    form.clearErrors();
    setProblem(null);
    setEditing(true);
  };
  const submit = form.onSubmit((v) => {
    setProblem(null);
    save.mutate(
      {
        clientId: detail.client.clientId,
        version: contact?.version,
        name: v.name.trim(),
        email: emptyToNull(v.email),
        phoneNumber: emptyToNull(v.phoneNumber),
      },
      {
        onSuccess: () => {
          setEditing(false);
          notifySuccess('Billing contact saved');
        },
        onError: (error) => setProblem(applyApiErrors(form, error)),
      },
    );
  });

  if (!editing)
    return (
      <Stack gap="xs">
        {contact ? (
          <Text size="sm" data-testid="billing-contact">
            {contact.name}
            {contact.email ? ` · ${contact.email}` : ''}
            {contact.phoneNumber ? ` · ${contact.phoneNumber}` : ''}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No billing contact yet.
          </Text>
        )}
        <Group>
          <Button variant="default" onClick={start}>
            {contact ? 'Edit billing contact' : 'Set a billing contact'}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <>
      {modal}
      <form onSubmit={submit} noValidate aria-label="Billing contact">
        <Stack gap="xs" maw={480}>
          <TextInput label="Name" required {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" {...form.getInputProps('phoneNumber')} />
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save billing contact
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}

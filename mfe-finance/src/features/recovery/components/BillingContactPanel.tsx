import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, applyApiErrors, notifySuccess, useStepUpGuard, useUnsavedChangesGuard } from '@courier/shared';
import { useUpdateBillingContact, type RecoveryDetail } from '../api';
import { emptyToNull } from '../utils/format';
import { useT } from '../../../i18n';

/** The billing contact (name, email, phone): shown, then edited with its version (a stale one is a 409 said on the form); saving asks for a fresh code (step-up) when the server wants one. */
export function BillingContactPanel({ detail }: { detail: RecoveryDetail }) {
  const t = useT();
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
    validate: { name: (v) => (v.trim() ? null : t('finance.required')) },
  });
  // Leaving the page (a link, the navbar, closing the tab) with changes typed asks first.
  useUnsavedChangesGuard(editing && form.isDirty(), t('finance.leaveUnsaved'));
  const start = () => {
    form.setValues({
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phoneNumber: contact?.phoneNumber ?? '',
    });
    form.resetDirty({
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
          notifySuccess(t('recovery.contact.saved'));
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
            {t('recovery.contact.none')}
          </Text>
        )}
        <Group>
          <Button variant="default" onClick={start}>
            {t(contact ? 'recovery.contact.edit' : 'recovery.contact.set')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <>
      {modal}
      <form onSubmit={submit} noValidate aria-label={t('recovery.contact.form')}>
        <Stack gap="xs" maw={480}>
          <TextInput label={t('recovery.contact.name')} withAsterisk {...form.getInputProps('name')} />
          <TextInput label={t('finance.email')} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('finance.phone')} {...form.getInputProps('phoneNumber')} />
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('finance.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('recovery.contact.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}

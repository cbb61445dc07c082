import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { FormError, api, notifySuccess, useContractForm, useStepUpGuard, useUnsavedChangesGuard } from '@courier/shared';
import { useUpdateBillingContact, type RecoveryDetail } from '../api';
import { emptyToNull } from '../utils/format';
import { useT } from '../../../i18n';

/** The billing contact (name, email, phone): shown, then edited with its version (a stale one is a 409 said on the form); saving asks for a fresh code (step-up) when the server wants one. */
export function BillingContactPanel({ detail }: { detail: RecoveryDetail }) {
  const t = useT();
  const contact = detail.billingContact;
  const [editing, setEditing] = useState(false);
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
          <Button variant="default" onClick={() => setEditing(true)}>
            {t(contact ? 'recovery.contact.edit' : 'recovery.contact.set')}
          </Button>
        </Group>
      </Stack>
    );
  // Mounted on each Edit: the form starts from the contact as read, without an earlier error.
  return <BillingContactForm detail={detail} onDone={() => setEditing(false)} />;
}

type ContactValues = { name: string; email: string; phoneNumber: string };

/** The edit form, checked by updateBillingContact's body (the server checks the same). */
function BillingContactForm({ detail, onDone }: { detail: RecoveryDetail; onDone: () => void }) {
  const t = useT();
  const contact = detail.billingContact;
  const { guard, modal } = useStepUpGuard();
  const save = useUpdateBillingContact(guard);
  const initial: ContactValues = {
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phoneNumber: contact?.phoneNumber ?? '',
  };
  const { form, formProps, problem, dirty } = useContractForm(api.finance.updateBillingContact.body!, initial, {
    toBody: (v: ContactValues) => ({
      clientId: detail.client.clientId,
      version: contact?.version,
      name: v.name,
      email: emptyToNull(v.email),
      phoneNumber: emptyToNull(v.phoneNumber),
    }),
    onSubmit: async (body) => {
      await save.mutateAsync(body);
      onDone();
      notifySuccess(t('recovery.contact.saved'));
    },
  });
  // Leaving the page (a link, the navbar, closing the tab) with changes typed asks first.
  useUnsavedChangesGuard(dirty, t('finance.leaveUnsaved'));
  return (
    <>
      {modal}
      <form {...formProps} aria-label={t('recovery.contact.form')}>
        <Stack gap="xs" maw={480}>
          <TextInput label={t('recovery.contact.name')} withAsterisk {...form.getInputProps('name')} />
          <TextInput label={t('finance.email')} type="email" {...form.getInputProps('email')} />
          <TextInput label={t('finance.phone')} {...form.getInputProps('phoneNumber')} />
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
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

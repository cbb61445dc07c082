import { useState } from 'react';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, applyApiErrors, notifySuccess, useStepUpGuard } from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { rules } from '../../../formRules';
import { useUpdateClientContact, type ClientContact, type ContactBody } from '../api';
import { emptyToNull } from '../utils/fields';

export interface ContactValues {
  name: string;
  email: string;
  phoneNumber: string;
  position: string;
  clientEmailCc: boolean;
  clientEmailCcOverdue: boolean;
  isBillingContact: boolean;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's checks, as the server makes them: a name, an email of the right form when given. */
export const contactRules = {
  name: rules.required,
  email: (v: string) =>
    v.trim() === '' || EMAIL.test(v.trim()) ? null : translate('clients.field.emailInvalid'),
  phoneNumber: (v: string) =>
    v.trim() === '' || /^\+?[0-9 ().-]{6,30}$/.test(v.trim())
      ? null
      : translate('clients.field.phoneInvalid'),
};

/** The body of updateClientContact from the form (the version when editing). */
export function toContactBody(clientId: number, v: ContactValues, contact?: ClientContact): ContactBody {
  return {
    clientId,
    ...(contact ? { version: contact.version } : {}),
    name: v.name.trim(),
    email: emptyToNull(v.email),
    phoneNumber: emptyToNull(v.phoneNumber),
    position: emptyToNull(v.position),
    clientEmailCc: v.clientEmailCc,
    clientEmailCcOverdue: v.clientEmailCcOverdue,
    isBillingContact: v.isBillingContact,
  };
}

/**
 * Add a contact, or edit one (with its version: a 409 says someone changed it meanwhile). Making
 * it the billing contact, changing the CC flags or the email of one who receives invoices or
 * reminders asks for a fresh authenticator code when the server wants one.
 */
export function ContactForm({
  clientId,
  contact,
  onDone,
}: {
  clientId: number;
  contact?: ClientContact;
  onDone: () => void;
}) {
  const t = useT();
  const { guard, modal } = useStepUpGuard();
  const save = useUpdateClientContact(guard);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ContactValues>({
    initialValues: {
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phoneNumber: contact?.phoneNumber ?? '',
      position: contact?.position ?? '',
      clientEmailCc: contact?.clientEmailCc ?? false,
      clientEmailCcOverdue: contact?.clientEmailCcOverdue ?? false,
      isBillingContact: contact?.isBillingContact ?? false,
    },
    validate: contactRules,
  });
  const submit = form.onSubmit((v) => {
    setFormError(null);
    save.mutate(
      { editedContact: contact?.contactId, body: toContactBody(clientId, v, contact) },
      {
        onSuccess: (saved) => {
          notifySuccess(t(contact ? 'clients.contact.saved' : 'clients.contact.added', { name: saved.name }));
          onDone();
        },
        onError: (error) => setFormError(applyApiErrors(form, error)),
      },
    );
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={contact ? t('clients.contact.editForm', { name: contact.name }) : t('clients.contacts.add')}
    >
      <Stack gap="sm">
        <TextInput label={t('clients.contact.name')} withAsterisk {...form.getInputProps('name')} />
        <TextInput label={t('clients.contact.email')} type="email" {...form.getInputProps('email')} />
        <TextInput label={t('clients.contact.phoneNumber')} {...form.getInputProps('phoneNumber')} />
        <TextInput label={t('clients.contact.position')} {...form.getInputProps('position')} />
        <Checkbox
          label={t('clients.contact.invoicesCc')}
          {...form.getInputProps('clientEmailCc', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('clients.contact.remindersCc')}
          {...form.getInputProps('clientEmailCcOverdue', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('clients.contact.billing')}
          {...form.getInputProps('isBillingContact', { type: 'checkbox' })}
        />
        <FormError message={formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('clients.action.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {contact ? t('clients.contact.save') : t('clients.contacts.add')}
          </Button>
        </Group>
      </Stack>
      {modal}
    </form>
  );
}

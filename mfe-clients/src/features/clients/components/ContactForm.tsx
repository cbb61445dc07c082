import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { FormError, api, notifySuccess, useContractForm, useStepUpGuard } from '@courier/shared';
import { useT } from '../../../i18n';
import { contractMessages } from '../../../formRules';
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

/** The body of updateClientContact from the form (the version when editing; empty texts as null). */
export function toContactBody(clientId: number, v: ContactValues, contact?: ClientContact): ContactBody {
  return {
    clientId,
    ...(contact ? { version: contact.version } : {}),
    name: v.name,
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
  const initial: ContactValues = {
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phoneNumber: contact?.phoneNumber ?? '',
    position: contact?.position ?? '',
    clientEmailCc: contact?.clientEmailCc ?? false,
    clientEmailCcOverdue: contact?.clientEmailCcOverdue ?? false,
    isBillingContact: contact?.isBillingContact ?? false,
  };
  const { form, formProps, problem, submitting } = useContractForm(
    api.clients.updateClientContact.body!,
    initial,
    {
      toBody: (v) => toContactBody(clientId, v, contact),
      messages: contractMessages(),
      onSubmit: async (body) => {
        const saved = await save.mutateAsync({ editedContact: contact?.contactId, body });
        notifySuccess(t(contact ? 'clients.contact.saved' : 'clients.contact.added', { name: saved.name }));
        onDone();
      },
    },
  );
  return (
    <form
      {...formProps}
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
        <FormError message={problem} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('clients.action.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {contact ? t('clients.contact.save') : t('clients.contacts.add')}
          </Button>
        </Group>
      </Stack>
      {modal}
    </form>
  );
}

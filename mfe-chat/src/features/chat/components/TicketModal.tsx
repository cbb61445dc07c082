import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormError, applyApiErrors, notifySuccess } from '@courier/shared';
import { useT } from '../../../i18n';
import { useSendEmail } from '../api/sendEmail';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The open room, when the ticket is about it (its client is named in the mail). */
  room: { id: number; name: string } | null;
  /** Text to start from (the last messages of the conversation). */
  initialBody: string;
}

/** "Send as ticket by mail": subject and body, mailed to the support address (the server's setting: the answer says it). */
export function TicketModal({ opened, onClose, room, initialBody }: Props) {
  const t = useT();
  const send = useSendEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { subject: '', body: initialBody },
    validate: {
      subject: (v) => (v.trim() ? null : t('chat.ticket.required')),
      body: (v) => (v.trim() ? null : t('chat.ticket.required')),
    },
  });
  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const sent = await send.mutateAsync({
        subject: values.subject.trim(),
        body: values.body.trim(),
        ...(room ? { roomId: room.id } : {}),
      });
      notifySuccess(
        t('chat.ticket.sent', { id: sent.ticketId, to: sent.to.join(', ') }),
        t('chat.ticket.sentTitle'),
      );
      close();
    } catch (error) {
      setFormError(applyApiErrors(form, error));
    }
  });
  return (
    <Modal opened={opened} onClose={close} title={t('chat.ticket.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('chat.ticket.to', { about: room ? 'yes' : 'no', room: room?.name ?? '' })}</Text>
          <TextInput
            label={t('chat.ticket.subject')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('subject')}
          />
          <Textarea
            label={t('chat.ticket.body')}
            withAsterisk
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('body')}
          />
          <FormError message={formError} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('chat.ticket.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('chat.ticket.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { FormError, api, notifySuccess, useContractForm } from '@courier/shared';
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
  const { form, formProps, problem, submitting } = useContractForm(
    api.chat.sendEmail.body!,
    { subject: '', body: initialBody },
    {
      toBody: (v) => ({ subject: v.subject, body: v.body, ...(room ? { roomId: room.id } : {}) }),
      onSubmit: async (ticket) => {
        const sent = await send.mutateAsync(ticket);
        notifySuccess(
          t('chat.ticket.sent', { id: sent.ticketId, to: sent.to.join(', ') }),
          t('chat.ticket.sentTitle'),
        );
        close();
      },
    },
  );
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('chat.ticket.title')}>
      <form {...formProps}>
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
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('chat.ticket.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('chat.ticket.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

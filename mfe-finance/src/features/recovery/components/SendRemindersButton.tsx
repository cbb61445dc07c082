import { useState } from 'react';
import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { FormError, errorMessage, notifySuccess, useStepUpGuard } from '@courier/shared';
import { useSendReminders, type SendRemindersAnswer } from '../api';
import { ReminderPreview } from './ReminderPreview';

/**
 * "Send reminders" of the summary: previews the mails due (one per client, oldest debt first,
 * a batch at a time), then sends them once confirmed, asking for a fresh code when the server
 * wants one (step-up).
 */
export function SendRemindersButton() {
  const { guard, modal } = useStepUpGuard();
  const preview = useSendReminders();
  const send = useSendReminders(guard);
  const [shown, setShown] = useState<SendRemindersAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sendable = shown ? shown.mails.filter((m) => m.problem === null) : [];

  const open = () => {
    setProblem(null);
    preview.mutate({ send: false }, { onSuccess: setShown, onError: (e) => setProblem(errorMessage(e)) });
  };
  const confirm = () => {
    setProblem(null);
    send.mutate(
      { send: true },
      {
        onSuccess: (answer) => {
          setShown(null);
          const n = answer.mails.filter((m) => m.outboxId !== null).length;
          notifySuccess(`${n} reminder ${n === 1 ? 'mail' : 'mails'} sent`);
        },
        onError: (e) => setProblem(errorMessage(e)),
      },
    );
  };

  return (
    <>
      {modal}
      <Button onClick={open} loading={preview.isPending}>
        Send reminders
      </Button>
      {!shown && problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      <Modal opened={shown !== null} onClose={() => setShown(null)} title="Reminders to send" size="xl">
        {shown && (
          <Stack gap="sm">
            {shown.mails.length === 0 ? (
              <Text size="sm">No reminder is due: every overdue invoice got the reminder of its level.</Text>
            ) : (
              <Text size="sm">
                {sendable.length} {sendable.length === 1 ? 'mail' : 'mails'} ready to send
                {shown.mails.length > sendable.length
                  ? `, ${shown.mails.length - sendable.length} without an address`
                  : ''}
                .
              </Text>
            )}
            {shown.more && (
              <Alert color="blue" variant="light">
                More clients have reminders due: send this batch, then open the preview again.
              </Alert>
            )}
            <ScrollArea.Autosize mah={420}>
              <Stack gap="xs">
                {shown.mails.map((m) => (
                  <ReminderPreview key={m.clientId} mail={m} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <FormError message={problem} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setShown(null)}>
                Cancel
              </Button>
              <Button onClick={confirm} loading={send.isPending} disabled={sendable.length === 0}>
                {`Send ${sendable.length} ${sendable.length === 1 ? 'mail' : 'mails'}`}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { FormError, notifySuccess, useErrorMessage, useStepUpGuard } from '@courier/shared';
import { useSendReminders, type SendRemindersAnswer } from '../api';
import { ReminderPreview } from './ReminderPreview';
import { useT } from '../../../i18n';

/**
 * "Send reminders" of the summary: previews the mails due (one per client, oldest debt first,
 * a batch at a time), then sends them once confirmed, asking for a fresh code when the server
 * wants one (step-up).
 */
export function SendRemindersButton() {
  const t = useT();
  const errorMessage = useErrorMessage();
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
          notifySuccess(t('recovery.send.done', { count: n }));
        },
        onError: (e) => setProblem(errorMessage(e)),
      },
    );
  };

  return (
    <>
      {modal}
      <Button onClick={open} loading={preview.isPending}>
        {t('recovery.send.button')}
      </Button>
      {!shown && problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      <Modal opened={shown !== null} onClose={() => setShown(null)} title={t('recovery.send.title')} size="xl">
        {shown && (
          <Stack gap="sm">
            {shown.mails.length === 0 ? (
              <Text size="sm">{t('recovery.send.noneDue')}</Text>
            ) : (
              <Text size="sm">
                {t('recovery.send.ready', {
                  ready: sendable.length,
                  missing: shown.mails.length - sendable.length,
                })}
              </Text>
            )}
            {shown.more && (
              <Alert color="blue" variant="light">
                {t('recovery.send.more')}
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
                {t('finance.cancel')}
              </Button>
              <Button onClick={confirm} loading={send.isPending} disabled={sendable.length === 0}>
                {t('recovery.send.confirm', { count: sendable.length })}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

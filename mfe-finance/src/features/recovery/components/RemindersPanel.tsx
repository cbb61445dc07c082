import { useState } from 'react';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import {
  ErrorState,
  FormError,
  LoadingState,
  notifySuccess,
  useErrorMessage,
  useFormat,
  useStepUpGuard,
} from '@courier/shared';
import { useReminders, useSendReminders, type SendRemindersAnswer } from '../api';
import { levelName } from '../utils/dunning';
import { useT } from '../../../i18n';
import { ReminderPreview } from './ReminderPreview';

/**
 * A client's reminders: those due (invoice, level) and those sent. "Preview the reminder"
 * shows the mail; sending it asks for confirmation, then for a fresh code when the server
 * wants one (step-up).
 */
export function RemindersPanel({ clientId }: { clientId: number }) {
  const t = useT();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const reminders = useReminders(clientId);
  const { guard, modal } = useStepUpGuard();
  const preview = useSendReminders();
  const send = useSendReminders(guard);
  const [shown, setShown] = useState<SendRemindersAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (reminders.isPending) return <LoadingState label={t('recovery.reminders.loading')} />;
  if (reminders.isError)
    return (
      <ErrorState
        title={t('recovery.reminders.loadError')}
        error={reminders.error}
        onRetry={() => void reminders.refetch()}
      />
    );
  const { due, sent } = reminders.data;
  const mail = shown?.mails[0];

  const openPreview = () => {
    setProblem(null);
    preview.mutate(
      { clientId, send: false },
      { onSuccess: setShown, onError: (e) => setProblem(errorMessage(e)) },
    );
  };
  const confirmSend = () => {
    setProblem(null);
    send.mutate(
      { clientId, send: true },
      {
        onSuccess: (answer) => {
          setShown(null);
          const n = answer.mails.filter((m) => m.outboxId !== null).length;
          notifySuccess(t(n ? 'recovery.reminders.sentOne' : 'recovery.reminders.sentNone'));
        },
        onError: (e) => setProblem(errorMessage(e)),
      },
    );
  };

  return (
    <Stack gap="md">
      {modal}
      <Text fw={600}>{t('recovery.reminders.dueNow')}</Text>
      {due.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recovery.reminders.noneDue')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('recovery.reminders.dueLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('recovery.col.invoice')}</Table.Th>
                <Table.Th scope="col">{t('recovery.col.due')}</Table.Th>
                <Table.Th scope="col">{t('recovery.col.daysOverdue')}</Table.Th>
                <Table.Th scope="col">{t('recovery.col.level')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('recovery.col.remaining')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {due.map((d) => (
                <Table.Tr key={d.invoiceId}>
                  <Table.Td>{d.invoiceNumber}</Table.Td>
                  <Table.Td>{f.date(d.dueOn)}</Table.Td>
                  <Table.Td>{f.number(d.daysOverdue)}</Table.Td>
                  <Table.Td>{levelName(t, d.level)}</Table.Td>
                  <Table.Td ta="right">{f.money(d.remaining)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button onClick={openPreview} loading={preview.isPending} disabled={due.length === 0}>
          {t('recovery.reminders.preview')}
        </Button>
      </Group>
      <FormError message={shown ? null : problem} />
      <Text fw={600}>{t('recovery.reminders.sent')}</Text>
      {sent.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recovery.reminders.noneSent')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('recovery.reminders.sentLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('recovery.col.sent')}</Table.Th>
                <Table.Th scope="col">{t('recovery.col.invoice')}</Table.Th>
                <Table.Th scope="col">{t('recovery.col.level')}</Table.Th>
                <Table.Th scope="col">{t('recovery.col.by')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sent.map((s) => (
                <Table.Tr key={`${s.invoiceNumber}-${s.level}`}>
                  <Table.Td>{f.dateTime(s.sentAt)}</Table.Td>
                  <Table.Td>{s.invoiceNumber}</Table.Td>
                  <Table.Td>{levelName(t, s.level)}</Table.Td>
                  <Table.Td>{s.userName ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={t('recovery.reminders.modal')}
        size="lg"
      >
        <Stack gap="sm">
          {mail ? (
            <ReminderPreview mail={mail} />
          ) : (
            <Text size="sm">{t('recovery.reminders.noLongerDue')}</Text>
          )}
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setShown(null)}>
              {t('finance.cancel')}
            </Button>
            <Button onClick={confirmSend} loading={send.isPending} disabled={!mail || mail.problem !== null}>
              {t('recovery.reminders.send')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

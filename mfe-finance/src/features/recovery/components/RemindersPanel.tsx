import { useState } from 'react';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import {
  ErrorState,
  FormError,
  LoadingState,
  errorMessage,
  notifySuccess,
  useStepUpGuard,
} from '@courier/shared';
import { useReminders, useSendReminders, type SendRemindersAnswer } from '../api';
import { formatEuros, formatInstant } from '../utils/format';
import { LEVEL_NAMES } from '../utils/dunning';
import { ReminderPreview } from './ReminderPreview';

/**
 * A client's reminders: those due (invoice, level) and those sent. "Preview the reminder"
 * shows the mail; sending it asks for confirmation, then for a fresh code when the server
 * wants one (step-up).
 */
export function RemindersPanel({ clientId }: { clientId: number }) {
  const reminders = useReminders(clientId);
  const { guard, modal } = useStepUpGuard();
  const preview = useSendReminders();
  const send = useSendReminders(guard);
  const [shown, setShown] = useState<SendRemindersAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (reminders.isPending) return <LoadingState label="Loading the reminders…" />;
  if (reminders.isError)
    return (
      <ErrorState
        title="The reminders could not be loaded"
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
          notifySuccess(n ? 'Reminder mail sent' : 'Nothing was sent: no reminder was due any more');
        },
        onError: (e) => setProblem(errorMessage(e)),
      },
    );
  };

  return (
    <Stack gap="md">
      {modal}
      <Text fw={600}>Due now</Text>
      {due.length === 0 ? (
        <Text size="sm" c="dimmed">
          No reminder is due.
        </Text>
      ) : (
        <Table aria-label="Reminders due">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Invoice</Table.Th>
              <Table.Th scope="col">Due</Table.Th>
              <Table.Th scope="col">Days overdue</Table.Th>
              <Table.Th scope="col">Level</Table.Th>
              <Table.Th scope="col" ta="right">
                Remaining
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {due.map((d) => (
              <Table.Tr key={d.invoiceId}>
                <Table.Td>{d.invoiceNumber}</Table.Td>
                <Table.Td>{d.dueOn}</Table.Td>
                <Table.Td>{d.daysOverdue}</Table.Td>
                <Table.Td>{LEVEL_NAMES[d.level]}</Table.Td>
                <Table.Td ta="right">{formatEuros(d.remaining)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button onClick={openPreview} loading={preview.isPending} disabled={due.length === 0}>
          Preview the reminder
        </Button>
      </Group>
      <FormError message={shown ? null : problem} />
      <Text fw={600}>Sent</Text>
      {sent.length === 0 ? (
        <Text size="sm" c="dimmed">
          No reminder sent yet.
        </Text>
      ) : (
        <Table aria-label="Reminders sent">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Sent</Table.Th>
              <Table.Th scope="col">Invoice</Table.Th>
              <Table.Th scope="col">Level</Table.Th>
              <Table.Th scope="col">By</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sent.map((s) => (
              <Table.Tr key={`${s.invoiceNumber}-${s.level}`}>
                <Table.Td>{formatInstant(s.sentAt)}</Table.Td>
                <Table.Td>{s.invoiceNumber}</Table.Td>
                <Table.Td>{LEVEL_NAMES[s.level]}</Table.Td>
                <Table.Td>{s.userName ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal opened={shown !== null} onClose={() => setShown(null)} title="Reminder to send" size="lg">
        <Stack gap="sm">
          {mail ? <ReminderPreview mail={mail} /> : <Text size="sm">No reminder is due any more.</Text>}
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setShown(null)}>
              Cancel
            </Button>
            <Button onClick={confirmSend} loading={send.isPending} disabled={!mail || mail.problem !== null}>
              Send the reminder
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

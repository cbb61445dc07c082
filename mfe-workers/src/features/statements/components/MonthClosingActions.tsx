import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { errorMessage, notifySuccess } from '@courier/shared';
import { useCloseMonth, useReopenMonth } from '../api';
import type { MonthClosing } from '../types';

/** Whether the month is closed, and Close (confirmed) or Reopen (with a reason). */
export function MonthClosingActions({ month, closed }: { month: string; closed: MonthClosing }) {
  const [opened, setOpened] = useState<'close' | 'reopen' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const close = useCloseMonth();
  const reopen = useReopenMonth();
  const dismiss = () => {
    setOpened(null);
    setProblem(null);
    setReasonError(null);
  };

  const confirmClose = () => {
    setProblem(null);
    close.mutate(month, {
      onSuccess: () => {
        notifySuccess(`${month} is closed: its shifts and worker times can no longer change.`);
        dismiss();
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };
  const confirmReopen = () => {
    setProblem(null);
    if (reason.trim().length < 3) {
      setReasonError('Say why the month is reopened');
      return;
    }
    reopen.mutate(
      { month, reason: reason.trim() },
      {
        onSuccess: () => {
          notifySuccess(`${month} is open again.`);
          setReason('');
          dismiss();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Group gap="sm">
      {closed ? (
        <Badge color="red" variant="light" data-testid="month-status">
          Closed {closed.closedAt.slice(0, 10)}
          {closed.closedBy ? ` by ${closed.closedBy}` : ''}
        </Badge>
      ) : (
        <Badge color="teal" variant="light" data-testid="month-status">
          Open
        </Badge>
      )}
      {closed ? (
        <Button variant="outline" onClick={() => setOpened('reopen')}>
          Reopen month
        </Button>
      ) : (
        <Button color="red" variant="outline" onClick={() => setOpened('close')}>
          Close month
        </Button>
      )}
      <Modal opened={opened === 'close'} onClose={dismiss} title={`Close ${month}?`}>
        <Stack gap="sm">
          <Text size="sm">
            The shifts, missions and worker times of {month} will be frozen for everyone until the month is
            reopened. Check the anomalies first.
          </Text>
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              Cancel
            </Button>
            <Button color="red" onClick={confirmClose} loading={close.isPending}>
              Close {month}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={opened === 'reopen'} onClose={dismiss} title={`Reopen ${month}?`}>
        <Stack gap="sm">
          <Textarea
            label="Reason"
            description="Kept in the admin events."
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setReasonError(null);
            }}
          />
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={dismiss}>
              Cancel
            </Button>
            <Button onClick={confirmReopen} loading={reopen.isPending}>
              Reopen {month}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}

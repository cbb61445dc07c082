import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { ConfirmDialog, errorMessage, notifySuccess } from '@courier/shared';
import { useCloseMonth, useReopenMonth } from '../api';
import type { MonthClosing } from '../types';

/** Whether the month is closed, and Close (confirmed) or Reopen (with a reason). */
export function MonthClosingActions({ month, closed }: { month: string; closed: MonthClosing }) {
  const [opened, setOpened] = useState<'close' | 'reopen' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const close = useCloseMonth();
  const reopen = useReopenMonth();
  const dismiss = () => {
    setOpened(null);
    setProblem(null);
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
  const confirmReopen = (reason: string) => {
    setProblem(null);
    reopen.mutate(
      { month, reason },
      {
        onSuccess: () => {
          notifySuccess(`${month} is open again.`);
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
      <ConfirmDialog
        opened={opened === 'close'}
        onClose={dismiss}
        title={`Close ${month}?`}
        confirmLabel={`Close ${month}`}
        color="red"
        onConfirm={confirmClose}
        busy={close.isPending}
        problem={problem}
      >
        <Text size="sm">
          The shifts, missions and worker times of {month} will be frozen for everyone until the month is
          reopened. Check the anomalies first.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={opened === 'reopen'}
        onClose={dismiss}
        title={`Reopen ${month}?`}
        confirmLabel={`Reopen ${month}`}
        onConfirm={confirmReopen}
        busy={reopen.isPending}
        problem={problem}
        reason={{
          label: 'Reason',
          description: 'Kept in the admin events.',
          minLength: 3,
          maxLength: 500,
          missing: 'Say why the month is reopened',
        }}
      />
    </Group>
  );
}

import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { ConfirmDialog, errorMessage, notifySuccess, useStepUpGuard } from '@courier/shared';
import { useCloseMonth, useReopenMonth } from '../api';
import type { MonthClosing, PayChange } from '../types';

const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`;

/** The workers whose pay differs, as the API lists them (a few named, then a count). */
function changesText(changes: PayChange[]): string {
  const named = changes
    .slice(0, 3)
    .map((c) => `${c.name} (${c.shortCode}) ${euros(c.paid)} → ${euros(c.now)}`);
  if (changes.length > 3) named.push(`and ${changes.length - 3} more`);
  return named.join(', ');
}

/** Whether the month is closed, and Close (confirmed) or Reopen (with a reason). */
export function MonthClosingActions({ month, closed }: { month: string; closed: MonthClosing }) {
  const [opened, setOpened] = useState<'close' | 'reopen' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const close = useCloseMonth();
  // Reopening lets paid figures change again: the server asks for a fresh authenticator code.
  const { guard, modal } = useStepUpGuard();
  const reopen = useReopenMonth(guard);
  const dismiss = () => {
    setOpened(null);
    setProblem(null);
  };

  const confirmClose = () => {
    setProblem(null);
    close.mutate(month, {
      onSuccess: ({ changes }) => {
        notifySuccess(
          `${month} is closed: its statements and payroll CSV are stored as they are now.` +
            (changes.length ? ` Changed since the previous closing: ${changesText(changes)}.` : ''),
        );
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
        onSuccess: ({ changes }) => {
          notifySuccess(
            `${month} is open again` +
              (changes.length
                ? `: the recomputed pay differs from what was paid for ${changesText(changes)}.`
                : ': the recomputed pay is what was paid.'),
          );
          dismiss();
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Group gap="sm">
      {modal}
      {closed ? (
        <>
          <Badge color="red" variant="light" data-testid="month-status">
            Closed {closed.closedAt.slice(0, 10)}
            {closed.closedBy ? ` by ${closed.closedBy}` : ''}
          </Badge>
          <Text size="sm" c="dimmed">
            Statements, PDFs and payroll CSV as stored at closing
          </Text>
        </>
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
          The statements and the payroll CSV of {month} will be stored as they are now and served from that
          copy; its shifts, missions, worker times and calendar rates will be frozen for everyone until the
          month is reopened. Check the anomalies first.
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
          description: 'Kept in the admin events, with the workers whose recomputed pay differs.',
          minLength: 3,
          maxLength: 500,
          missing: 'Say why the month is reopened',
        }}
      />
    </Group>
  );
}

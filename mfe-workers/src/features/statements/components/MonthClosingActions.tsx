import { useState } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import {
  ConfirmDialog,
  formatMoney,
  formatMonth,
  notifySuccess,
  useErrorMessage,
  useFormat,
  useStepUpGuard,
} from '@courier/shared';
import { translate, useT } from '../../../i18n';
import { useCloseMonth, useReopenMonth } from '../api';
import type { MonthClosing, PayChange } from '../types';

/** The workers whose pay differs, as the API lists them (a few named, then a count), in the page's language. */
function changesText(changes: PayChange[]): string {
  const named = changes.slice(0, 3).map((c) =>
    translate('statements.closing.change', {
      name: c.name,
      shortCode: c.shortCode,
      paid: formatMoney(c.paid),
      now: formatMoney(c.now),
    }),
  );
  if (changes.length > 3) named.push(translate('statements.closing.more', { count: changes.length - 3 }));
  return named.join(', ');
}

/**
 * Whether the month is closed, and Close (confirmed) or Reopen (with a reason). Closing is for
 * the whole month and every worker, whatever the page shows: the control says so and sits with
 * the page's actions, not beside the worker or team picker.
 */
export function MonthClosingActions({ month, closed }: { month: string; closed: MonthClosing }) {
  const t = useT();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const monthName = format.month(month);
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
        const name = formatMonth(month);
        notifySuccess(
          translate('statements.closing.closedDone', { month: name }) +
            (changes.length
              ? translate('statements.closing.closedChanges', { changes: changesText(changes) })
              : ''),
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
          const name = formatMonth(month);
          notifySuccess(
            changes.length
              ? translate('statements.closing.reopenedDiffers', {
                  month: name,
                  changes: changesText(changes),
                })
              : translate('statements.closing.reopenedSame', { month: name }),
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
            {closed.closedBy
              ? t('statements.closing.closedBy', {
                  date: format.date(closed.closedAt),
                  user: closed.closedBy,
                })
              : t('statements.closing.closed', { date: format.date(closed.closedAt) })}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('statements.closing.stored')}
          </Text>
        </>
      ) : (
        <Badge color="teal" variant="light" data-testid="month-status">
          {t('statements.closing.open')}
        </Badge>
      )}
      {closed ? (
        <Button variant="outline" onClick={() => setOpened('reopen')}>
          {t('statements.closing.reopen')}
        </Button>
      ) : (
        <Button color="red" variant="outline" onClick={() => setOpened('close')}>
          {t('statements.closing.close', { month: monthName })}
        </Button>
      )}
      <ConfirmDialog
        opened={opened === 'close'}
        onClose={dismiss}
        title={t('statements.closing.closeTitle', { month: monthName })}
        confirmLabel={t('statements.closing.closeConfirm', { month: monthName })}
        color="red"
        onConfirm={confirmClose}
        busy={close.isPending}
        problem={problem}
      >
        <Text size="sm">{t('statements.closing.closeText', { month: monthName })}</Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={opened === 'reopen'}
        onClose={dismiss}
        title={t('statements.closing.reopenTitle', { month: monthName })}
        confirmLabel={t('statements.closing.reopenConfirm', { month: monthName })}
        onConfirm={confirmReopen}
        busy={reopen.isPending}
        problem={problem}
        reason={{
          label: t('statements.closing.reason'),
          description: t('statements.closing.reasonHint'),
          minLength: 3,
          maxLength: 500,
          missing: t('statements.closing.reasonMissing'),
        }}
      />
    </Group>
  );
}

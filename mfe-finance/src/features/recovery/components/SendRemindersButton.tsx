import { useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  BulkDialog,
  useErrorMessage,
  useFormat,
  useStepUpGuard,
  type BulkItem,
  type BulkOutcome,
} from '@courier/shared';
import {
  useSendReminders,
  type ReminderMail,
  type SendRemindersAnswer,
  type SendRemindersBody,
} from '../api';
import { bulkTexts } from '../../../kit/kitTexts';
import { useT } from '../../../i18n';

export type ReminderFilters = NonNullable<SendRemindersBody['filters']>;

/** What a send answers, as the bulk dialog's report reads it: a client left out by the server is not sent either. */
export function reminderOutcome(answer: SendRemindersAnswer): BulkOutcome<number> {
  return {
    failed: [
      ...answer.report.failed.map((f) => ({ id: f.clientId, error: f.error })),
      ...answer.report.skipped.map((s) => ({ id: s.clientId, error: s.reason })),
    ],
  };
}

/**
 * "Send reminders" of the summary: previews the mails due to the clients of the page's filters
 * (a batch at a time), then lists them in the bulk dialog, where a client disputing its debt
 * or without an address starts unticked and says why; only the ticked clients are reminded
 * (after a fresh code when the server wants one), and the dialog reports who was sent.
 */
export function SendRemindersButton({ filters }: { filters: ReminderFilters }) {
  const t = useT();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const { guard, modal } = useStepUpGuard();
  const preview = useSendReminders();
  const send = useSendReminders(guard);
  const [shown, setShown] = useState<SendRemindersAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const open = () => {
    setProblem(null);
    preview.mutate(
      { send: false, filters },
      { onSuccess: setShown, onError: (e) => setProblem(errorMessage(e)) },
    );
  };

  const skipReason = (m: ReminderMail) =>
    m.dispute
      ? t('recovery.send.disputes', { reason: m.dispute.reason })
      : m.problem
        ? t('recovery.mail.notSent', { problem: m.problem })
        : null;
  const items: BulkItem<number>[] = (shown?.mails ?? []).map((m) => ({
    id: m.clientId,
    label: t('recovery.send.item', {
      code: m.businessCode,
      name: m.name,
      count: m.invoices.length,
      amount: f.money(m.invoices.reduce((sum, i) => sum + i.remaining, 0)),
    }),
    skipReason: skipReason(m),
  }));
  const disputing = new Set((shown?.mails ?? []).filter((m) => m.dispute).map((m) => m.clientId));

  const run = async (ids: number[]) =>
    reminderOutcome(
      await send.mutateAsync({
        send: true,
        clientIds: ids,
        includeDisputed: ids.filter((id) => disputing.has(id)),
      }),
    );

  return (
    <>
      {modal}
      <Button onClick={open} loading={preview.isPending}>
        {t('recovery.send.button')}
      </Button>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
      <BulkDialog
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={t('recovery.send.title')}
        items={items}
        confirmLabel={(count) => t('recovery.send.confirm', { count })}
        run={run}
        texts={bulkTexts(t)}
        description={
          <Stack gap="xs">
            <Text size="sm">
              {items.length === 0
                ? t('recovery.send.noneDue')
                : t('recovery.send.filtered', { count: items.length })}
            </Text>
            {shown?.more && (
              <Alert color="blue" variant="light">
                {t('recovery.send.more')}
              </Alert>
            )}
          </Stack>
        }
      />
    </>
  );
}

import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormError, useErrorMessage, useFormat, useStepUpGuard } from '@courier/shared';
import { useIssue, type BillingPreview } from '../api';
import { useT } from '../../../i18n';

/**
 * "Issue invoices": asks for confirmation (invoices cannot be taken back), then starts the run,
 * asking for a fresh code when the server wants one (step-up).
 */
export function IssueButton({
  month,
  preview,
  running,
  blocked = false,
}: {
  month: string;
  preview: BillingPreview | undefined;
  running: boolean;
  /** The seller identity is incomplete: the server would refuse (409). */
  blocked?: boolean;
}) {
  const t = useT();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { guard, modal } = useStepUpGuard();
  const issue = useIssue(guard);
  const clients = preview?.totals.clients ?? 0;
  const confirm = () => {
    setProblem(null);
    issue.mutate(month, { onSuccess: () => setOpen(false), onError: (e) => setProblem(errorMessage(e)) });
  };
  return (
    <>
      {modal}
      <Button onClick={() => setOpen(true)} disabled={running || clients === 0 || blocked} loading={running}>
        {t('billing.issue.button')}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': t('billing.lines.close') }}
        opened={open}
        onClose={() => setOpen(false)}
        title={t('billing.issue.title', { month: f.month(month) })}
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('billing.issue.text', { count: clients, amount: f.money(preview?.totals.amount ?? 0) })}
          </Text>
          {(preview?.totals.problems ?? 0) > 0 && (
            <Text size="sm" c="orange">
              {t('billing.issue.problems', { count: preview!.totals.problems })}
            </Text>
          )}
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('finance.cancel')}
            </Button>
            <Button onClick={confirm} loading={issue.isPending}>
              {t('billing.issue.confirm', { count: clients })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormError, errorMessage, useStepUpGuard } from '@courier/shared';
import { useIssue, type BillingPreview } from '../api';
import { formatEuros } from '../utils/format';
import { monthLabel } from '../utils/month';

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
        Issue invoices
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={open}
        onClose={() => setOpen(false)}
        title={`Issue the invoices of ${monthLabel(month)}`}
      >
        <Stack gap="sm">
          <Text size="sm">
            {clients} {clients === 1 ? 'invoice' : 'invoices'} for {formatEuros(preview?.totals.amount ?? 0)}{' '}
            incl. VAT will be issued today with the next numbers of the year. An issued invoice can only be
            corrected by a credit note.
          </Text>
          {(preview?.totals.problems ?? 0) > 0 && (
            <Text size="sm" c="orange">
              {preview!.totals.problems} clients without a price list are left out until they have one.
            </Text>
          )}
          <FormError message={problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={issue.isPending}>
              Issue {clients} {clients === 1 ? 'invoice' : 'invoices'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

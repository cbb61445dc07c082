import { Alert, Progress, Stack, Text } from '@mantine/core';
import type { BillingRun } from '../api';
import { formatInstant } from '../utils/format';

/** The run's progress: clients done of the total, while it runs and once over. */
export function RunProgress({ run }: { run: BillingRun }) {
  const percent = run.totalClients === 0 ? 100 : Math.round((run.doneClients / run.totalClients) * 100);
  if (run.status === 'running' && !run.alive)
    return (
      <Alert color="orange" role="alert" title="The run stopped">
        {run.doneClients} of {run.totalClients} clients were invoiced, then its server stopped. Issue again:
        it continues with the clients still unbilled, without duplicates or gaps in the numbers.
      </Alert>
    );
  if (run.status === 'failed')
    return (
      <Alert color="red" role="alert" title="The run stopped">
        {run.doneClients} of {run.totalClients} clients were invoiced before it stopped (
        {run.error ?? 'unknown error'}). Issue again: it continues with the clients still unbilled, without
        duplicates or gaps in the numbers.
      </Alert>
    );
  return (
    <Stack gap={4} data-testid="run-progress">
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          animated={run.status === 'running'}
          aria-label="Invoicing progress"
        />
      </Progress.Root>
      <Text size="sm" role="status">
        {run.status === 'running'
          ? `Issuing: ${run.doneClients} of ${run.totalClients} clients done…`
          : run.totalClients === 0
            ? `Nothing to issue: every billable shift of the month is invoiced (${formatInstant(run.finishedAt)}).`
            : `Issued: ${run.invoices} invoices${run.creditNotes ? ` and ${run.creditNotes} credit notes` : ''} for ${run.totalClients} clients (${formatInstant(run.finishedAt)}).`}
      </Text>
    </Stack>
  );
}

import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useFormat } from '@courier/shared';
import type { BillingRun } from '../api';
import { useT } from '../../../i18n';

/** The run's progress: clients done of the total, while it runs and once over. */
export function RunProgress({ run }: { run: BillingRun }) {
  const t = useT();
  const f = useFormat();
  const at = run.finishedAt ? f.dateTime(run.finishedAt) : '';
  const counts = { done: f.number(run.doneClients), total: f.number(run.totalClients) };
  const percent = run.totalClients === 0 ? 100 : Math.round((run.doneClients / run.totalClients) * 100);
  if (run.status === 'running' && !run.alive)
    return (
      <Alert color="orange" role="alert" title={t('billing.run.stopped')}>
        {t('billing.run.lost', counts)}
      </Alert>
    );
  if (run.status === 'failed')
    return (
      <Alert color="red" role="alert" title={t('billing.run.stopped')}>
        {t('billing.run.failed', { ...counts, error: run.error ?? t('billing.run.unknownError') })}
      </Alert>
    );
  return (
    <Stack gap={4} data-testid="run-progress">
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          animated={run.status === 'running'}
          aria-label={t('billing.run.progress')}
        />
      </Progress.Root>
      <Text size="sm" role="status">
        {run.status === 'running'
          ? t('billing.run.running', counts)
          : run.totalClients === 0
            ? t('billing.run.nothing', { at })
            : t(run.creditNotes ? 'billing.run.issuedWithCredits' : 'billing.run.issued', {
                invoices: f.number(run.invoices),
                credits: f.number(run.creditNotes),
                clients: counts.total,
                at,
              })}
      </Text>
    </Stack>
  );
}

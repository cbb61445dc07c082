import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Checkbox, Group, SimpleGrid, Paper, Stack, Tabs, Text } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState, PageLayout, useFormat } from '@courier/shared';
import { SellerIdentitySection, SellerIssueAlert, useSellerComplete } from '../../seller';
import { billingKeys, usePreview, useRun } from '../api';
import { useBillingMonth } from '../hooks/useBillingMonth';
import { useBillingTab } from '../hooks/useBillingTab';
import { BILLING_PAGE_SIZE } from '../types';
import { useT } from '../../../i18n';
import { ArchivePanel } from './ArchivePanel';
import { MonthInput } from './MonthInput';
import { ClientLinesModal } from './ClientLinesModal';
import { IssueButton } from './IssueButton';
import { InvoicesPanel } from './InvoicesPanel';
import { PreviewTable } from './PreviewTable';
import { RunProgress } from './RunProgress';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** /finance/billing: a month's preview, the run that issues it (with its progress), and its invoices to send. */
export function BillingPage() {
  const t = useT();
  const f = useFormat();
  const [month, setMonth] = useBillingMonth();
  const [page, setPage] = useState(1);
  const [problemsOnly, setProblemsOnly] = useState(false);
  const [openClient, setOpenClient] = useState<number | null>(null);
  // The seller's identity is a tab of this page: invoices cannot be issued without it.
  const [tab, setTab] = useBillingTab();
  const sellerComplete = useSellerComplete();
  const preview = usePreview({
    month,
    page,
    pageSize: BILLING_PAGE_SIZE,
    problemsOnly: problemsOnly ? 'true' : 'false',
  });
  const run = useRun(month);
  const queryClient = useQueryClient();
  // A run that lost its process (no heartbeat for a minute) can be taken over: Issue again.
  const running = run.data?.alive === true;

  // Once a run is over, the preview and the invoices are read again.
  const status = run.data?.status;
  useEffect(() => {
    if (status && status !== 'running')
      void queryClient.invalidateQueries({
        queryKey: billingKeys.all,
        predicate: (q) => q.queryKey[1] !== 'run',
      });
  }, [status, queryClient]);

  const p = preview.data;
  return (
    <PageLayout
      title={t('billing.title')}
      description={t('billing.description', { month: f.month(month) })}
      actions={<IssueButton month={month} preview={p} running={running} blocked={!sellerComplete} />}
    >
      <SellerIssueAlert onOpen={() => setTab('seller')} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="run">{t('billing.tab.run')}</Tabs.Tab>
          <Tabs.Tab value="seller">{t('billing.tab.seller')}</Tabs.Tab>
          <Tabs.Tab value="archive">{t('billing.tab.archive')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="archive" pt="md">
          <ArchivePanel />
        </Tabs.Panel>
        <Tabs.Panel value="seller" pt="md">
          <SellerIdentitySection />
        </Tabs.Panel>
        <Tabs.Panel value="run" pt="md">
          <Group align="flex-end">
            <MonthInput
              month={month}
              onMonth={(v) => {
                setPage(1);
                setMonth(v);
              }}
            />
            <Checkbox
              label={t('billing.problemsOnly')}
              checked={problemsOnly}
              onChange={(e) => {
                setPage(1);
                setProblemsOnly(e.currentTarget.checked);
              }}
            />
          </Group>
          {run.data && <RunProgress run={run.data} />}
          {preview.isError ? (
            <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />
          ) : !p ? (
            <LoadingState />
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2, md: 6 }}>
                <Figure
                  label={t('billing.figure.clients')}
                  value={f.number(p.totals.clients)}
                  testId="total-clients"
                />
                <Figure
                  label={t('billing.figure.shifts')}
                  value={f.number(p.totals.shifts)}
                  testId="total-shifts"
                />
                <Figure
                  label={t('billing.figure.excl')}
                  value={f.money(p.totals.amountExclVat)}
                  testId="total-excl"
                />
                <Figure
                  label={t('billing.figure.incl')}
                  value={f.money(p.totals.amount)}
                  testId="total-amount"
                />
                <Figure
                  label={t('billing.figure.credits')}
                  value={`${f.number(p.totals.creditNotes)} · ${f.money(p.totals.creditAmount)}`}
                  testId="total-credits"
                />
                <Figure
                  label={t('billing.figure.problems')}
                  value={f.number(p.totals.problems)}
                  testId="total-problems"
                />
              </SimpleGrid>
              {p.total === 0 ? (
                <EmptyState
                  title={t(problemsOnly ? 'billing.empty.problemsTitle' : 'billing.empty.title')}
                  description={t(problemsOnly ? 'billing.empty.problemsText' : 'billing.empty.text')}
                />
              ) : (
                <PreviewTable preview={p} onOpen={(r) => setOpenClient(r.clientId)} onPage={setPage} />
              )}
            </Stack>
          )}
          <InvoicesPanel key={month} month={month} />
        </Tabs.Panel>
      </Tabs>
      <ClientLinesModal month={month} clientId={openClient} onClose={() => setOpenClient(null)} />
    </PageLayout>
  );
}

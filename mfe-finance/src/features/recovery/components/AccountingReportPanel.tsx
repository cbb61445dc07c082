import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState, downloadCsv, toCsv, useFormat } from '@courier/shared';
import { useClientAccountingReport, type AccountingReport, type AccountingRow } from '../api';
import { translate, useT, type T } from '../../../i18n';
import { TableHead, figure } from '../../../kit/TableHead';

const kindLabel = (t: T, kind: AccountingRow['kind']) => t(`recovery.report.kind.${kind}`);

/** The report as a CSV file (the portal's one CSV writer): amounts in cents, as the API gives them. */
export function accountingCsv(report: AccountingReport, t: T = translate): string {
  return toCsv(report.rows, [
    { header: t('recovery.report.csv.date'), value: (r) => r.date },
    { header: t('recovery.report.csv.kind'), value: (r) => kindLabel(t, r.kind) },
    { header: t('recovery.report.csv.reference'), value: (r) => r.reference },
    { header: t('recovery.report.csv.invoice'), value: (r) => r.invoiceNumber },
    { header: t('recovery.report.csv.debit'), value: (r) => r.debit },
    { header: t('recovery.report.csv.credit'), value: (r) => r.credit },
    { header: t('recovery.report.csv.balance'), value: (r) => r.balance },
  ]);
}

/** Invoices, credit notes and payments in date order with the running balance, and its CSV download. */
export function AccountingReportPanel({ clientId }: { clientId: number }) {
  const t = useT();
  const f = useFormat();
  const report = useClientAccountingReport(clientId);
  if (report.isPending) return <LoadingState label={t('recovery.report.loading')} />;
  if (report.isError)
    return (
      <ErrorState
        title={t('recovery.report.loadError')}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  const r = report.data;
  if (r.rows.length === 0)
    return (
      <EmptyState title={t('recovery.report.emptyTitle')} description={t('recovery.report.emptyText')} />
    );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm">
          {t('recovery.report.amountDue')}{' '}
          <strong data-testid="report-amount-due">{f.money(r.amountDue)}</strong>
        </Text>
        <Button
          variant="default"
          onClick={() => downloadCsv(`accounting-${r.businessCode}-${r.asOf}.csv`, accountingCsv(r, t))}
        >
          {t('recovery.report.download')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640} mah={480}>
        <Table striped aria-label={t('recovery.report.label')}>
          <TableHead
            columns={[
              t('recovery.col.date'),
              t('recovery.col.kind'),
              t('recovery.col.reference'),
              figure(t('recovery.col.debit')),
              figure(t('recovery.col.credit')),
              figure(t('recovery.col.balance')),
            ]}
          />
          <Table.Tbody>
            {r.rows.map((row, i) => (
              <Table.Tr key={i}>
                <Table.Td>{f.date(row.date)}</Table.Td>
                <Table.Td>{kindLabel(t, row.kind)}</Table.Td>
                <Table.Td>
                  {row.reference ?? ''}
                  {row.kind !== 'invoice' && row.invoiceNumber ? ` (${row.invoiceNumber})` : ''}
                </Table.Td>
                <Table.Td ta="right">{row.debit ? f.money(row.debit) : ''}</Table.Td>
                <Table.Td ta="right">{row.credit ? f.money(row.credit) : ''}</Table.Td>
                <Table.Td ta="right">{f.money(row.balance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

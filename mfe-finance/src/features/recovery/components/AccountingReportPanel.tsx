import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState, downloadCsv, toCsv } from '@courier/shared';
import { useClientAccountingReport, type AccountingReport, type AccountingRow } from '../api';
import { formatEuros } from '../utils/format';

const KIND_LABEL: Record<AccountingRow['kind'], string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
};

/** The report as a CSV file (the portal's one CSV writer): amounts in cents, as the API gives them. */
export function accountingCsv(report: AccountingReport): string {
  return toCsv(report.rows, [
    { header: 'Date', value: (r) => r.date },
    { header: 'Kind', value: (r) => KIND_LABEL[r.kind] },
    { header: 'Reference', value: (r) => r.reference },
    { header: 'Invoice', value: (r) => r.invoiceNumber },
    { header: 'Debit (cents)', value: (r) => r.debit },
    { header: 'Credit (cents)', value: (r) => r.credit },
    { header: 'Balance (cents)', value: (r) => r.balance },
  ]);
}

/** Invoices, credit notes and payments in date order with the running balance, and its CSV download. */
export function AccountingReportPanel({ clientId }: { clientId: number }) {
  const report = useClientAccountingReport(clientId);
  if (report.isPending) return <LoadingState label="Loading the accounting report…" />;
  if (report.isError)
    return (
      <ErrorState
        title="The accounting report could not be loaded"
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  const r = report.data;
  if (r.rows.length === 0)
    return <EmptyState title="No invoice yet" description="Nothing was ever invoiced to this client." />;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm">
          Amount due: <strong data-testid="report-amount-due">{formatEuros(r.amountDue)}</strong>
        </Text>
        <Button
          variant="default"
          onClick={() => downloadCsv(`accounting-${r.businessCode}-${r.asOf}.csv`, accountingCsv(r))}
        >
          Download CSV
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640} mah={480}>
        <Table striped aria-label="Accounting report">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Kind</Table.Th>
              <Table.Th scope="col">Reference</Table.Th>
              <Table.Th scope="col" ta="right">
                Debit
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Credit
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Balance
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.rows.map((row, i) => (
              <Table.Tr key={i}>
                <Table.Td>{row.date}</Table.Td>
                <Table.Td>{KIND_LABEL[row.kind]}</Table.Td>
                <Table.Td>
                  {row.reference ?? ''}
                  {row.kind !== 'invoice' && row.invoiceNumber ? ` (${row.invoiceNumber})` : ''}
                </Table.Td>
                <Table.Td ta="right">{row.debit ? formatEuros(row.debit) : ''}</Table.Td>
                <Table.Td ta="right">{row.credit ? formatEuros(row.credit) : ''}</Table.Td>
                <Table.Td ta="right">{formatEuros(row.balance)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

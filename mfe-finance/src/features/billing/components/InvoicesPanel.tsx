import { useState } from 'react';
import { Anchor, Badge, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import {
  EmptyState,
  EntityLink,
  ErrorState,
  LoadingState,
  notifyError,
  useErrorMessage,
  useFormat,
} from '@courier/shared';
import { openInvoicePdf, useInvoices, type BillingInvoiceSortField } from '../api';
import { BILLING_PAGE_SIZE } from '../types';
import { useT } from '../../../i18n';
import { SendUnsentButton } from './SendUnsentButton';
import { SortableTh, type ListSort } from '../../../kit/SortableTh';
import { WHOLE_BADGE } from '../../../kit/badge';

/**
 * The invoices the month's runs issued: a page, sorted by the server on the chosen column (the
 * number by default), each with its PDF and its client, and "Send" of the unsent ones through
 * the bulk dialog.
 */
export function InvoicesPanel({ month }: { month: string }) {
  const t = useT();
  const f = useFormat();
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ListSort<BillingInvoiceSortField>>({
    sort: 'invoiceNumber',
    order: 'asc',
  });
  const invoices = useInvoices({ month, ...sort, page, pageSize: BILLING_PAGE_SIZE });
  const data = invoices.data;
  const pages = data ? Math.ceil(data.total / BILLING_PAGE_SIZE) : 0;

  const sortOn = (next: ListSort<BillingInvoiceSortField>) => {
    setSort(next);
    setPage(1);
  };
  const header = (field: BillingInvoiceSortField, label: string, align?: 'right') => (
    <SortableTh field={field} label={label} current={sort} onSort={sortOn} align={align} />
  );

  const open = (invoiceNumber: string) =>
    openInvoicePdf(invoiceNumber).catch((e: unknown) => notifyError(errorMessage(e)));

  return (
    <Stack gap="sm" component="section" aria-labelledby="billing-invoices-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="billing-invoices-title">
          {t('billing.invoices.title')}
        </Title>
        {/* Kept mounted once everything is sent: its dialog still shows the report. */}
        <SendUnsentButton month={month} unsent={data?.unsent ?? 0} />
      </Group>
      {invoices.isError ? (
        <ErrorState error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : data.total === 0 ? (
        <EmptyState title={t('billing.invoices.emptyTitle')} description={t('billing.invoices.emptyText')} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t('billing.invoices.title')}>
              <Table.Thead>
                <Table.Tr>
                  {header('invoiceNumber', t('billing.invoices.number'))}
                  {header('clientName', t('billing.invoices.client'))}
                  {header('amount', t('billing.invoices.incl'), 'right')}
                  {header('status', t('billing.invoices.status'))}
                  <Table.Th scope="col">{t('billing.invoices.contact')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((i) => (
                  <Table.Tr key={i.invoiceNumber}>
                    <Table.Td>
                      <Anchor
                        component="button"
                        type="button"
                        onClick={() => void open(i.invoiceNumber)}
                        aria-label={t('billing.invoices.openPdf', { number: i.invoiceNumber })}
                      >
                        {i.invoiceNumber}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <EntityLink kind="client" id={i.clientId}>
                        {i.businessCode} · {i.clientName}
                      </EntityLink>
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {f.money(i.amount)}
                    </Table.Td>
                    <Table.Td>
                      <Badge styles={WHOLE_BADGE} variant="light" color={i.sentAt ? 'green' : 'gray'}>
                        {t('billing.invoices.statusName', { status: i.status })}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {i.billingEmail ?? (
                        <Text c="orange" size="sm">
                          {t('billing.invoices.noContact')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t('billing.invoices.pager', { control }) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

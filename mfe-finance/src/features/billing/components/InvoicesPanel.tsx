import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  errorMessage,
  notifyError,
  notifySuccess,
  useStepUpGuard,
} from '@courier/shared';
import { openInvoicePdf, useInvoices, useSend, type SendAnswer } from '../api';
import { BILLING_PAGE_SIZE } from '../types';
import { formatEuros } from '../utils/format';

/**
 * The invoices the month's runs issued: a page, each with its PDF, and "Send" for the unsent ones
 * (asking for a fresh code when the server wants one).
 */
export function InvoicesPanel({ month }: { month: string }) {
  const [page, setPage] = useState(1);
  const invoices = useInvoices({ month, page, pageSize: BILLING_PAGE_SIZE });
  const { guard, modal } = useStepUpGuard();
  const send = useSend(guard);
  const [result, setResult] = useState<SendAnswer | null>(null);
  const data = invoices.data;
  const pages = data ? Math.ceil(data.total / BILLING_PAGE_SIZE) : 0;

  const sendAll = () =>
    send.mutate(month, {
      onSuccess: (answer) => {
        setResult(answer);
        notifySuccess(`${answer.sent} ${answer.sent === 1 ? 'invoice' : 'invoices'} queued for sending`);
      },
      onError: (e) => notifyError(errorMessage(e)),
    });
  const open = (invoiceNumber: string) =>
    openInvoicePdf(invoiceNumber).catch((e: unknown) => notifyError(errorMessage(e)));

  return (
    <Stack gap="sm" component="section" aria-labelledby="billing-invoices-title">
      {modal}
      <Group justify="space-between">
        <Title order={2} size="h4" id="billing-invoices-title">
          Issued invoices
        </Title>
        {data && data.unsent > 0 && (
          <Button onClick={sendAll} loading={send.isPending}>
            Send {data.unsent} unsent
          </Button>
        )}
      </Group>
      {result && result.skipped.length > 0 && (
        <Alert color="orange" role="status" title={`${result.skipped.length} invoices not sent`}>
          {result.skipped.slice(0, 10).map((s) => (
            <Text size="sm" key={s.invoiceNumber}>
              {s.invoiceNumber} · {s.name}: {s.reason}
            </Text>
          ))}
        </Alert>
      )}
      {invoices.isError ? (
        <ErrorState error={invoices.error} onRetry={() => void invoices.refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : data.total === 0 ? (
        <EmptyState
          title="No invoice issued for this month yet"
          description="Issue the month's invoices above."
        />
      ) : (
        <>
          <Table striped aria-label="Issued invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Number</Table.Th>
                <Table.Th scope="col">Client</Table.Th>
                <Table.Th scope="col" ta="right">
                  Incl. VAT
                </Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Billing contact</Table.Th>
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
                      aria-label={`Open the PDF of ${i.invoiceNumber}`}
                    >
                      {i.invoiceNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {i.businessCode} · {i.clientName}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatEuros(i.amount)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={i.sentAt ? 'green' : 'gray'}>
                      {i.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {i.billingEmail ?? (
                      <Text c="orange" size="sm">
                        None: cannot be sent
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'previous'
                      ? 'Previous invoices'
                      : control === 'next'
                        ? 'Next invoices'
                        : control,
                })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

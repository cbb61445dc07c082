import { Link } from 'react-router-dom';
import { Anchor, Badge, Group, SimpleGrid, Paper, Table, Tabs, Text } from '@mantine/core';
import { EmptyState, ErrorState, LoadingState, PageLayout, isApiError } from '@courier/shared';
import { useRecovery, type RecoveryDetail } from '../api';
import { useRecoveryParams } from '../hooks/useRecoveryParams';
import { formatEuros } from '../utils/format';
import { AccountingReportPanel } from './AccountingReportPanel';
import { BillingContactPanel } from './BillingContactPanel';
import { EventsPanel } from './EventsPanel';
import { NotesPanel } from './NotesPanel';
import { RecoveryFlagPanel } from './RecoveryFlagPanel';
import { RemindersPanel } from './RemindersPanel';

const FIGURES: { key: keyof RecoveryDetail['figures']; label: string }[] = [
  { key: 'notDue', label: 'Not yet due' },
  { key: 'overdue1to30', label: '1–30 days' },
  { key: 'overdue31to60', label: '31–60 days' },
  { key: 'overdue61to90', label: '61–90 days' },
  { key: 'overdueOver90', label: 'Over 90 days' },
  { key: 'totalDue', label: 'Total due' },
];

function Figures({ detail }: { detail: RecoveryDetail }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" aria-label="Amounts by age">
      {FIGURES.map((f) => (
        <Paper key={f.key} withBorder p="xs">
          <Text size="xs" c="dimmed">
            {f.label}
          </Text>
          <Text fw={600} data-testid={`figure-${f.key}`}>
            {formatEuros(detail.figures[f.key])}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function OpenInvoices({ detail }: { detail: RecoveryDetail }) {
  if (detail.openInvoices.length === 0)
    return <EmptyState title="No open invoice" description="Everything invoiced is paid or credited." />;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label="Open invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Invoice</Table.Th>
            <Table.Th scope="col">Issued</Table.Th>
            <Table.Th scope="col">Due</Table.Th>
            <Table.Th scope="col">Days overdue</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Credited
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Paid
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Remaining
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.openInvoices.map((i) => (
            <Table.Tr key={i.invoiceId}>
              <Table.Td>{i.invoiceNumber}</Table.Td>
              <Table.Td>{i.issuedOn}</Table.Td>
              <Table.Td>{i.dueOn}</Table.Td>
              <Table.Td>
                {i.daysOverdue > 0 ? (
                  <Badge color={i.daysOverdue > 60 ? 'red' : 'orange'} variant="light">
                    {i.daysOverdue} days
                  </Badge>
                ) : (
                  'Not yet due'
                )}
              </Table.Td>
              <Table.Td ta="right">{formatEuros(i.amount)}</Table.Td>
              <Table.Td ta="right">{formatEuros(i.credited)}</Table.Td>
              <Table.Td ta="right">{formatEuros(i.paid)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatEuros(i.remaining)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PaymentsAndCredits({ detail }: { detail: RecoveryDetail }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <TitledTable
        title="Payments"
        empty="No payment yet."
        head={['Date', 'Invoice', 'Reference', 'Amount']}
        rows={detail.payments.map((p) => [
          p.paidOn,
          p.invoiceNumber ?? '',
          p.reference ?? '',
          formatEuros(p.amount),
        ])}
      />
      <TitledTable
        title="Credit notes"
        empty="No credit note."
        head={['Date', 'Number', 'Invoice', 'Amount']}
        rows={detail.creditNotes.map((c) => [c.issuedOn, c.number, c.invoiceNumber, formatEuros(c.amount)])}
      />
    </SimpleGrid>
  );
}

/** A titled table of the client's documents (the last column, an amount, aligned right), or what says there is none. */
function TitledTable({
  title,
  empty,
  head,
  rows,
}: {
  title: string;
  empty: string;
  head: string[];
  rows: string[][];
}) {
  return (
    <div>
      <Text fw={600} mb="xs">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Table aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {head.map((h, i) => (
                <Table.Th key={h} scope="col" ta={i === head.length - 1 ? 'right' : undefined}>
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((cells, r) => (
              <Table.Tr key={r}>
                {cells.map((cell, i) => (
                  <Table.Td key={i} ta={i === cells.length - 1 ? 'right' : undefined}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}

function RecoveryView({ detail }: { detail: RecoveryDetail }) {
  const c = detail.client;
  return (
    <PageLayout
      title={`${c.businessCode} · ${c.name}`}
      description={`Recovery as of ${detail.asOf}; payment term ${c.paymentTermDays} days`}
    >
      <Group gap="xs">
        <Anchor component={Link} to="/finance/recovery" size="sm">
          ← Recovery summary
        </Anchor>
        {detail.recovery.inRecovery && (
          <Badge color="red" variant="filled">
            In recovery
          </Badge>
        )}
        {c.activityStatus === 'inactive' && (
          <Badge color="gray" variant="light">
            Inactive
          </Badge>
        )}
      </Group>
      <Figures detail={detail} />
      <Tabs defaultValue="invoices" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="invoices">Open invoices ({detail.openInvoices.length})</Tabs.Tab>
          <Tabs.Tab value="payments">Payments and credit notes</Tabs.Tab>
          <Tabs.Tab value="report">Accounting report</Tabs.Tab>
          <Tabs.Tab value="notes">Notes ({detail.notes.length})</Tabs.Tab>
          <Tabs.Tab value="reminders">Reminders</Tabs.Tab>
          <Tabs.Tab value="recovery">Recovery block{detail.recovery.inRecovery ? ' (on)' : ''}</Tabs.Tab>
          <Tabs.Tab value="contact">Billing contact</Tabs.Tab>
          <Tabs.Tab value="events">Events</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invoices" pt="md">
          <OpenInvoices detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="payments" pt="md">
          <PaymentsAndCredits detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="report" pt="md">
          <AccountingReportPanel clientId={c.clientId} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <NotesPanel detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="reminders" pt="md">
          <RemindersPanel clientId={c.clientId} />
        </Tabs.Panel>
        <Tabs.Panel value="recovery" pt="md">
          <RecoveryFlagPanel detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="contact" pt="md">
          <BillingContactPanel key={detail.billingContact?.version ?? 0} detail={detail} />
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <EventsPanel clientId={c.clientId} />
        </Tabs.Panel>
      </Tabs>
    </PageLayout>
  );
}

/** /finance/recovery/{clientId}: one client's recovery, by id or business code. */
export function RecoveryClientPage() {
  const { clientId } = useRecoveryParams();
  const detail = useRecovery(clientId);
  if (detail.isPending) return <LoadingState label="Loading the client's recovery…" />;
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404)
      return (
        <PageLayout title="Client not found">
          <EmptyState
            title={`No client ${clientId}`}
            description="It may have been mistyped. Find it in the recovery summary."
            action={
              <Anchor component={Link} to="/finance/recovery">
                Recovery summary
              </Anchor>
            }
          />
        </PageLayout>
      );
    return (
      <ErrorState
        title="The client's recovery could not be loaded"
        error={detail.error}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return <RecoveryView detail={detail.data} />;
}
